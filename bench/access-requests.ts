/** Access-node requests a screen costs, from the fault proxy's request log. */
import type { Browser } from 'playwright-core';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import type { RequestLogEntry } from '../fault-proxy/src/http.ts';
import { type Screen, type VisitOptions, visitScreen } from './screens.ts';

const REQUEST_KINDS = [
  'scripts',
  'accounts',
  'blocks',
  'transactions',
  'events',
  'networkParameters',
  'websocket',
  'preflight',
  'other',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export function requestKind(entry: RequestLogEntry): RequestKind {
  if (entry.method === 'OPTIONS') return 'preflight';
  const [, , resource = ''] = entry.path.split('/');
  switch (resource) {
    case 'scripts':
      return 'scripts';
    case 'accounts':
      return 'accounts';
    case 'blocks':
      return 'blocks';
    case 'transactions':
    case 'transaction_results':
      return 'transactions';
    case 'events':
      return 'events';
    case 'network':
      return 'networkParameters';
    case 'ws':
      return 'websocket';
    default:
      return 'other';
  }
}

/** Kinds that do not serve a screen's data: the chain check, and CORS preflights. */
const NOT_SCREEN_DATA: ReadonlySet<RequestKind> = new Set(['networkParameters', 'preflight']);

export interface ScreenRequests {
  /** Requests that serve the screen's data: everything but network parameters and preflights. */
  readonly dataRequests: number;
  readonly byKind: Record<RequestKind, number>;
  readonly log: readonly { readonly method: string; readonly path: string }[];
  readonly idle: boolean;
}

/** Clears the log, opens the screen (signed in, cold), and counts what the access node served. */
export async function countScreenRequests(
  browser: Browser,
  control: FaultProxyControl,
  screen: Screen,
  options: VisitOptions,
): Promise<ScreenRequests> {
  await control.clearRequests();
  const visit = await visitScreen(browser, screen, options);
  await visit.close();
  const entries = await control.requests();
  const byKind = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as Record<
    RequestKind,
    number
  >;
  for (const entry of entries) byKind[requestKind(entry)] += 1;
  return {
    dataRequests: entries.filter((entry) => !NOT_SCREEN_DATA.has(requestKind(entry))).length,
    byKind,
    log: entries.map(({ method, path }) => ({ method, path })),
    idle: visit.idle,
  };
}
