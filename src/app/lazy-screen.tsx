import { type ComponentType, lazy } from 'react';

/** A screen's code could not be downloaded (offline, or a new version was deployed). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

type RouteModule = { readonly Component: ComponentType };

/** What a lazy route keeps in its `handle`: how to start loading its code. */
export interface LazyRouteHandle {
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
      return { default: (await load()).Component };
    } catch (error) {
      throw new ScreenLoadError(error);
    }
  });
  const handle: LazyRouteHandle = { load };
  return { element: <Screen />, handle };
}
