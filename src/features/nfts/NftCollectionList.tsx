import { Link } from 'wouter';
import { SafeImage } from '../../components/ui/SafeImage.tsx';
import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { collectionName, collectionOriginText } from './collection-name.ts';
import { formatNftCount } from './nft-count.ts';
import { nftCollectionHref } from './nft-links.ts';

/** The account's collections as cards; each selects its collection through the URL. */
export function NftCollectionList({
  collections,
  selected,
  basePath,
  searchParams,
}: {
  readonly collections: readonly NftCollection[];
  readonly selected: string | null;
  readonly basePath: string;
  readonly searchParams: URLSearchParams;
}) {
  return (
    <nav className="nft-collections" aria-label="NFT collections">
      <ul className="nft-collections__list">
        {collections.map((collection) => {
          const isSelected = collection.storagePath === selected;
          return (
            <li key={collection.storagePath} className="nft-collections__item">
              <Link
                to={nftCollectionHref(basePath, collection.storagePath, searchParams)}
                className="nft-collection-card"
                aria-current={isSelected ? 'true' : undefined}
              >
                <span className="nft-media nft-collection-card__media" aria-hidden="true">
                  <SafeImage src={collection.squareImage} alt="" className="nft-media__image" />
                </span>
                <span className="nft-collection-card__text">
                  <bdi className="nft-collection-card__name">{collectionName(collection)}</bdi>
                  <code
                    className="nft-collection-card__contract"
                    title={collection.identifier}
                    data-testid="collection-contract"
                  >
                    {collectionOriginText(collection)}
                  </code>
                  <span className="nft-collection-card__count">
                    {formatNftCount(collection.count)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The shape of the collection cards while they load. */
export function NftCollectionListSkeleton() {
  return (
    <div className="nft-collections" aria-busy="true">
      <p className="visually-hidden">Loading NFT collections…</p>
      <div className="nft-collections__list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="nft-collection-card nft-collection-card--skeleton">
            <span className="nft-media nft-collection-card__media nft-skeleton" />
            <span className="nft-collection-card__text">
              <span className="nft-skeleton nft-skeleton__line" />
              <span className="nft-skeleton nft-skeleton__line nft-skeleton__line--short" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
