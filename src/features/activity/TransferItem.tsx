import { useId } from 'react';
import { formatUnits } from 'viem';
import { LookAlikeWarning } from '../../components/address-book/recipient-contact.tsx';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import { contactOf } from '../../flow/address-book.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { HISTORY_SOURCE_LABELS } from '../../flow/history/history-sources.ts';
import type { HistoryTransfer } from '../../flow/history/history-transfer.ts';
import { cadenceExplorerTxUrl, evmExplorerTxUrl, type FlowNetwork } from '../../flow/networks.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';
import { formatDateTime, isoTime } from './activity-text.ts';
import { TransactionId } from './TransactionId.tsx';
import { assetContract, assetName, transferSentence } from './transfer-text.ts';

/**
 * A transfer into or out of the account not sent from here: heard from the chain's events, or
 * told by a history source (a third party's record, marked as such). Everything in it that
 * came from a source is text, cut to size; the asset is named by its contract.
 */
export function TransferItem({
  transfer,
  network,
}: {
  readonly transfer: AccountTransfer | HistoryTransfer;
  readonly network: FlowNetwork;
}) {
  const titleId = useId();
  const { book } = useAddressBook();
  const { verified, imitates } = assetName(transfer.asset, network);
  const history = 'source' in transfer ? transfer : null;
  const evm = history?.vm === 'evm';
  const explorerUrl = evm
    ? evmExplorerTxUrl(network, transfer.transactionId)
    : cadenceExplorerTxUrl(network, transfer.transactionId);
  const saved = transfer.counterparty ? contactOf(book, transfer.counterparty) : undefined;
  const incoming = transfer.direction === 'in';
  const failed = history?.failed === true;
  return (
    <article
      className="tx"
      aria-labelledby={titleId}
      data-testid={history ? 'history-transfer' : 'transfer'}
    >
      <header className="tx__header">
        <h2 id={titleId} className="tx__title">
          <bdi>{transferSentence(transfer, network)}</bdi>
        </h2>
        <span
          className={`tx__badge tx__badge--${failed ? 'danger' : incoming ? 'success' : 'progress'}`}
        >
          {failed ? 'Failed' : incoming ? 'Received' : 'Sent elsewhere'}
        </span>
      </header>
      <div className="tx__meta">
        <TransactionId id={transfer.transactionId} />
        {transfer.time !== null ? (
          <time dateTime={isoTime(transfer.time)}>{formatDateTime(transfer.time)}</time>
        ) : null}
        <span>Block {transfer.blockHeight.toString()}</span>
        {transfer.fee !== null ? (
          <span>
            Fee paid {evm ? formatUnits(transfer.fee, 18) : formatFlow(transfer.fee)} FLOW
          </span>
        ) : null}
        {explorerUrl ? <ExternalLink href={explorerUrl}>View on the explorer</ExternalLink> : null}
      </div>
      {transfer.counterparty ? (
        <>
          <p className="tx__recipient" data-testid="transfer-counterparty">
            {incoming ? 'From' : 'To'} {saved ? `“${isolate(saved.name)}” ` : ''}
            <code>{transfer.counterparty}</code>
          </p>
          <LookAlikeWarning book={book} address={transfer.counterparty} />
        </>
      ) : null}
      {verified ? null : (
        <p className="tx__unverified" data-testid="unverified-asset">
          {imitates ? `Not ${imitates}: it only calls itself that. ` : ''}Not on the verified list:
          named by its contract{' '}
          <code className="tx__type">{displayText(assetContract(transfer.asset), 120)}</code>, never
          by what it says about itself.
        </p>
      )}
      {history?.approximate ? (
        <p className="tx__unverified" data-testid="approximate-amount">
          {HISTORY_SOURCE_LABELS[history.source]} sends this amount as a rounded number: its last
          digits may differ from the chain’s.
        </p>
      ) : null}
      <p className="tx__source" data-testid="transfer-source">
        {history
          ? `From ${HISTORY_SOURCE_LABELS[history.source]}: a third party’s record, not read from the chain by Flowdeck`
          : 'From the access node’s events'}
      </p>
    </article>
  );
}
