import { type ComponentType, lazy, useSyncExternalStore } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { createListeners } from '../flow/listeners.ts';

/** A screen's code could not be downloaded (offline, or a new version was deployed). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

type RouteModule = { readonly Component: ComponentType };

/** What a lazy route keeps in its `handle`: how to start loading its code. */
interface LazyRouteHandle {
  readonly load: () => Promise<RouteModule>;
}

/**
 * A route module (`export function Component`) as a route's element, loaded when first rendered,
 * in its own chunk; `handle.load` lets AppRoutes start every matched route's chunk at once, so
 * that nested screens do not load one after the other. Navigations run in a transition, so the
 * screen on view stays until the next one's code is there; a first visit shows the Suspense
 * fallback of the Layout.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
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
  const handle: LazyRouteHandle = { load };
  return { element: <Screen />, handle };
}

/**
 * Starts loading the code of every lazy route `pathname` matches, all at once (a route's chunk
 * is fetched once, however often this runs).
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle: LazyRouteHandle | undefined = route.handle;
    handle?.load().catch(() => {
      // Reported by the screen's own Suspense boundary when it renders.
    });
  }
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
