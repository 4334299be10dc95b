import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import type { ReviewFact } from '../../components/ui/TransactionReview.tsx';
import type { FlowError } from '../../flow/errors.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import type { FeeCheck } from './bridge-fee.ts';

/** The bridge's fee for what is chosen, before anything is signed; or why it cannot go. */
export function BridgeFeeNotice({
  quote,
  fee,
}: {
  readonly quote: Pick<
    UseQueryResult<unknown, FlowError>,
    'isPending' | 'isFetching' | 'error' | 'refetch'
  >;
  readonly fee: FeeCheck | null;
}) {
  if (quote.error) {
    return <QueryErrorAlert title="The bridge fee could not be read." query={quote} />;
  }
  if (quote.isPending || !fee) {
    return <LoadingLine>Reading the bridge fee…</LoadingLine>;
  }
  if (fee.unavailable) {
    return (
      <p className="field__error" role="alert" data-testid="bridge-unavailable">
        {fee.unavailable}
      </p>
    );
  }
  if (!fee.estimate) return null;
  return (
    <div className="bridge-fee">
      <p data-testid="bridge-fee">
        Bridge fee (estimate): <strong>{formatFlow(fee.estimate.total)} FLOW</strong>
      </p>
      {fee.estimate.onboarding > 0n ? (
        <p data-testid="bridge-onboarding-fee">
          Includes the onboarding fee of {formatFlow(fee.estimate.onboarding)} FLOW: the bridge has
          not carried this asset before, so it first deploys its counterpart on EVM.
        </p>
      ) : null}
      <p className="field__note">
        Your wallet authorises the bridge to take at most this much FLOW from your vault for this
        transaction; it charges only what it needs (mostly storage), often less.
      </p>
      {fee.notCovered ? (
        <p className="field__error" role="alert" data-testid="bridge-fee-error">
          {fee.notCovered}
        </p>
      ) : null}
    </div>
  );
}

/** The fee lines of the review. */
export function feeFacts(fee: FeeCheck): ReviewFact[] {
  if (!fee.estimate) return [];
  const facts: ReviewFact[] = [
    {
      label: 'Bridge fee (estimate)',
      value: `${formatFlow(fee.estimate.total)} FLOW`,
      testId: 'review-bridge-fee',
    },
  ];
  if (fee.estimate.onboarding > 0n) {
    facts.push({
      label: 'Includes onboarding fee',
      value: `${formatFlow(fee.estimate.onboarding)} FLOW`,
      testId: 'review-onboarding-fee',
    });
  }
  facts.push({
    label: 'Most the bridge may take (maxFee)',
    value: `${formatFlow(fee.estimate.total)} FLOW`,
  });
  return facts;
}
