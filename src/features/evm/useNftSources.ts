import { useMemo } from 'react';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { useEvmNfts } from '../../flow/react/useEvmNfts.ts';
import { useNftCollections } from '../../flow/react/useNftCollections.ts';
import { useNftPage } from '../../flow/react/useNftPage.ts';
import { NFT_PAGE_SIZE } from '../../flow/reads/nft-page.ts';
import { collectionOriginText } from '../nfts/collection-name.ts';
import type { BridgeDirection } from './bridge-fee.ts';
import { movableCollections, nftTypeOfCollection } from './cadence-nfts.ts';
import type { NftChoice } from './NftPicker.tsx';

/** The collection NFTs are bridged from, and the NFTs of it on offer. */
export interface NftSource {
  readonly nftIdentifier: string;
  /** Made fit to show. */
  readonly label: string;
  readonly nfts: readonly NftChoice[];
}

const nameOf = (name: string) => displayText(name, 60) || 'Unnamed collection';

/**
 * Where NFTs can be bridged from in a direction: the Cadence collections (a page of NFTs at a
 * time) or what the COA holds of bridged collections; and the one `collection` picks, if any.
 */
export function useNftSources(
  address: string,
  direction: BridgeDirection,
  collection: string,
  pageIndex: number,
) {
  const toEvm = direction === 'to-evm';
  const collections = useNftCollections(address);
  const evmNfts = useEvmNfts(address);
  const bridgeable = useMemo(
    () => movableCollections(collections.data?.items ?? []),
    [collections.data?.items],
  );
  const holdings = useMemo(
    () => (evmNfts.data?.items ?? []).filter((holding) => holding.ids.length > 0),
    [evmNfts.data?.items],
  );
  const cadence = toEvm
    ? (bridgeable.find((entry) => entry.storagePath === collection) ?? null)
    : null;
  const holding = toEvm
    ? null
    : (holdings.find((entry) => entry.nftIdentifier === collection) ?? null);
  const page = useNftPage(address, cadence?.storagePath ?? null, pageIndex);

  const source = useMemo((): NftSource | null => {
    if (cadence) {
      return {
        nftIdentifier: nftTypeOfCollection(cadence.identifier) ?? '',
        label: nameOf(cadence.name),
        nfts: page.data?.items ?? [],
      };
    }
    if (holding) {
      return {
        nftIdentifier: holding.nftIdentifier,
        label: nameOf(holding.collectionName),
        nfts: holding.ids.map((id) => ({ id, name: null })),
      };
    }
    return null;
  }, [cadence, holding, page.data]);

  return {
    /** The list the choice is made from, for its loading and error states. */
    list: toEvm ? collections : evmNfts,
    options: toEvm
      ? bridgeable.map((entry) => ({
          value: entry.storagePath,
          label: `${isolate(nameOf(entry.name))} (${entry.count}) — ${collectionOriginText(entry)}`,
        }))
      : holdings.map((entry) => ({
          value: entry.nftIdentifier,
          label: `${isolate(nameOf(entry.collectionName))} (${entry.total}) — ERC-721 ${shortenAddress(entry.evmAddress)}`,
        })),
    source,
    /** The Cadence page query (to EVM only). */
    page: toEvm ? page : null,
    pageCount: page.data ? Math.ceil(page.data.total / NFT_PAGE_SIZE) : 0,
    /** EVM NFTs of the chosen collection beyond those listed. */
    unlisted: holding ? holding.total - BigInt(holding.ids.length) : 0n,
  };
}
