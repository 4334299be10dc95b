import { isValidFlowAddress, normalizeFlowAddress } from '../../flow/address.ts';
import type { RouteReadTarget } from '../route-types.ts';

/**
 * The account a screen about to show reads, as the screen itself will name it: the viewed
 * address under `/address/:address` once address.tsx would accept it as written (it redirects
 * any other spelling first), else the signed-in user's. Null when there is none yet.
 */
export function routeAccount({
  flow,
  account,
  params,
}: Omit<RouteReadTarget, 'search'>): string | null {
  const viewed = params.address;
  if (viewed === undefined) return account;
  return isValidFlowAddress(viewed, flow.network) && normalizeFlowAddress(viewed) === viewed
    ? viewed
    : null;
}
