import type { ComponentType } from 'react';
import type { FlowContextValue } from '../flow/react/flow-context.ts';

/** A route module: `export function Component`. */
export type RouteModule = { readonly Component: ComponentType };

/** What a screen's reads are started with, before the screen has rendered. */
export interface RouteReadTarget {
  readonly flow: FlowContextValue;
  /** The signed-in user's address, or null. */
  readonly account: string | null;
  /** The route's path parameters, as typed (not yet checked). */
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** A screen's `<name>.reads.ts`: sends the reads the screen shows first (FlowQuery.prefetch). */
export interface RouteReadsModule {
  readonly prefetch: (target: RouteReadTarget) => void;
}

/** A lazy screen, kept in its route's `handle`: its code, and the reads it shows first. */
export interface LazyScreen {
  readonly load: () => Promise<RouteModule>;
  readonly reads?: () => Promise<RouteReadsModule>;
}
