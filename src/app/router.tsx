import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { preloadScriptReader } from '../flow/react/FlowProvider.tsx';
import { Layout } from './layout/Layout.tsx';
import { lazyRoute, preloadMatchedRoutes } from './lazy-screen.tsx';
import { Component as Home } from './routes/home.tsx';

/** Keys, contracts and storage, the same for the user's account and any address. */
const insideRoutes: RouteObject[] = [
  { path: 'keys', ...lazyRoute(() => import('./routes/account-keys.tsx')) },
  { path: 'contracts', ...lazyRoute(() => import('./routes/account-contracts.tsx')) },
  { path: 'storage', ...lazyRoute(() => import('./routes/account-storage.tsx')) },
];

/**
 * Every screen is its own chunk, loaded when visited; only the shell (Layout) and the start
 * page (`/`: the landing, about 1 KB) come with the entry, so that the first screen of most
 * visits paints without waiting for a second chunk, and without the query library. Declarative
 * routes (`useRoutes`), not a data router: Flowdeck has no loaders or actions, and the data
 * router costs ~17 KB gzip more on every first paint.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      {
        // The start page reads nothing; every other screen loads the query layer with it, and
        // the script reader's code alongside.
        ...lazyRoute(() => {
          preloadScriptReader().catch(() => {
            // The first read loads it again, and reports a failure.
          });
          return import('./routes/reading.tsx');
        }),
        children: [
          {
            path: 'account',
            ...lazyRoute(() => import('./routes/account.tsx')),
            children: [
              { index: true, ...lazyRoute(() => import('./routes/account-overview.tsx')) },
              ...insideRoutes,
            ],
          },
          { path: 'tokens', ...lazyRoute(() => import('./routes/tokens.tsx')) },
          { path: 'send', ...lazyRoute(() => import('./routes/send.tsx')) },
          { path: 'evm', ...lazyRoute(() => import('./routes/evm.tsx')) },
          { path: 'nfts', ...lazyRoute(() => import('./routes/nfts.tsx')) },
          {
            path: 'nfts/:storagePath/:id',
            ...lazyRoute(() => import('./routes/nft-detail.tsx')),
          },
          { path: 'activity', ...lazyRoute(() => import('./routes/activity.tsx')) },
          { path: 'scripts', ...lazyRoute(() => import('./routes/scripts.tsx')) },
          { path: 'contacts', ...lazyRoute(() => import('./routes/contacts.tsx')) },
          {
            path: 'address/:address',
            ...lazyRoute(() => import('./routes/address.tsx')),
            children: [
              { index: true, ...lazyRoute(() => import('./routes/address-overview.tsx')) },
              { path: 'tokens', ...lazyRoute(() => import('./routes/address-tokens.tsx')) },
              { path: 'nfts', ...lazyRoute(() => import('./routes/address-nfts.tsx')) },
              {
                path: 'nfts/:storagePath/:id',
                ...lazyRoute(() => import('./routes/address-nft-detail.tsx')),
              },
              ...insideRoutes,
            ],
          },
          { path: '*', ...lazyRoute(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  // Every matched level's code at once (the query layer, `/account` and its overview), rather
  // than each only once its parent has rendered.
  preloadMatchedRoutes(routes, pathname);
  return useRoutes(routes);
}
