import { useContext, useMemo, useSyncExternalStore } from 'react';
import { historyOptionsOf } from '../history/history-env.ts';
import { historySettingsStore } from '../history/history-settings.ts';
import type { HistorySource, HistorySourceKind } from '../history/history-sources.ts';
import { useFlowContext } from './flow-context.ts';
import { HistoryEnvContext } from './history-env-context.ts';

export interface HistorySources {
  /** What this network offers (the build's configuration). */
  readonly offered: readonly HistorySource[];
  /** Those turned on: the user's choice, else the build's default. */
  readonly on: readonly HistorySource[];
  readonly turn: (kind: HistorySourceKind, on: boolean) => void;
}

/** The current network's history sources and the user's switch for each. */
export function useHistorySources(): HistorySources {
  const { network } = useFlowContext('useHistorySources');
  const env = useContext(HistoryEnvContext);
  const options = useMemo(() => historyOptionsOf(env, network), [env, network]);
  const store = historySettingsStore(network);
  const chosen = useSyncExternalStore(store.subscribe, store.read, store.read);
  const onKinds = chosen ?? options.defaultOn;
  return {
    offered: options.offered,
    on: options.offered.filter((source) => onKinds.includes(source.kind)),
    turn: (kind, on) =>
      store.update(() => {
        const without = onKinds.filter((known) => known !== kind);
        return on ? [...without, kind] : without;
      }),
  };
}
