import type { TransactionStatus } from '@onflow/typedefs';

/** Where a transaction is, as one value; success is `sealed` only. */
export type TransactionPhase =
  | 'unknown'
  | 'pending'
  | 'finalized'
  | 'executed'
  | 'sealed'
  | 'expired'
  | 'failed';

// Flow's numeric statuses (flow-protocol.md §1.8).
const PHASE_BY_STATUS: Record<number, TransactionPhase> = {
  0: 'unknown',
  1: 'pending',
  2: 'finalized',
  3: 'executed',
  4: 'sealed',
  5: 'expired',
};

/**
 * The phase of a status. A failing transaction is `failed` as soon as its error shows
 * (EXECUTED or later), and EXPIRED is never success although FCL's `isSealed` says it is.
 */
export function transactionPhase(
  status: Pick<TransactionStatus, 'status' | 'statusCode'>,
): TransactionPhase {
  if (status.statusCode === 1) return 'failed';
  return PHASE_BY_STATUS[status.status] ?? 'unknown';
}

export const isFinalPhase = (phase: TransactionPhase): boolean =>
  phase === 'sealed' || phase === 'expired' || phase === 'failed';
