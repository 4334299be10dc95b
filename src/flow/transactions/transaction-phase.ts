import type { TransactionStatus } from '@onflow/typedefs';

/**
 * Where a transaction is, as one value; success is `sealed` only. `not-found` is final too: the
 * access node never knew the transaction long after it would have expired, so the outcome is
 * unknown (never "failed"). A transaction the node does not know yet has reached no phase.
 */
export type TransactionPhase =
  | 'pending'
  | 'finalized'
  | 'executed'
  | 'sealed'
  | 'failed'
  | 'expired'
  | 'not-found';

export const PROGRESS_PHASES = ['pending', 'finalized', 'executed'] as const;

/** In the order a conflict is settled: a failure recorded anywhere is never shown as success. */
export const FINAL_PHASES = ['failed', 'expired', 'sealed', 'not-found'] as const;

export const TRANSACTION_PHASES: readonly TransactionPhase[] = [
  ...PROGRESS_PHASES,
  ...FINAL_PHASES,
];

export const isFinalPhase = (phase: TransactionPhase): boolean =>
  (FINAL_PHASES as readonly TransactionPhase[]).includes(phase);

/** When each phase was first seen, in epoch milliseconds. */
export type PhaseTimes = Readonly<Partial<Record<TransactionPhase, number>>>;

/** The furthest phase in `times`; a submitted transaction is pending until more is known. */
export function furthestPhase(times: PhaseTimes): TransactionPhase {
  const final = FINAL_PHASES.find((phase) => times[phase] !== undefined);
  if (final !== undefined) return final;
  return [...PROGRESS_PHASES].reverse().find((phase) => times[phase] !== undefined) ?? 'pending';
}

type StatusFields = Pick<TransactionStatus, 'status' | 'statusCode'> &
  Partial<Pick<TransactionStatus, 'errorMessage'>>;

// Flow's numeric statuses (flow-protocol.md §1.8); UNKNOWN (0) and anything newer reach nothing.
const PHASES_BY_STATUS: Readonly<Record<number, readonly TransactionPhase[]>> = {
  1: ['pending'],
  2: ['pending', 'finalized'],
  3: ['pending', 'finalized', 'executed'],
  4: ['pending', 'finalized', 'executed', 'sealed'],
  // An expired transaction was never in a block.
  5: ['pending', 'expired'],
};

/**
 * The phases a status shows to have been reached, in order. Skipped steps count as reached (a
 * sealed status also says it was finalized). A failing transaction is `failed` as soon as its
 * error shows (EXECUTED or later), and EXPIRED is never success although FCL's `isSealed` says
 * it is. A status the node does not know yet (UNKNOWN) says nothing.
 */
export function phasesOfStatus(status: StatusFields): TransactionPhase[] {
  if (status.statusCode === 1 || executedWithError(status)) {
    const included = status.status >= 2 && status.status <= 4;
    return included ? ['pending', 'finalized', 'executed', 'failed'] : ['pending', 'failed'];
  }
  return [...(PHASES_BY_STATUS[status.status] ?? [])];
}

/**
 * The emulator's `/v1/ws` (v1.20.0) streams a failed transaction's EXECUTED and SEALED statuses
 * with its error message but `status_code` 0, where REST says 1: the message decides.
 */
const executedWithError = (status: StatusFields): boolean =>
  status.status >= 3 && status.status <= 4 && (status.errorMessage ?? '') !== '';

/** The phase a status shows; null while the node does not know the transaction yet. */
export function phaseOfStatus(status: StatusFields): TransactionPhase | null {
  return phasesOfStatus(status).at(-1) ?? null;
}
