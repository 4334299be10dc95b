import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { RouteError } from './RouteError.tsx';

/** Every screen is its own chunk; the shell (Layout) is the only part loaded up front. */
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
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'account', lazy: () => import('./routes/account.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
