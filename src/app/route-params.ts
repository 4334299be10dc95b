import { createContext, useContext } from 'react';
import type { RouteMatch } from './route-types.ts';

/** The matched path's parameters (router.tsx), as typed in the address bar: not yet checked. */
export const RouteParamsContext = createContext<RouteMatch['params']>({});

export const useRouteParams = (): RouteMatch['params'] => useContext(RouteParamsContext);
