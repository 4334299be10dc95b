import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { displayText } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { SafeImage } from '../../components/ui/SafeImage.tsx';
import { ContractFailureDetails } from '../../components/ui/UnavailableAssets.tsx';
import { isAddressArgument } from '../../flow/cadence/define-cadence.ts';
import type { NftDetail } from '../../flow/cadence/scripts/get_nft_detail.ts';
import { contractFailure } from '../../flow/isolation/contract-failure.ts';
import { useNftDetail } from '../../flow/react/useNftDetail.ts';
import { isNftId } from '../../flow/reads/nft-page.ts';
import { isScriptOverLimit } from '../../flow/script-limits.ts';
import { isNftNotFound } from './nft-not-found.ts';
import './nfts.css';

const MAX_NAME_LENGTH = 300;
const MAX_DESCRIPTION_LENGTH = 5000;
/** Descriptions longer than this start clamped, with a button to show all of it. */
const LONG_DESCRIPTION = 400;
const MAX_TYPE_LENGTH = 300;
const MAX_TRAIT_NAME_LENGTH = 100;
const MAX_TRAIT_VALUE_LENGTH = 300;

/** One NFT: its image, name, description, serial, traits, external link and type. */
export function NftDetailView({
  address,
  storagePath,
  id,
  backTo,
}: {
  readonly address: string;
  readonly storagePath: string;
  readonly id: bigint;
  readonly backTo: string;
}) {
  const detail = useNftDetail(address, storagePath, id);

  let content: ReactNode;
  if (!isAddressArgument(address) || !isNftId(id)) {
    content = <NotFound />;
  } else if (detail.isPending) {
    content = <DetailSkeleton />;
  } else if (detail.isError) {
    const failure = contractFailure(detail.error);
    content = isNftNotFound(detail.error) ? (
      <NotFound />
    ) : isScriptOverLimit(detail.error) ? (
      <div className="nft-notice" data-testid="nft-detail-too-large">
        <p>
          <strong>This NFT’s metadata is too large to read.</strong> Flow stops a script that reads
          or computes this much. The NFT is still in the account.
        </p>
      </div>
    ) : failure ? (
      <div className="nft-notice" data-testid="nft-detail-unavailable">
        <p>
          <strong>This NFT’s details are unavailable.</strong> The NFT is still in the account.
        </p>
        <ContractFailureDetails failure={failure} asked="its details" />
      </div>
    ) : (
      <QueryErrorAlert title="This NFT could not be loaded." query={detail} />
    );
  } else {
    content = <Detail nft={detail.data} />;
  }

  return (
    <div className="nft-detail-view">
      <p>
        <Link to={backTo} className="nft-back">
          Back to the collection
        </Link>
      </p>
      {content}
    </div>
  );
}

function Detail({ nft }: { readonly nft: NftDetail }) {
  const headingId = useId();
  const name = displayText(nft.name, MAX_NAME_LENGTH) || 'Untitled NFT';
  const description = displayText(nft.description, MAX_DESCRIPTION_LENGTH);
  const traits = nft.traits
    .map((trait) => ({
      name: displayText(trait.name, MAX_TRAIT_NAME_LENGTH),
      value: displayText(trait.value, MAX_TRAIT_VALUE_LENGTH),
    }))
    .filter((trait) => trait.name !== '' || trait.value !== '');
  return (
    <article className="nft-detail" aria-labelledby={headingId}>
      <div className="nft-media nft-detail__media">
        <SafeImage src={nft.thumbnail} alt={name} className="nft-media__image" />
      </div>
      <div className="nft-detail__info">
        <h1 id={headingId} className="nft-detail__name">
          <bdi>{name}</bdi>
        </h1>
        <dl className="nft-facts">
          <div>
            <dt>ID</dt>
            <dd>{nft.id.toString()}</dd>
          </div>
          {nft.serial === null ? null : (
            <div>
              <dt>Serial</dt>
              <dd>{nft.serial.toString()}</dd>
            </div>
          )}
          <div>
            <dt>Type</dt>
            <dd>
              <code className="nft-detail__type">{displayText(nft.type, MAX_TYPE_LENGTH)}</code>
            </dd>
          </div>
        </dl>
        {description ? <Description text={description} /> : null}
        <ExternalLink href={nft.externalURL}>Website</ExternalLink>
        {traits.length > 0 ? (
          <>
            <h2 className="nft-detail__subheading">Traits</h2>
            <dl className="nft-traits">
              {traits.map((trait, index) => (
                // Traits may repeat a name; their order is all that identifies them.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this NFT
                <div key={index} className="nft-traits__trait">
                  <dt>
                    <bdi>{trait.name || 'Unnamed'}</bdi>
                  </dt>
                  <dd>
                    <bdi>{trait.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
    </article>
  );
}

function Description({ text }: { readonly text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_DESCRIPTION;
  return (
    <div className="nft-detail__description">
      <p className={long && !expanded ? 'nft-clamp nft-clamp--6' : undefined}>{text}</p>
      {long ? (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show the full description'}
        </button>
      ) : null}
    </div>
  );
}

function NotFound() {
  return (
    <div className="nft-notice">
      <h1 className="nft-notice__title">NFT not found</h1>
      <p>This NFT is not in this account: it may have been moved, or the link is wrong.</p>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="nft-detail" aria-busy="true">
      <p className="visually-hidden">Loading the NFT…</p>
      <div className="nft-media nft-detail__media nft-skeleton" aria-hidden="true" />
      <div className="nft-detail__info" aria-hidden="true">
        <span className="nft-skeleton nft-skeleton__line nft-skeleton__line--title" />
        <span className="nft-skeleton nft-skeleton__line" />
        <span className="nft-skeleton nft-skeleton__line nft-skeleton__line--short" />
      </div>
    </div>
  );
}
