import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFlowContext } from '../flow/react/flow-context.ts';
import { useFlowCurrentUser } from '../flow/react/useFlowCurrentUser.ts';
import { Layout } from './layout/Layout.tsx';
import { screenElement } from './lazy-screen.tsx';
import { matchRoutes } from './route-match.ts';
import { RouteParamsContext } from './route-params.ts';
import {
  HOME_ROUTE_ID,
  LAYOUT_ROUTE_ID,
  prefetchScreenReads,
  preloadScreens,
  ROUTE_TABLE,
} from './route-table.ts';
import type { RouteNode } from './route-types.ts';
import { Component as Home } from './routes/home.tsx';

/** A level's element around the level below it: the shell, the start page, or a lazy screen. */
function elementOf(route: RouteNode, below: ReactNode): ReactNode {
  if (route.id === LAYOUT_ROUTE_ID) return <Layout>{below}</Layout>;
  if (route.id === HOME_ROUTE_ID) return <Home />;
  return route.screen ? screenElement(route.screen, below) : below;
}

export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  const flow = useFlowContext('AppRoutes');
  const { address: account } = useFlowCurrentUser();
  // A navigation's screens: their code (main.tsx started the first one's before React), and
  // their first reads, without waiting for that code, nor for this render to commit.
  preloadScreens(ROUTE_TABLE, pathname);
  prefetchScreenReads(ROUTE_TABLE, pathname, { flow, account, search });
  const match = matchRoutes(ROUTE_TABLE, pathname);
  if (match === null) return null;
  return (
    <RouteParamsContext.Provider value={match.params}>
      {match.routes.reduceRight<ReactNode>((below, route) => elementOf(route, below), null)}
    </RouteParamsContext.Provider>
  );
}
