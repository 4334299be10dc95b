import { accountSummaryQuery } from '../../flow/reads/account-summary.ts';
import type { RouteReadTarget } from '../route-types.ts';
import { routeAccount } from './route-account.ts';

/** The dashboard's summary (the user's own or a viewed account's). */
export function prefetch(target: RouteReadTarget): void {
  const address = routeAccount(target);
  if (address !== null) accountSummaryQuery.prefetch(target.flow, { address });
}
