import { lazy, useSyncExternalStore } from 'react';
import { createListeners } from '../flow/listeners.ts';
import type { LazyScreen } from './route-types.ts';

/** A screen's code could not be downloaded (offline, or a new version was deployed). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * A lazy screen (route-table.ts) as an element, its code loaded when first rendered, in its own
 * chunk. Navigations run in a transition, so the screen on view stays until the next one's
 * code is there; a first visit shows the Suspense fallback of the Layout.
 */
export function screenElement({ load }: LazyScreen) {
  const Screen = lazy(async () => {
    try {
      const { Component } = await load();
      // After React has taken the screen (its own resolution of this promise).
      setTimeout(announceArrival, 0);
      return { default: Component };
    } catch (error) {
      throw new ScreenLoadError(error);
    }
  });
  return <Screen />;
}

// Screens whose code has arrived, for useScreenCodeArrivals.
let arrivals = 0;
const arrivalListeners = createListeners();

function announceArrival(): void {
  arrivals += 1;
  arrivalListeners.notify();
}

/**
 * Re-renders the caller whenever a lazy screen's code arrives. The Layout, which holds the
 * screens' Suspense boundary, uses it so that a screen is shown as soon as its code is here:
 * left to React's own retry, a screen that arrives after the "Loading…" fallback is held back
 * until 300 ms after that fallback (React's reveal throttle), which delayed a large account's
 * dashboard by about 150 ms in one cold load of three.
 */
export function useScreenCodeArrivals(): number {
  return useSyncExternalStore(arrivalListeners.subscribe, () => arrivals);
}
