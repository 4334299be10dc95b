import { render, screen as view } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadMatchedRoutes, useScreenCodeArrivals } from './lazy-screen.tsx';

const screen = () =>
  vi.fn(async (): Promise<{ Component: ComponentType }> => ({ Component: () => null }));

describe('preloadMatchedRoutes', () => {
  it('starts every matched level at once, and nothing else', () => {
    const layer = screen();
    const account = screen();
    const overview = screen();
    const keys = screen();
    const tokens = screen();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            ...lazyRoute(layer),
            children: [
              {
                path: 'account',
                ...lazyRoute(account),
                children: [
                  { index: true, ...lazyRoute(overview) },
                  { path: 'keys', ...lazyRoute(keys) },
                ],
              },
              { path: 'tokens', ...lazyRoute(tokens) },
            ],
          },
        ],
      },
    ];

    preloadMatchedRoutes(routes, '/account');
    expect([layer, account, overview].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    expect(keys).not.toHaveBeenCalled();
    expect(tokens).not.toHaveBeenCalled();
  });
});

describe('useScreenCodeArrivals', () => {
  it('re-renders the holder of the Suspense boundary once a screen’s code has arrived', async () => {
    let arrive: (module: { Component: ComponentType }) => void = () => {};
    const { element } = lazyRoute(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const renders: number[] = [];
    function Shell() {
      renders.push(useScreenCodeArrivals());
      return <Suspense fallback={<p>Loading…</p>}>{element}</Suspense>;
    }
    render(<Shell />);
    expect(view.getByText('Loading…')).toBeTruthy();
    const before = renders.at(-1) ?? 0;
    arrive({ Component: () => <p>The screen</p> });
    expect(await view.findByText('The screen')).toBeTruthy();
    // The shell rendered again for the arrival (React's throttled retry does not re-render it).
    await vi.waitFor(() => expect(renders.at(-1)).toBe(before + 1));
  });
});
