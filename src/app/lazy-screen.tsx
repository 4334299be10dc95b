import { lazy, type ReactNode, useSyncExternalStore } from 'react';
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
 * A lazy screen (route-table.ts) as an element around the level below it, its code loaded when
 * first rendered, in its own chunk. Navigations run in a transition (BrowserLocation.tsx), so the
 * screen on view stays until the next one's code is there; a first visit shows the Suspense
 * fallback of the Layout.
 */
export function screenElement(screen: LazyScreen, below: ReactNode) {
  const Screen = screenComponentOf(screen);
  return <Screen>{below}</Screen>;
}

// One component per screen, for the page's life: the same screen on view across navigations
// (an account's tabs above the tab shown) keeps its state.
const components = new WeakMap<LazyScreen, ReturnType<typeof lazyScreen>>();

function screenComponentOf(screen: LazyScreen) {
  let component = components.get(screen);
  if (component === undefined) {
    component = lazyScreen(screen);
    components.set(screen, component);
  }
  return component;
}

const lazyScreen = ({ load }: LazyScreen) =>
  lazy(async () => {
    try {
      const { Component } = await load();
      // After React has taken the screen (its own resolution of this promise).
      setTimeout(announceArrival, 0);
      return { default: Component };
    } catch (error) {
      throw new ScreenLoadError(error);
    }
  });

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
