import { useId } from 'react';
import { ContractLink } from '../../components/ui/ContractLink.tsx';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { displayText } from '../../components/ui/plain-text.ts';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { collectionContract, collectionName } from './collection-name.ts';
import { NftGrid } from './NftGrid.tsx';
import { formatNftCount } from './nft-count.ts';

/** Longest collection description shown (CSS clamps it to a few lines as well). */
const MAX_DESCRIPTION_LENGTH = 1000;

/** The selected collection: its name, size, description and link, then its NFTs. */
export function NftCollectionSection({
  address,
  collection,
  basePath,
}: {
  readonly address: string;
  readonly collection: NftCollection;
  readonly basePath: string;
}) {
  const headingId = useId();
  const { network } = useFlowContext('NftCollectionSection');
  const name = collectionName(collection);
  const description = displayText(collection.description, MAX_DESCRIPTION_LENGTH);
  return (
    <section className="nft-collection" aria-labelledby={headingId}>
      <header className="nft-collection__header">
        <h2 id={headingId} className="nft-collection__name">
          <bdi>{name}</bdi>
        </h2>
        <p className="nft-collection__origin small">
          <ContractLink
            contract={collectionContract(collection)}
            identifier={collection.identifier}
            network={network}
          />
        </p>
        <p className="nft-collection__count">{formatNftCount(collection.count)}</p>
        {description ? <p className="nft-collection__description">{description}</p> : null}
        <ExternalLink href={collection.externalURL}>Collection website</ExternalLink>
      </header>
      <CollectionNfts
        address={address}
        storagePath={collection.storagePath}
        basePath={basePath}
        count={collection.count}
        label={name}
      />
    </section>
  );
}

/** A collection's NFTs: the grid, or the empty state. */
export function CollectionNfts(props: {
  readonly address: string;
  readonly storagePath: string;
  readonly basePath: string;
  readonly count: number;
  readonly label: string;
}) {
  return props.count === 0 ? (
    <p className="nft-empty">No NFTs in this collection.</p>
  ) : (
    // A new collection or account starts at the top, with its own pages.
    <NftGrid key={`${props.address}/${props.storagePath}`} {...props} />
  );
}
