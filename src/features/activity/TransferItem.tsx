import { useId } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { isolate } from '../../components/ui/plain-text.ts';
import { contactOf } from '../../flow/address-book.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { cadenceExplorerTxUrl, type FlowNetwork } from '../../flow/networks.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';
import { formatDateTime, isoTime, shortTransactionId } from './activity-text.ts';
import { assetName, transferSentence } from './transfer-text.ts';

/** A transfer into or out of the account that the chain's events told of (not sent from here). */
export function TransferItem({
  transfer,
  network,
}: {
  readonly transfer: AccountTransfer;
  readonly network: FlowNetwork;
}) {
  const titleId = useId();
  const { book } = useAddressBook();
  const { verified } = assetName(transfer.asset, network);
  const explorerUrl = cadenceExplorerTxUrl(network, transfer.transactionId);
  const saved = transfer.counterparty ? contactOf(book, transfer.counterparty) : undefined;
  const incoming = transfer.direction === 'in';
  return (
    <article className="tx" aria-labelledby={titleId} data-testid="transfer">
      <header className="tx__header">
        <h2 id={titleId} className="tx__title">
          <bdi>{transferSentence(transfer, network)}</bdi>
        </h2>
        <span className={`tx__badge tx__badge--${incoming ? 'success' : 'progress'}`}>
          {incoming ? 'Received' : 'Sent elsewhere'}
        </span>
      </header>
      <div className="tx__meta">
        <span className="tx__id">
          <span className="visually-hidden">Transaction id </span>
          <code title={transfer.transactionId}>{shortTransactionId(transfer.transactionId)}</code>
          <CopyButton value={transfer.transactionId} label="Copy the transaction id" />
        </span>
        {transfer.time !== null ? (
          <time dateTime={isoTime(transfer.time)}>{formatDateTime(transfer.time)}</time>
        ) : null}
        <span>Block {transfer.blockHeight.toString()}</span>
        {transfer.fee !== null ? <span>Fee paid {formatFlow(transfer.fee)} FLOW</span> : null}
        {explorerUrl ? <ExternalLink href={explorerUrl}>View on the explorer</ExternalLink> : null}
      </div>
      {transfer.counterparty ? (
        <p className="tx__recipient" data-testid="transfer-counterparty">
          {incoming ? 'From' : 'To'} {saved ? `“${isolate(saved.name)}” ` : ''}
          <code>{transfer.counterparty}</code>
        </p>
      ) : null}
      {verified ? null : (
        <p className="tx__unverified" data-testid="unverified-asset">
          Not on the verified list: named by its contract{' '}
          <code className="tx__type">{transfer.asset.type.slice(0, 120)}</code>, never by what it
          says about itself.
        </p>
      )}
      <p className="tx__source">From the access node’s events</p>
    </article>
  );
}
