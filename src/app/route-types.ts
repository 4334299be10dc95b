import type { ComponentType, ReactNode } from 'react';
import type { FlowReadContext } from '../flow/reads/define-flow-query.ts';

/**
 * A route module: `export function Component`. A level with levels below it (the query layer,
 * an account's tabs) shows the matched screen below it as its `children`.
 */
export type RouteModule = {
  readonly Component: ComponentType<{ readonly children?: ReactNode }>;
};

/** What a screen's reads are started with, before the screen has rendered. */
export interface RouteReadTarget {
  readonly flow: FlowReadContext;
  /** The signed-in user's address, or null. */
  readonly account: string | null;
  /** The route's path parameters, as typed (not yet checked). */
  readonly params: RouteMatch['params'];
  /** The URL's query string (`?collection=…`), as typed. */
  readonly search: string;
}

/** A screen's `<name>.reads.ts`: sends the reads the screen shows first (FlowQuery.prefetch). */
export interface RouteReadsModule {
  readonly prefetch: (target: RouteReadTarget) => void;
}

/** A lazy screen, kept in its route's `screen`: its code, and the reads it shows first. */
export interface LazyScreen {
  readonly load: () => Promise<RouteModule>;
  readonly reads?: () => Promise<RouteReadsModule>;
}

/**
 * One level of the route table (route-table.ts): a path relative to the level above (or none: a
 * layout level that adds no segment), or the index of the level above.
 */
export interface RouteNode {
  readonly id?: string;
  readonly path?: string;
  readonly index?: true;
  readonly screen?: LazyScreen;
  readonly children?: readonly RouteNode[];
}

/** A path's levels, outermost first, and its path parameters (decoded). */
export interface RouteMatch {
  readonly routes: readonly RouteNode[];
  readonly params: Readonly<Record<string, string | undefined>>;
}
