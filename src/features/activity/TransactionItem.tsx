import { useId } from 'react';
import { ExternalLink } from '../../components/ui/ExternalLink.tsx';
import { displayText } from '../../components/ui/plain-text.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { cadenceExplorerTxUrl, type FlowNetwork } from '../../flow/networks.ts';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import { formatDateTime, isoTime, PHASE_LABELS, PHASE_TONES } from './activity-text.ts';
import { PhaseTimeline } from './PhaseTimeline.tsx';
import { TransactionId } from './TransactionId.tsx';
import { TransactionOutcome } from './TransactionOutcome.tsx';
import { TransactionRecipient } from './TransactionRecipient.tsx';

const TITLE_LENGTH = 200;

/** One sent transaction: what it was for, its id, when, its live phase and its result. */
export function TransactionItem({
  entry,
  network,
}: {
  readonly entry: TrackedTransaction;
  readonly network: FlowNetwork;
}) {
  const titleId = useId();
  const { tracking } = useTransaction(entry.id);
  const explorerUrl = cadenceExplorerTxUrl(network, entry.id);
  return (
    <article className="tx" aria-labelledby={titleId} data-testid="transaction">
      <header className="tx__header">
        <h2 id={titleId} className="tx__title">
          {/* A title can hold a token's or collection's own words: kept from reordering the badge. */}
          <bdi>{displayText(entry.title, TITLE_LENGTH)}</bdi>
        </h2>
        <span className={`tx__badge tx__badge--${PHASE_TONES[entry.phase]}`} data-testid="phase">
          <span className="visually-hidden">Status: </span>
          {PHASE_LABELS[entry.phase]}
        </span>
      </header>
      <div className="tx__meta">
        <TransactionId id={entry.id} />
        <span>
          Sent <time dateTime={isoTime(entry.createdAt)}>{formatDateTime(entry.createdAt)}</time>
        </span>
        {entry.feePaid !== null ? (
          <span data-testid="fee-paid">Fee paid {formatFlow(entry.feePaid)} FLOW</span>
        ) : null}
        {explorerUrl ? <ExternalLink href={explorerUrl}>View on the explorer</ExternalLink> : null}
      </div>
      {entry.recipient ? <TransactionRecipient address={entry.recipient} /> : null}
      <PhaseTimeline entry={entry} />
      {!entry.final && tracking?.notFoundSince != null ? (
        <p className="tx__propagating">
          The network has not seen it yet; it may still be propagating. This is not a failure.
        </p>
      ) : null}
      <TransactionOutcome entry={entry} />
    </article>
  );
}
