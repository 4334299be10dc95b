import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowContextValue } from '../flow/react/flow-context.ts';
import { FIRST_READ_PATHS } from './first-read-paths.ts';
import { joinPaths, matchRoutes } from './route-match.ts';
import { prefetchScreenReads, preloadScreens, ROUTE_TABLE } from './route-table.ts';
import type { LazyScreen, RouteNode, RouteReadsModule, RouteReadTarget } from './route-types.ts';

const screen = () =>
  vi.fn(async (): Promise<{ Component: ComponentType }> => ({ Component: () => null }));

const lazy = (load: LazyScreen['load'], reads?: () => Promise<RouteReadsModule>) => ({
  screen: reads ? { load, reads } : { load },
});

/** Each path of the table whose screen has reads (an index takes its parent's path). */
function readingPaths(
  routes: readonly RouteNode[],
  base = '',
): [path: string, reads: NonNullable<LazyScreen['reads']>][] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : joinPaths(base, route.path);
    const reads = route.screen?.reads;
    return [
      ...(reads ? [[path, reads] as [string, typeof reads]] : []),
      ...readingPaths(route.children ?? [], path),
    ];
  });
}

describe('ROUTE_TABLE', () => {
  it('names in FIRST_READ_PATHS, which the build reads, every path with reads and its module', async () => {
    const modules = {
      overview: await import('./routes/overview.reads.ts'),
      tokens: await import('./routes/tokens.reads.ts'),
      nfts: await import('./routes/nfts.reads.ts'),
    };
    const found: Record<string, string[]> = {};
    for (const [path, reads] of readingPaths(ROUTE_TABLE)) {
      const loaded = await reads();
      const name =
        Object.entries(modules).find(([, module]) => module === loaded)?.[0] ??
        `unknown reads at ${path}`;
      found[name] = [...(found[name] ?? []), path];
    }
    expect(found).toEqual(FIRST_READ_PATHS);
  });

  const lazyLevels = (pathname: string) =>
    (matchRoutes(ROUTE_TABLE, pathname)?.routes ?? []).filter(({ screen }) => screen).length;

  it('puts the screens that read inside the query layer, and Activity, which reads no script, outside it', () => {
    expect(lazyLevels('/tokens')).toBe(2);
    expect(lazyLevels('/account/keys')).toBe(3);
    expect(lazyLevels('/activity')).toBe(1);
  });
});

describe('preloadScreens', () => {
  it('starts every matched level at once, and nothing else', () => {
    const layer = screen();
    const account = screen();
    const overview = screen();
    const keys = screen();
    const tokens = screen();
    const routes: RouteNode[] = [
      {
        path: '/',
        children: [
          {
            ...lazy(layer),
            children: [
              {
                path: 'account',
                ...lazy(account),
                children: [
                  { index: true, ...lazy(overview) },
                  { path: 'keys', ...lazy(keys) },
                ],
              },
              { path: 'tokens', ...lazy(tokens) },
            ],
          },
        ],
      },
    ];

    preloadScreens(routes, '/account');
    expect([layer, account, overview].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    expect(keys).not.toHaveBeenCalled();
    expect(tokens).not.toHaveBeenCalled();
  });

  it('asks for the reads modules before any screen’s code, so that they lead the queue', () => {
    const asked: string[] = [];
    const load = (name: string) => async () => {
      asked.push(name);
      return { Component: () => null };
    };
    const reads = (name: string) => async () => {
      asked.push(name);
      return { prefetch: () => {} };
    };
    const routes: RouteNode[] = [
      {
        path: '/',
        ...lazy(load('layer')),
        children: [{ path: 'tokens', ...lazy(load('tokens'), reads('tokens.reads')) }],
      },
    ];
    preloadScreens(routes, '/tokens');
    expect(asked).toEqual(['tokens.reads', 'layer', 'tokens']);
  });
});

describe('prefetchScreenReads', () => {
  // Only compared by identity here.
  const flowOf = (network: string) => ({ network }) as unknown as FlowContextValue;

  function routesReading() {
    const started: { readonly route: string; readonly target: RouteReadTarget }[] = [];
    const reads = (route: string) => async () => ({
      prefetch: (target: RouteReadTarget) => void started.push({ route, target }),
    });
    const routes: RouteNode[] = [
      {
        path: '/',
        children: [
          { path: 'tokens', ...lazy(screen(), reads('tokens')) },
          { path: 'address/:address', ...lazy(screen(), reads('address')) },
          { path: 'send', ...lazy(screen()) },
        ],
      },
    ];
    return { routes, started };
  }

  it('starts the matched route’s reads with its parameters, before its screen renders, and says when they are sent', async () => {
    const { routes, started } = routesReading();
    const flow = flowOf('local');
    const asked = prefetchScreenReads(routes, '/address/0x01cf0e2f2f715450', {
      flow,
      account: '0xf8d6e0586b0a20c7',
      search: '?collection=x',
    });
    // Each promise settles once its module has sent its reads.
    await Promise.all(asked);
    expect(started).toHaveLength(1);
    expect(started[0]?.route).toBe('address');
    expect(started[0]?.target).toEqual({
      flow,
      account: '0xf8d6e0586b0a20c7',
      params: { address: '0x01cf0e2f2f715450' },
      search: '?collection=x',
    });
  });

  it('starts them once per navigation, however often the routes render', async () => {
    const { routes, started } = routesReading();
    const flow = flowOf('local');
    const target = { flow, account: '0x01cf0e2f2f715450', search: '' };
    expect(prefetchScreenReads(routes, '/tokens', target)).toHaveLength(1);
    expect(prefetchScreenReads(routes, '/tokens', { ...target })).toEqual([]);
    // A new query string changes what the screen shows, within one navigation.
    expect(prefetchScreenReads(routes, '/tokens', { ...target, search: '?tab=x' })).toEqual([]);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    // A route without reads starts none; coming back to Tokens is a new navigation.
    expect(prefetchScreenReads(routes, '/send', target)).toEqual([]);
    expect(prefetchScreenReads(routes, '/tokens', target)).toHaveLength(1);
    // Another account, or another network's context, reads again.
    prefetchScreenReads(routes, '/tokens', { ...target, account: '0xf8d6e0586b0a20c7' });
    prefetchScreenReads(routes, '/tokens', { flow: flowOf('testnet'), account: null, search: '' });
    await vi.waitFor(() => expect(started).toHaveLength(4));
    expect(started.map(({ target: { account } }) => account)).toEqual([
      '0x01cf0e2f2f715450',
      '0x01cf0e2f2f715450',
      '0xf8d6e0586b0a20c7',
      null,
    ]);
  });

  it('leaves a reads module that cannot be fetched to the screen', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const routes: RouteNode[] = [{ path: '/nfts', ...lazy(screen(), failing) }];
    const asked = prefetchScreenReads(routes, '/nfts', {
      flow: flowOf('local'),
      account: null,
      search: '',
    });
    await expect(Promise.all(asked)).resolves.toEqual([undefined]);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
