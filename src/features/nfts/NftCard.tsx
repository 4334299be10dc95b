import { Link } from 'wouter';
import { displayText } from '../../components/ui/plain-text.ts';
import { SafeImage } from '../../components/ui/SafeImage.tsx';
import type { NftItem } from '../../flow/cadence/scripts/get_nfts_page.ts';

/** Longest NFT name shown on a card (CSS clamps it to two lines as well). */
const MAX_NAME_LENGTH = 200;

/**
 * One NFT in the grid: its thumbnail, name and id, linking to its detail screen. An NFT whose
 * metadata is too large for the access node to read, or whose contract fails when asked for it,
 * shows its id and says so.
 */
export function NftCard({ item, href }: { readonly item: NftItem; readonly href: string }) {
  const name = item.tooLarge
    ? 'Metadata too large to read'
    : item.unavailable
      ? 'Metadata unavailable: its contract failed'
      : displayText(item.name, MAX_NAME_LENGTH) || 'Untitled NFT';
  const testId = item.tooLarge ? 'nft-too-large' : item.unavailable ? 'nft-unavailable' : undefined;
  return (
    <Link to={href} className="nft-card">
      {/* Decorative: the link is named by the text below. */}
      <span className="nft-media" aria-hidden="true">
        <SafeImage src={item.thumbnail} alt="" className="nft-media__image" />
      </span>
      <span className="nft-card__caption">
        <bdi className="nft-card__name" data-testid={testId}>
          {name}
        </bdi>
        <span className="nft-card__id">#{item.id.toString()}</span>
      </span>
    </Link>
  );
}

/** The shape of a card while its page loads. */
export function NftCardSkeleton() {
  return (
    <div className="nft-card nft-card--skeleton" aria-hidden="true">
      <span className="nft-media nft-skeleton" />
      <span className="nft-card__caption">
        <span className="nft-skeleton nft-skeleton__line" />
        <span className="nft-skeleton nft-skeleton__line nft-skeleton__line--short" />
      </span>
    </div>
  );
}
