import type { ReactNode } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { useFlowContext } from '../flow/react/flow-context.ts';
import { useFlowCurrentUser } from '../flow/react/useFlowCurrentUser.ts';
import { Layout } from './layout/Layout.tsx';
import { screenElement } from './lazy-screen.tsx';
import {
  HOME_ROUTE_ID,
  LAYOUT_ROUTE_ID,
  lazyScreenOf,
  prefetchScreenReads,
  preloadScreens,
  ROUTE_TABLE,
} from './route-table.ts';
import { Component as Home } from './routes/home.tsx';

/** A route's element: the shell, the start page, or its lazy screen's. */
function elementOf(route: RouteObject): ReactNode {
  if (route.id === LAYOUT_ROUTE_ID) return <Layout />;
  if (route.id === HOME_ROUTE_ID) return <Home />;
  const lazy = lazyScreenOf(route);
  return lazy ? screenElement(lazy) : undefined;
}

/** The route table (route-table.ts) with its elements. */
function withElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.index
      ? { ...route, element: elementOf(route) }
      : {
          ...route,
          element: elementOf(route),
          ...(route.children && { children: withElements(route.children) }),
        },
  );
}

const routes = withElements(ROUTE_TABLE);

export function AppRoutes() {
  const { pathname } = useLocation();
  const flow = useFlowContext('AppRoutes');
  const { address: account } = useFlowCurrentUser();
  // A navigation's screens: their code (main.tsx started the first one's before React), and
  // their first reads, without waiting for that code, nor for this render to commit.
  preloadScreens(routes, pathname);
  prefetchScreenReads(routes, pathname, { flow, account });
  return useRoutes(routes);
}
