import { useId } from 'react';
import { displayText } from '../../components/ui/plain-text.ts';

export interface NftChoice {
  readonly id: bigint;
  /** Untrusted metadata; null when none is known (EVM side). */
  readonly name: string | null;
}

const notes = (max: number) =>
  ({
    bridge: `A bridge transaction carries at most ${max} NFTs: more would pass Flow’s compute limit at the cost measured per NFT; bridge more in another transaction.`,
    send: `A transaction sends at most ${max} NFTs: more would pass Flow’s compute limit at the cost measured per NFT; send more in another transaction.`,
  }) as const;

/** Checkboxes for the NFTs to bridge or send, never more than `max` ticked. */
export function NftPicker({
  nfts,
  chosen,
  onToggle,
  error,
  verb = 'bridge',
  max,
}: {
  readonly verb?: 'bridge' | 'send';
  /** The most one transaction carries (nft-selection.ts). */
  readonly max: number;
  readonly nfts: readonly NftChoice[];
  readonly chosen: readonly bigint[];
  readonly onToggle: (id: bigint, on: boolean) => void;
  readonly error: string | null;
}) {
  const noteId = useId();
  const full = chosen.length >= max;
  return (
    <fieldset className="nft-picker" aria-describedby={noteId}>
      <legend>NFTs to {verb}</legend>
      <ul className="nft-picker__list">
        {nfts.map((nft) => {
          const checked = chosen.includes(nft.id);
          const name = displayText(nft.name, 60);
          return (
            <li key={nft.id.toString()}>
              <label className="nft-picker__option">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => onToggle(nft.id, event.target.checked)}
                  data-testid={`${verb}-nft-${nft.id}`}
                />
                <span>
                  #{nft.id.toString()}
                  {name ? (
                    <>
                      {' '}
                      <bdi>{name}</bdi>
                    </>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p id={noteId} className={error ? 'field__error' : 'field__note'} aria-live="polite">
        {error ?? `${chosen.length} of at most ${max} chosen. ${notes(max)[verb]}`}
      </p>
    </fieldset>
  );
}

/** Previous / next through a collection's pages of NFTs. */
export function NftPages({
  page,
  pageCount,
  onPage,
}: {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}) {
  return (
    <p className="row">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Previous NFTs
      </button>
      <span>
        Page {page + 1} of {pageCount}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page + 1 >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next NFTs
      </button>
    </p>
  );
}
