import { type ReactNode, useId } from 'react';
import { ContractLink } from '../../components/ui/ContractLink.tsx';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { displayText } from '../../components/ui/plain-text.ts';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import type { TypeContract } from '../../flow/type-contract.ts';
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
  const name = collectionName(collection);
  const description = displayText(collection.description, MAX_DESCRIPTION_LENGTH);
  return (
    <CollectionFrame
      name={name}
      contract={collectionContract(collection)}
      identifier={collection.identifier}
      details={
        <>
          <p className="nft-collection__count">{formatNftCount(collection.count)}</p>
          {description ? <p className="nft-collection__description">{description}</p> : null}
          <ExternalLink href={collection.externalURL}>Collection website</ExternalLink>
        </>
      }
    >
      <CollectionNfts
        address={address}
        storagePath={collection.storagePath}
        basePath={basePath}
        count={collection.count}
        label={name}
      />
    </CollectionFrame>
  );
}

/** A collection's section: its name and contract, what else is known of it, then `children`. */
export function CollectionFrame({
  name,
  contract,
  identifier,
  details,
  children,
}: {
  readonly name: string;
  readonly contract: TypeContract | null;
  readonly identifier: string;
  readonly details: ReactNode;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  const { network } = useFlowContext('CollectionFrame');
  return (
    <section className="nft-collection" aria-labelledby={headingId}>
      <header className="nft-collection__header">
        <h2 id={headingId} className="nft-collection__name">
          <bdi>{name}</bdi>
        </h2>
        <p className="nft-collection__origin small">
          <ContractLink contract={contract} identifier={identifier} network={network} />
        </p>
        {details}
      </header>
      {children}
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
