import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { Component as Home } from './routes/home.tsx';

/** Keys, contracts and storage, the same for the user's account and any address. */
const insideRoutes: RouteObject[] = [
  { path: 'keys', lazy: () => import('./routes/account-keys.tsx') },
  { path: 'contracts', lazy: () => import('./routes/account-contracts.tsx') },
  { path: 'storage', lazy: () => import('./routes/account-storage.tsx') },
];

/**
 * Every screen is its own chunk, loaded when visited; only the shell (Layout) and the start
 * page (`/`: the landing, about 1 KB) come with the entry, so that the first screen of most
 * visits paints without waiting for a second chunk.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown for the moment the first screen's chunk is loading.
    hydrateFallbackElement: (
      <p className="app__loading" aria-busy="true">
        Loading Flowdeck…
      </p>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: Home },
          {
            path: 'account',
            lazy: () => import('./routes/account.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/account-overview.tsx') },
              ...insideRoutes,
            ],
          },
          { path: 'tokens', lazy: () => import('./routes/tokens.tsx') },
          { path: 'send', lazy: () => import('./routes/send.tsx') },
          { path: 'evm', lazy: () => import('./routes/evm.tsx') },
          { path: 'nfts', lazy: () => import('./routes/nfts.tsx') },
          { path: 'nfts/:storagePath/:id', lazy: () => import('./routes/nft-detail.tsx') },
          { path: 'activity', lazy: () => import('./routes/activity.tsx') },
          { path: 'scripts', lazy: () => import('./routes/scripts.tsx') },
          {
            path: 'address/:address',
            lazy: () => import('./routes/address.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/address-overview.tsx') },
              { path: 'tokens', lazy: () => import('./routes/address-tokens.tsx') },
              { path: 'nfts', lazy: () => import('./routes/address-nfts.tsx') },
              {
                path: 'nfts/:storagePath/:id',
                lazy: () => import('./routes/address-nft-detail.tsx'),
              },
              ...insideRoutes,
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
