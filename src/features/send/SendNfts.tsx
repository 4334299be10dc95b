import { useId, useMemo } from 'react';
import * as v from 'valibot';
import {
  LookAlikeWarning,
  savedAsFacts,
} from '../../components/address-book/recipient-contact.tsx';
import { SavedAddressPicker } from '../../components/address-book/SavedAddressPicker.tsx';
import {
  draftPage,
  draftText,
  draftTexts,
} from '../../components/transaction-flow/draft-schemas.ts';
import {
  ReviewForm,
  SelectField,
  TextField,
} from '../../components/transaction-flow/form-fields.tsx';
import { checkRecipient } from '../../components/transaction-flow/recipient.ts';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { useTransactionForm } from '../../components/transaction-flow/useTransactionForm.ts';
import { useTransactionsBlocked } from '../../components/transaction-flow/useTransactionsBlocked.ts';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssetsNote } from '../../components/ui/UnavailableAssets.tsx';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { useCanReceiveNft } from '../../flow/react/useCanReceiveNft.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useNftCollections } from '../../flow/react/useNftCollections.ts';
import { useNftPage } from '../../flow/react/useNftPage.ts';
import { NFT_PAGE_SIZE } from '../../flow/reads/nft-page.ts';
import { storageKey } from '../../flow/storage-key.ts';
import { movableCollections, nftTypeOfCollection } from '../evm/cadence-nfts.ts';
import { NftPages, NftPicker } from '../evm/NftPicker.tsx';
import { chosenIds, NFT_BATCH_CAPS, toggleId } from '../evm/nft-selection.ts';
import { collectionOriginText } from '../nfts/collection-name.ts';
import type { SendPageProps } from './SendPage.tsx';
import { SendSubmitted } from './SendSubmitted.tsx';
import { planSendNfts } from './send-nfts-plan.ts';

const NftSendDraft = v.object({
  /** The collection's storage path. */
  collection: draftText(300),
  /** Chosen ids, as decimal strings. */
  ids: draftTexts(9),
  page: draftPage(),
  recipient: draftText(200),
});

const EMPTY: v.InferOutput<typeof NftSendDraft> = {
  collection: '',
  ids: [],
  page: 0,
  recipient: '',
};

const nameOf = (name: string) => displayText(name, 60) || 'Unnamed collection';

/** Send 1 to 9 NFTs of one collection to a Cadence address that can receive them. */
export function SendNfts({ address, labelOf }: SendPageProps) {
  const { network } = useFlowContext('SendNfts');
  const { label: networkLabel } = useFlowNetwork();
  const { draft, update, steps, submitReview, shownError } = useTransactionForm<
    v.InferOutput<typeof NftSendDraft>,
    string
  >({
    storageKey: storageKey(network, address, 'send-nfts-draft'),
    schema: NftSendDraft,
    empty: EMPTY,
  });

  const collections = useNftCollections(address);
  const sendable = useMemo(
    () => movableCollections(collections.data?.items ?? []),
    [collections.data?.items],
  );
  const collection = sendable.find((entry) => entry.storagePath === draft.collection) ?? null;
  const nftIdentifier = collection ? nftTypeOfCollection(collection.identifier) : null;
  const label = collection ? nameOf(collection.name) : '';
  const page = useNftPage(address, collection?.storagePath ?? null, draft.page);
  const pageCount = collection ? Math.ceil(collection.count / NFT_PAGE_SIZE) : 0;
  const ids = useMemo(() => chosenIds(draft.ids, 'UInt64', NFT_BATCH_CAPS.send), [draft.ids]);

  const { book } = useAddressBook();
  const savedListId = useId();
  const recipientCheck = checkRecipient(draft.recipient, network, labelOf);
  const recipient = 'recipient' in recipientCheck ? recipientCheck.recipient : null;
  const to =
    recipient?.kind === 'cadence' && recipient.address !== address ? recipient.address : null;
  const canReceive = useCanReceiveNft(to, nftIdentifier);
  const recipientError =
    'error' in recipientCheck
      ? recipientCheck.error
      : recipient?.kind === 'evm'
        ? 'NFTs are sent to Cadence addresses here; to move NFTs to Flow EVM, bridge them.'
        : recipient?.address === address
          ? 'This is your own address: these NFTs are already yours.'
          : canReceive.data === false
            ? `This account cannot receive ${label}: it has no collection that takes them, so the transaction would fail. It has to set one up first.`
            : canReceive.error
              ? 'Whether this account can receive them could not be checked. Try again in a moment.'
              : null;
  const recipientNote =
    to && nftIdentifier
      ? canReceive.data
        ? `A Cadence address on ${networkLabel} that can receive ${label}.`
        : 'Checking that this account can receive them…'
      : null;
  const blocked = useTransactionsBlocked();

  const plan = useMemo(
    () =>
      collection && nftIdentifier && ids.length > 0 && to && canReceive.data === true
        ? planSendNfts({ nftIdentifier, label }, ids, to)
        : null,
    [collection, nftIdentifier, label, ids, to, canReceive.data],
  );

  const form = (
    <ReviewForm label="Send NFTs" className="send-form card" onSubmit={submitReview(plan)}>
      {sendable.length === 0 ? (
        <p data-testid="send-no-nfts">You hold no NFTs in your Cadence account.</p>
      ) : (
        <SelectField
          label="Collection"
          value={collection ? draft.collection : ''}
          onChange={(value) => update({ collection: value, ids: [], page: 0 })}
          error={shownError(collection ? null : 'Choose a collection.', draft.collection)}
          placeholder="Choose a collection…"
          options={sendable.map((entry) => ({
            value: entry.storagePath,
            label: `${isolate(nameOf(entry.name))} (${entry.count}) — ${collectionOriginText(entry)}`,
          }))}
          testId="send-collection"
        />
      )}
      <UnavailableAssetsNote assets={collections.data?.unavailable ?? []} />
      {collection ? (
        <>
          {page.error ? (
            <QueryErrorAlert title="The collection’s NFTs could not be read." query={page} />
          ) : page.isPending ? (
            <LoadingLine>Loading the collection…</LoadingLine>
          ) : (
            <NftPicker
              verb="send"
              nfts={page.data.items}
              chosen={ids}
              max={NFT_BATCH_CAPS.send}
              onToggle={(id, on) =>
                update({ ids: toggleId(draft.ids, id, on, NFT_BATCH_CAPS.send) })
              }
              error={shownError(ids.length === 0 ? 'Choose at least one NFT.' : null, false)}
            />
          )}
          {pageCount > 1 ? (
            <NftPages
              page={draft.page}
              pageCount={pageCount}
              onPage={(next) => update({ page: next })}
            />
          ) : null}
        </>
      ) : null}
      <TextField
        label="Recipient"
        value={draft.recipient}
        onChange={(value) => update({ recipient: value })}
        placeholder="0x… Cadence address"
        error={shownError(recipientError, draft.recipient)}
        note={recipientNote}
        list={savedListId}
      />
      <SavedAddressPicker listId={savedListId} onPick={(picked) => update({ recipient: picked })} />
      {blocked ? (
        <p className="field__error" role="alert">
          {blocked}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={Boolean(blocked)}>
        Review
      </button>
    </ReviewForm>
  );
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && nftIdentifier
          ? {
              plan,
              summaryTestId: 'send-summary',
              facts: [
                ...(to ? savedAsFacts(book, to) : []),
                { label: 'Recipient', value: 'Cadence address, with a collection for them' },
                { label: 'Collection', value: label },
                { label: 'NFT type', value: nftIdentifier },
                {
                  label: 'NFTs',
                  value: ids.map((id) => `#${id}`).join(', '),
                  testId: 'review-nfts',
                },
              ],
              ...(to && {
                options: { detail: to },
                children: <LookAlikeWarning book={book} address={to} />,
              }),
            }
          : null
      }
      reads={{
        queries: [collections],
        loading: 'Loading your NFTs…',
        failed: 'Your NFTs could not be read.',
      }}
      submitted={(submitted) => <SendSubmitted submitted={submitted} onNew={steps.startOver} />}
    >
      {form}
    </TransactionFlow>
  );
}
