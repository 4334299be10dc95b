import { useMemo } from 'react';
import * as v from 'valibot';
import {
  draftChoice,
  draftPage,
  draftText,
  draftTexts,
} from '../../components/transaction-flow/draft-schemas.ts';
import {
  DirectionPicker,
  ReviewForm,
  SelectField,
} from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { useBridgeQuote } from '../../flow/react/useBridgeQuote.ts';
import { BridgeFeeNotice, feeFacts } from './BridgeFeeNotice.tsx';
import { BRIDGE_DIRECTIONS, bridgeDirectionFact } from './bridge-direction.ts';
import { BRIDGE_DIRECTION_IDS, checkBridgeFee } from './bridge-fee.ts';
import { planNftsFromEvm, planNftsToEvm } from './bridge-plans.ts';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { NftPages, NftPicker } from './NftPicker.tsx';
import { chosenIds, NFT_BATCH_CAPS, toggleId } from './nft-selection.ts';
import { type EvmActionProps, useEvmForm } from './useEvmForm.ts';
import { useNftSources } from './useNftSources.ts';

const NftDraft = v.object({
  direction: draftChoice(BRIDGE_DIRECTION_IDS),
  /** The Cadence collection's storage path (to EVM), or the NFT type identifier (from EVM). */
  collection: draftText(300),
  /** Chosen ids, as decimal strings. */
  ids: draftTexts(9),
  page: draftPage(),
});

const EMPTY: v.InferOutput<typeof NftDraft> = {
  direction: 'to-evm',
  collection: '',
  ids: [],
  page: 0,
};

/** Bridge NFTs of one collection between Cadence and the COA, either way, 9 at most. */
export function BridgeNfts({ address, availableFlow }: EvmActionProps) {
  const { draft, update, steps, submitReview, shownError } = useEvmForm(
    'nfts',
    address,
    EMPTY,
    NftDraft,
  );
  const toEvm = draft.direction === 'to-evm';

  const { list, options, source, page, pageCount, unlisted } = useNftSources(
    address,
    draft.direction,
    draft.collection,
    draft.page,
  );

  const maxNfts = NFT_BATCH_CAPS[draft.direction];
  const ids = useMemo(
    () => chosenIds(draft.ids, toEvm ? 'UInt64' : 'UInt256', maxNfts),
    [draft.ids, toEvm, maxNfts],
  );
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
      ? planNftsToEvm(collection, ids, fee.estimate.total, quote.data?.requiresOnboarding === true)
      : planNftsFromEvm(collection, ids, fee.estimate.total);
  }, [source, ids, fee, toEvm, quote.data]);

  const collectionError = source ? null : 'Choose a collection.';
  const idsError = ids.length === 0 ? 'Choose at least one NFT.' : null;
  const form = (
    <ReviewForm label="Bridge NFTs" onSubmit={submitReview(plan)}>
      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => update({ ...EMPTY, direction })}
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
          onChange={(collection) => update({ collection, ids: [], page: 0 })}
          error={shownError(collectionError, draft.collection)}
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
              max={maxNfts}
              onToggle={(id, on) => update({ ids: toggleId(draft.ids, id, on, maxNfts) })}
              error={shownError(idsError, false)}
            />
          )}
          {pageCount > 1 ? (
            <NftPages
              page={draft.page}
              pageCount={pageCount}
              onPage={(next) => update({ page: next })}
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
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && fee && source
          ? {
              plan,
              facts: [
                bridgeDirectionFact(draft.direction),
                { label: 'NFT type', value: source.nftIdentifier },
                { label: 'NFTs', value: ids.map((id) => `#${id}`).join(', ') },
                ...feeFacts(fee),
              ],
            }
          : null
      }
      reads={{
        queries: [list],
        loading: 'Loading your NFTs…',
        failed: 'Your NFTs could not be read.',
      }}
      submitted={(submitted) => (
        <EvmSubmitted submitted={submitted} onNew={steps.startOver} newLabel="Bridge more NFTs" />
      )}
    >
      {form}
    </TransactionFlow>
  );
}
