import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssets } from '../../components/ui/UnavailableAssets.tsx';
import { isAddressArgument } from '../../flow/cadence/define-cadence.ts';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';
import type { UnavailableAsset } from '../../flow/isolation/unavailable-assets.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useNftCollections } from '../../flow/react/useNftCollections.ts';
import { NftCollectionList, NftCollectionListSkeleton } from './NftCollectionList.tsx';
import { NftCollectionSection } from './NftCollectionSection.tsx';
import { nftCollectionHref, storageIdentifierOf } from './nft-links.ts';
import { shownCollection } from './shown-collection.ts';
import { UnavailableCollectionSection } from './UnavailableCollectionSection.tsx';
import './nfts.css';

/**
 * An account's NFT collections and, below them, the selected collection's NFTs (the URL's
 * `collection` parameter, else the first collection that holds any). `basePath` is the screen's
 * own path (`/nfts` or `/address/0x…/nfts`); collection and NFT links are built from it.
 */
export function NftCollectionsView({
  address,
  basePath,
}: {
  readonly address: string;
  readonly basePath: string;
}) {
  const headingId = useId();
  const { network } = useFlowContext('NftCollectionsView');
  const collections = useNftCollections(address);
  const [searchParams] = useSearchParams();

  let content: ReactNode;
  if (!isAddressArgument(address)) {
    content = (
      <p className="nft-notice" role="alert">
        This is not a Flow address, so there are no NFTs to show.
      </p>
    );
  } else if (collections.isPending) {
    content = <NftCollectionListSkeleton />;
  } else if (collections.isError) {
    content = (
      <QueryErrorAlert title="The NFT collections could not be loaded." query={collections} />
    );
  } else {
    const { items, unavailable } = collections.data;
    content = (
      <>
        <Collections
          address={address}
          basePath={basePath}
          collections={items}
          unavailable={unavailable}
          searchParams={searchParams}
        />
        <UnavailableAssets
          assets={unavailable}
          network={network}
          asked="the collection's name, picture and size"
          action={(asset) => (
            <Link to={nftCollectionHref(basePath, storageIdentifierOf(asset.path), searchParams)}>
              Show its NFTs by id
            </Link>
          )}
        />
      </>
    );
  }

  return (
    <section className="nfts" aria-labelledby={headingId}>
      <h1 id={headingId}>NFTs</h1>
      {content}
    </section>
  );
}

function Collections({
  address,
  basePath,
  collections,
  unavailable,
  searchParams,
}: {
  readonly address: string;
  readonly basePath: string;
  readonly collections: readonly NftCollection[];
  /** Collections that could not be read, listed below; one of them can still be opened. */
  readonly unavailable: readonly UnavailableAsset[];
  readonly searchParams: URLSearchParams;
}) {
  const requested = searchParams.get('collection');
  const requestedUnavailable = unavailable.find(
    (asset) => storageIdentifierOf(asset.path) === requested,
  );
  if (requestedUnavailable !== undefined) {
    return (
      <>
        <NftCollectionList
          collections={collections}
          selected={null}
          basePath={basePath}
          searchParams={searchParams}
        />
        <UnavailableCollectionSection
          address={address}
          collection={requestedUnavailable}
          basePath={basePath}
        />
      </>
    );
  }
  const someUnavailable = unavailable.length > 0;
  const firstWithNfts = collections.find((collection) => collection.count > 0);
  if (firstWithNfts === undefined) {
    const empty = collections.length;
    return (
      <div className="nft-empty">
        <p className="nft-empty__title">
          {someUnavailable ? 'No NFTs could be shown' : 'No NFTs in this account'}
        </p>
        {empty > 0 ? (
          <p className="muted">
            It has {empty === 1 ? 'an empty collection' : `${empty} empty collections`}.
          </p>
        ) : null}
      </div>
    );
  }

  const selected = shownCollection(collections, requested);
  return (
    <>
      <NftCollectionList
        collections={collections}
        selected={selected?.storagePath ?? null}
        basePath={basePath}
        searchParams={searchParams}
      />
      {selected === undefined ? (
        <div className="nft-notice" role="status">
          <p>This account has no NFT collection with that name.</p>
          <Link to={nftCollectionHref(basePath, firstWithNfts.storagePath, searchParams)}>
            Show the first collection
          </Link>
        </div>
      ) : (
        <NftCollectionSection address={address} collection={selected} basePath={basePath} />
      )}
    </>
  );
}
