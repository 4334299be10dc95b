import { shownCollection } from '../../features/nfts/shown-collection.ts';
import { nftCollectionsQuery } from '../../flow/reads/nft-collections.ts';
import { nftPageParams, nftPageQuery } from '../../flow/reads/nft-page.ts';
import type { RouteReadTarget } from '../route-types.ts';
import { routeAccount } from './route-account.ts';

/**
 * The collections (the user's own or a viewed account's), then, as soon as they are known, the
 * first page of the collection the screen will show: not once the screen has rendered them
 * (~40 ms later on a cold load of the large world).
 */
export function prefetch(target: RouteReadTarget): void {
  const address = routeAccount(target);
  if (address === null) return;
  const requested = new URLSearchParams(target.search).get('collection');
  nftCollectionsQuery.prefetch(target.flow, { address })?.then(
    ({ items }) => {
      const shown = shownCollection(items, requested);
      if (shown !== undefined && shown.count > 0) {
        nftPageQuery.prefetch(target.flow, nftPageParams(address, shown.storagePath, 0));
      }
    },
    () => {
      // The screen shows the failure.
    },
  );
}
