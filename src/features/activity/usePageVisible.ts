import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState !== 'hidden';
const onServer = () => true;

/** Whether the user can see this tab. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, onServer);
}
