import { parse } from 'regexparam';
import type { RouteMatch, RouteNode } from './route-types.ts';

interface Branch {
  readonly pattern: RegExp;
  readonly keys: readonly string[];
  readonly routes: readonly RouteNode[];
}

/** `path` below `base`, unless it is absolute (the table's first level). */
export const joinPaths = (base: string, path: string): string =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** Every path the table shows, in its order: each leaf with the levels above it. */
function branchesOf(routes: readonly RouteNode[], above: readonly RouteNode[] = [], base = '') {
  return routes.flatMap((route): Branch[] => {
    const path = route.path === undefined ? base : joinPaths(base, route.path);
    const levels = [...above, route];
    if (route.children) return branchesOf(route.children, levels, path);
    const { pattern, keys } = parse(path === '' ? '/' : path);
    return [{ pattern, keys, routes: levels }];
  });
}

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const branchCache = new WeakMap<readonly RouteNode[], readonly Branch[]>();

/**
 * The levels `pathname` shows: the first branch of the table that matches it (without regard to
 * case or a trailing slash), so a catch-all (`*`) comes last. Null when none does.
 */
export function matchRoutes(routes: readonly RouteNode[], pathname: string): RouteMatch | null {
  let branches = branchCache.get(routes);
  if (branches === undefined) {
    branches = branchesOf(routes);
    branchCache.set(routes, branches);
  }
  for (const { pattern, keys, routes: levels } of branches) {
    const found = pattern.exec(pathname);
    if (found === null) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      params[key] = value === undefined ? undefined : decoded(value);
    });
    return { routes: levels, params };
  }
  return null;
}
