import { createListeners } from '../listeners.ts';

/** At most one wallet request at a time, so a second click can never open a second signature. */
export interface WalletRequestLock {
  /** Takes the lock; returns its release, or null when a request is already open. */
  acquire(): (() => void) | null;
  isHeld(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createWalletRequestLock(): WalletRequestLock {
  let held = false;
  const listeners = createListeners();
  return {
    acquire: () => {
      if (held) return null;
      held = true;
      listeners.notify();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held = false;
        listeners.notify();
      };
    },
    isHeld: () => held,
    subscribe: listeners.subscribe,
  };
}
