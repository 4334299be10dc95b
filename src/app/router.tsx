import { type RouteObject, useRoutes } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { Component as Home } from './routes/home.tsx';

/** Keys, contracts and storage, the same for the user's account and any address. */
const insideRoutes: RouteObject[] = [
  { path: 'keys', element: lazyScreen(() => import('./routes/account-keys.tsx')) },
  { path: 'contracts', element: lazyScreen(() => import('./routes/account-contracts.tsx')) },
  { path: 'storage', element: lazyScreen(() => import('./routes/account-storage.tsx')) },
];

/**
 * Every screen is its own chunk, loaded when visited; only the shell (Layout) and the start
 * page (`/`: the landing, about 1 KB) come with the entry, so that the first screen of most
 * visits paints without waiting for a second chunk, and without the query library. Declarative
 * routes (`useRoutes`), not a data router: Flowdeck has no loaders or actions, and the data
 * router costs ~17 KB gzip more on every first paint.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      {
        // The start page reads nothing; every other screen loads the query layer with it.
        element: lazyScreen(() => import('./routes/reading.tsx')),
        children: [
          {
            path: 'account',
            element: lazyScreen(() => import('./routes/account.tsx')),
            children: [
              { index: true, element: lazyScreen(() => import('./routes/account-overview.tsx')) },
              ...insideRoutes,
            ],
          },
          { path: 'tokens', element: lazyScreen(() => import('./routes/tokens.tsx')) },
          { path: 'send', element: lazyScreen(() => import('./routes/send.tsx')) },
          { path: 'evm', element: lazyScreen(() => import('./routes/evm.tsx')) },
          { path: 'nfts', element: lazyScreen(() => import('./routes/nfts.tsx')) },
          {
            path: 'nfts/:storagePath/:id',
            element: lazyScreen(() => import('./routes/nft-detail.tsx')),
          },
          { path: 'activity', element: lazyScreen(() => import('./routes/activity.tsx')) },
          { path: 'scripts', element: lazyScreen(() => import('./routes/scripts.tsx')) },
          {
            path: 'address/:address',
            element: lazyScreen(() => import('./routes/address.tsx')),
            children: [
              { index: true, element: lazyScreen(() => import('./routes/address-overview.tsx')) },
              { path: 'tokens', element: lazyScreen(() => import('./routes/address-tokens.tsx')) },
              { path: 'nfts', element: lazyScreen(() => import('./routes/address-nfts.tsx')) },
              {
                path: 'nfts/:storagePath/:id',
                element: lazyScreen(() => import('./routes/address-nft-detail.tsx')),
              },
              ...insideRoutes,
            ],
          },
          { path: '*', element: lazyScreen(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
