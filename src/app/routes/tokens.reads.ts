import { tokenVaultsQuery } from '../../flow/reads/token-vaults.ts';
import type { RouteReadTarget } from '../route-types.ts';
import { routeAccount } from './route-account.ts';

/** Every vault, for the token list (the user's own or a viewed account's). */
export function prefetch(target: RouteReadTarget): void {
  const address = routeAccount(target);
  if (address !== null) tokenVaultsQuery.prefetch(target.flow, { address });
}
