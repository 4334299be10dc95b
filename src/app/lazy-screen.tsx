import { type ComponentType, lazy } from 'react';

/** A screen's code could not be downloaded (offline, or a new version was deployed). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * A route module (`export function Component`) as an element loaded when first rendered, in
 * its own chunk. Navigations run in a transition, so the screen on view stays until the next
 * one's code is there; a first visit shows the Suspense fallback of the Layout.
 */
export function lazyScreen(load: () => Promise<{ readonly Component: ComponentType }>) {
  const Screen = lazy(async () => {
    try {
      return { default: (await load()).Component };
    } catch (error) {
      throw new ScreenLoadError(error);
    }
  });
  return <Screen />;
}
