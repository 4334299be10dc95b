import { loadScriptReaderCode } from '../flow/client/script-reader-code.ts';
import { matchRoutes } from './route-match.ts';
import type { LazyScreen, RouteNode, RouteReadTarget } from './route-types.ts';

/** The shell and the start page, which come with the app (router.tsx gives their elements). */
export const LAYOUT_ROUTE_ID = 'layout';
export const HOME_ROUTE_ID = 'home';

const screen = (
  load: LazyScreen['load'],
  reads?: LazyScreen['reads'],
): { readonly screen: LazyScreen } => ({ screen: reads ? { load, reads } : { load } });

// The reads of the screens shown for the user's own account and for any address alike: one
// loader each, so that the entry names each module's files once.
const overviewReads = () => import('./routes/overview.reads.ts');
const tokensReads = () => import('./routes/tokens.reads.ts');
const nftsReads = () => import('./routes/nfts.reads.ts');

/** Keys, contracts, storage and staking, the same for the user's account and any address. */
const insideRoutes = (): RouteNode[] => [
  { path: 'keys', ...screen(() => import('./routes/account-keys.tsx')) },
  { path: 'staking', ...screen(() => import('./routes/account-staking.tsx')) },
  { path: 'contracts', ...screen(() => import('./routes/account-contracts.tsx')) },
  { path: 'storage', ...screen(() => import('./routes/account-storage.tsx')) },
];

/**
 * Every route, without React: which screen each path shows and how its code and first reads are
 * fetched. router.tsx turns it into elements; main.tsx starts the current path's screen from it
 * before React has even started (preloadScreens).
 *
 * Every screen is its own chunk, loaded when visited; only the shell (Layout) and the start
 * page (`/`: the landing, about 1 KB) come with the app's chunk, so that the first screen of most
 * visits paints without waiting for a second chunk, and without the query library. The routes
 * are matched here (route-match.ts) and followed with wouter (~3 KB gzip): React Router cost
 * ~12 KB gzip on every page, its data router ~17 KB more; the reads a screen starts early are
 * its `reads` module's.
 */
export const ROUTE_TABLE: readonly RouteNode[] = [
  {
    path: '/',
    id: LAYOUT_ROUTE_ID,
    children: [
      { index: true, id: HOME_ROUTE_ID },
      // Activity reads no script: it shows what this browser tracked and what the chain's events
      // say, so it loads no query layer (~9 KB gzip) unless a history source is on.
      { path: 'activity', ...screen(() => import('./routes/activity.tsx')) },
      {
        // The start page reads nothing; every other screen loads the query layer with it, and
        // the script reader's code alongside.
        ...screen(() => {
          loadScriptReaderCode().catch(() => {
            // The first read loads it again, and reports a failure.
          });
          return import('./routes/reading.tsx');
        }),
        children: [
          {
            path: 'account',
            ...screen(() => import('./routes/account.tsx')),
            children: [
              {
                index: true,
                ...screen(() => import('./routes/account-overview.tsx'), overviewReads),
              },
              ...insideRoutes(),
            ],
          },
          {
            path: 'tokens',
            ...screen(() => import('./routes/tokens.tsx'), tokensReads),
          },
          { path: 'send', ...screen(() => import('./routes/send.tsx')) },
          { path: 'evm', ...screen(() => import('./routes/evm.tsx')) },
          {
            path: 'nfts',
            ...screen(() => import('./routes/nfts.tsx'), nftsReads),
          },
          { path: 'nfts/:storagePath/:id', ...screen(() => import('./routes/nft-detail.tsx')) },
          { path: 'scripts', ...screen(() => import('./routes/scripts.tsx')) },
          { path: 'contacts', ...screen(() => import('./routes/contacts.tsx')) },
          {
            path: 'address/:address',
            ...screen(() => import('./routes/address.tsx')),
            children: [
              {
                index: true,
                ...screen(() => import('./routes/address-overview.tsx'), overviewReads),
              },
              {
                path: 'tokens',
                ...screen(() => import('./routes/address-tokens.tsx'), tokensReads),
              },
              {
                path: 'nfts',
                ...screen(() => import('./routes/address-nfts.tsx'), nftsReads),
              },
              {
                path: 'nfts/:storagePath/:id',
                ...screen(() => import('./routes/address-nft-detail.tsx')),
              },
              ...insideRoutes(),
            ],
          },
          { path: '*', ...screen(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

const screensOf = (routes: readonly RouteNode[]): LazyScreen[] =>
  routes.flatMap(({ screen }) => (screen ? [screen] : []));

/**
 * Starts fetching the code of every screen `pathname` matches, all at once (the query layer,
 * `/account` and its overview, rather than each once its parent has rendered), and their reads
 * modules first, so that those small modules lead the queue of requests. Each is fetched once,
 * however often this runs.
 */
export function preloadScreens(routes: readonly RouteNode[], pathname: string): void {
  const screens = screensOf(matchRoutes(routes, pathname)?.routes ?? []);
  const ignore = () => {
    // Reported by the screen's own Suspense boundary (or read) when it renders.
  };
  for (const { reads } of screens) reads?.().catch(ignore);
  for (const { load } of screens) load().catch(ignore);
}

// The last navigation whose reads were sent: rendering again sends nothing.
let lastReads: {
  readonly pathname: string;
  readonly target: Omit<RouteReadTarget, 'params'>;
} | null = null;

/**
 * Sends the first reads of every screen `pathname` matches, as soon as their reads modules are
 * here: not once the screen's whole code has arrived and rendered. Called on each render of the
 * routes; sends once per navigation (a new path, network or account: not a new query string,
 * which changes what a screen shows within it), as a data router's loaders would. Returns one
 * promise per reads module it asked for, settled once that module has sent its reads or could
 * not (never rejected: the screen reads for itself then, and shows the failure).
 */
export function prefetchScreenReads(
  routes: readonly RouteNode[],
  pathname: string,
  target: Omit<RouteReadTarget, 'params'>,
): Promise<void>[] {
  if (
    lastReads?.pathname === pathname &&
    lastReads.target.flow === target.flow &&
    lastReads.target.account === target.account
  ) {
    return [];
  }
  lastReads = { pathname, target };
  const match = matchRoutes(routes, pathname);
  if (match === null) return [];
  return screensOf(match.routes).flatMap(({ reads }) =>
    reads
      ? [
          reads()
            .then(({ prefetch }) => prefetch({ ...target, params: match.params }))
            .catch(() => {
              // Not fetched, or failed to start: the screen reads for itself when it renders.
            }),
        ]
      : [],
  );
}
