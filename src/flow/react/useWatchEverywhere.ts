import { useSyncExternalStore } from 'react';
import { watchEverywhereStore } from '../transfers/watch-setting.ts';
import { useFlowContext } from './flow-context.ts';

/** Whether transfers are watched on every screen of this network, and the switch. */
export function useWatchEverywhere(): readonly [boolean, (on: boolean) => void] {
  const { network } = useFlowContext('useWatchEverywhere');
  const store = watchEverywhereStore(network);
  const on = useSyncExternalStore(store.subscribe, store.read, store.read);
  return [on, (next: boolean) => store.update(() => next)];
}
