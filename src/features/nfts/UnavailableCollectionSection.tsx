import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { displayText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type { UnavailableAsset } from '../../flow/isolation/unavailable-assets.ts';
import { useNftCollectionSize } from '../../flow/react/useNftCollectionSize.ts';
import { contractOfType } from '../../flow/type-contract.ts';
import { CollectionFrame, CollectionNfts } from './NftCollectionSection.tsx';
import { formatNftCount } from './nft-count.ts';
import { storageIdentifierOf } from './nft-links.ts';

/**
 * A collection whose contract failed when asked to describe itself: named by its contract, sized
 * by its ids (which borrow no NFT), and its NFTs in the grid as usual, each by its id and marked
 * when its own display fails too.
 */
export function UnavailableCollectionSection({
  address,
  collection,
  basePath,
}: {
  readonly address: string;
  readonly collection: UnavailableAsset;
  readonly basePath: string;
}) {
  const storagePath = storageIdentifierOf(collection.path);
  const contract = contractOfType(collection.identifier, 'Collection');
  const name = contract?.name ?? displayText(collection.identifier, 200);
  const size = useNftCollectionSize(address, storagePath);
  return (
    <CollectionFrame
      name={name}
      contract={contract}
      identifier={collection.identifier}
      details={
        <>
          <p className="nft-collection__description" data-testid="unavailable-collection-note">
            Its contract failed when asked to describe the collection, so its NFTs are shown by
            their ids.
          </p>
          {size.data !== undefined ? (
            <p className="nft-collection__count">{formatNftCount(size.data)}</p>
          ) : null}
        </>
      }
    >
      {size.isPending ? (
        <LoadingLine>Counting its NFTs…</LoadingLine>
      ) : size.isError ? (
        <QueryErrorAlert title="This collection’s NFTs could not be listed." query={size} />
      ) : (
        <CollectionNfts
          address={address}
          storagePath={storagePath}
          basePath={basePath}
          count={size.data}
          label={name}
        />
      )}
    </CollectionFrame>
  );
}
