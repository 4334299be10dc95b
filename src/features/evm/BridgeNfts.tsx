import { useMemo } from 'react';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { storedText } from '../../components/ui/use-session-draft.ts';
import { useBridgeQuote } from '../../flow/react/evm-hooks.ts';
import { BridgeFeeNotice, feeFacts } from './BridgeFeeNotice.tsx';
import { BRIDGE_DIRECTIONS, bridgeDirectionFact } from './bridge-direction.ts';
import { type BridgeDirection, checkBridgeFee } from './bridge-fee.ts';
import { planNftsFromEvm, planNftsToEvm } from './bridge-plans.ts';
import { EvmReview } from './EvmReview.tsx';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { DirectionPicker, ReviewForm, SelectField } from './form-fields.tsx';
import { NftPages, NftPicker } from './NftPicker.tsx';
import { chosenIds, toggleId } from './nft-selection.ts';
import { type EvmActionProps, useEvmForm } from './use-evm-form.ts';
import { useNftSources } from './use-nft-sources.ts';

interface NftDraft {
  readonly direction: BridgeDirection;
  /** The Cadence collection's storage path (to EVM), or the NFT type identifier (from EVM). */
  readonly collection: string;
  /** Chosen ids, as decimal strings. */
  readonly ids: readonly string[];
  readonly page: number;
}

const EMPTY: NftDraft = { direction: 'to-evm', collection: '', ids: [], page: 0 };

function parseDraft(stored: unknown): NftDraft | null {
  const direction = storedText(stored, 'direction', 10);
  const collection = storedText(stored, 'collection', 300);
  if (collection === null || typeof stored !== 'object' || stored === null) return null;
  const { ids, page } = stored as Record<string, unknown>;
  return {
    direction: direction === 'from-evm' ? 'from-evm' : 'to-evm',
    collection,
    ids: Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === 'string').slice(0, 9)
      : [],
    page: typeof page === 'number' && Number.isSafeInteger(page) && page >= 0 ? page : 0,
  };
}

/** Bridge NFTs of one collection between Cadence and the COA, either way, 9 at most. */
export function BridgeNfts({ address, availableFlow }: EvmActionProps) {
  const { draft, setDraft, steps } = useEvmForm('nfts', address, EMPTY, parseDraft);
  const toEvm = draft.direction === 'to-evm';

  const { list, options, source, page, pageCount, unlisted } = useNftSources(
    address,
    draft.direction,
    draft.collection,
    draft.page,
  );

  const ids = useMemo(() => chosenIds(draft.ids, toEvm ? 'UInt64' : 'UInt256'), [draft.ids, toEvm]);
  const quote = useBridgeQuote(source?.nftIdentifier ?? null);
  const fee = useMemo(
    () =>
      quote.data ? checkBridgeFee(quote.data, ids.length, availableFlow, draft.direction) : null,
    [quote.data, ids.length, availableFlow, draft.direction],
  );
  const plan = useMemo(() => {
    if (!source || ids.length === 0 || !fee?.estimate || fee.notCovered) return null;
    const collection = { nftIdentifier: source.nftIdentifier, label: source.label };
    return toEvm
      ? planNftsToEvm(collection, ids, fee.estimate.total)
      : planNftsFromEvm(collection, ids, fee.estimate.total);
  }, [source, ids, fee, toEvm]);

  if (steps.submitted) return <EvmSubmitted steps={steps} newLabel="Bridge more NFTs" />;
  if (steps.step === 'review' && plan && fee && source) {
    return (
      <EvmReview
        plan={plan}
        steps={steps}
        facts={[
          bridgeDirectionFact(draft.direction),
          { label: 'NFT type', value: source.nftIdentifier },
          { label: 'NFTs', value: ids.map((id) => `#${id}`).join(', ') },
          ...feeFacts(fee),
        ]}
      />
    );
  }

  if (list.isPending) {
    return <LoadingLine>Loading your NFTs…</LoadingLine>;
  }
  if (list.error) {
    return <QueryErrorAlert title="Your NFTs could not be read." query={list} />;
  }

  const collectionError = source ? null : 'Choose a collection.';
  const idsError = ids.length === 0 ? 'Choose at least one NFT.' : null;
  return (
    <ReviewForm label="Bridge NFTs" onReview={() => steps.review(plan)}>
      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => setDraft({ ...EMPTY, direction })}
        options={BRIDGE_DIRECTIONS}
      />
      {options.length === 0 ? (
        <p data-testid="bridge-no-nfts">
          {toEvm
            ? 'You hold no NFTs in your Cadence account.'
            : 'Your EVM account holds no NFTs of a collection your Cadence account keeps.'}
        </p>
      ) : (
        <SelectField
          label="Collection"
          value={source ? draft.collection : ''}
          onChange={(collection) => setDraft({ ...draft, collection, ids: [], page: 0 })}
          error={steps.showErrors || draft.collection ? collectionError : null}
          placeholder="Choose a collection…"
          options={options}
          testId="bridge-collection"
        />
      )}
      <UnavailableAssetsNote assets={list.data?.unavailable ?? []} />
      {source ? (
        <>
          {page?.error ? (
            <QueryErrorAlert title="The collection’s NFTs could not be read." query={page} />
          ) : page?.isPending ? (
            <LoadingLine>Loading the collection…</LoadingLine>
          ) : (
            <NftPicker
              nfts={source.nfts}
              chosen={ids}
              onToggle={(id, on) => setDraft({ ...draft, ids: toggleId(draft.ids, id, on) })}
              error={steps.showErrors ? idsError : null}
            />
          )}
          {pageCount > 1 ? (
            <NftPages
              page={draft.page}
              pageCount={pageCount}
              onPage={(next) => setDraft({ ...draft, page: next })}
            />
          ) : null}
          {unlisted > 0n ? (
            <p className="field__note">
              Showing the first {source.nfts.length}; your EVM account holds {unlisted.toString()}{' '}
              more, which you can bridge once these are back.
            </p>
          ) : null}
          <BridgeFeeNotice quote={quote} fee={fee} />
        </>
      ) : null}
      <button type="submit" className="button" disabled={Boolean(fee?.unavailable)}>
        Review
      </button>
    </ReviewForm>
  );
}
