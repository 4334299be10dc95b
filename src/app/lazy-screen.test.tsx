import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadMatchedRoutes } from './lazy-screen.tsx';

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
