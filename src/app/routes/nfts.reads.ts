import { nftCollectionsQuery } from '../../flow/reads/nft-collections.ts';
import type { RouteReadTarget } from '../route-types.ts';
import { routeAccount } from './route-account.ts';

/** The collections; their first page is asked once they are known (the user's own or a viewed account's). */
export function prefetch(target: RouteReadTarget): void {
  const address = routeAccount(target);
  if (address !== null) nftCollectionsQuery.prefetch(target.flow, { address });
}
