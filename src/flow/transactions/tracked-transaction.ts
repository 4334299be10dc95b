import type { TransactionStatus } from '@onflow/typedefs';
import type { FlowNetwork } from '../networks.ts';
import { transactionPhase } from '../transaction-phase.ts';

/**
 * Where a tracked transaction is. `not-found` is final too: the access node never knew the
 * transaction long after it would have expired, so the outcome is unknown (never "failed").
 */
export type TrackedPhase =
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

export const TRACKED_PHASES: readonly TrackedPhase[] = [...PROGRESS_PHASES, ...FINAL_PHASES];

/** When each phase was first seen, in epoch milliseconds. */
export type PhaseTimes = Readonly<Partial<Record<TrackedPhase, number>>>;

/** One transaction the app sent, as kept per network and account. */
export interface TrackedTransaction {
  /** 64 lowercase hex digits. */
  readonly id: string;
  readonly network: FlowNetwork;
  /** The signed-in account that sent it: `0x` + 16 lowercase hex digits. */
  readonly account: string;
  /** What it was for, plain text. */
  readonly title: string;
  readonly createdAt: number;
  readonly phaseTimes: PhaseTimes;
  /** The furthest phase seen; derived from `phaseTimes`. */
  readonly phase: TrackedPhase;
  /** The transaction's raw error message when it failed. */
  readonly errorMessage: string | null;
  /** What it paid in fees (UFix64 units), from its FeesDeducted event; null until known or if none. */
  readonly feePaid: bigint | null;
  readonly final: boolean;
  /** Phases already announced to the user (in any tab), so none is announced twice. */
  readonly announced: readonly TrackedPhase[];
}

const TRANSACTION_ID = /^[0-9a-f]{64}$/;

/** Whether `value` is a Flow transaction id: 64 lowercase hex digits. */
export const isTransactionId = (value: unknown): value is string =>
  typeof value === 'string' && TRANSACTION_ID.test(value);

/** The furthest phase in `times`; a submitted transaction is pending until more is known. */
export function furthestPhase(times: PhaseTimes): TrackedPhase {
  const final = FINAL_PHASES.find((phase) => times[phase] !== undefined);
  if (final !== undefined) return final;
  return [...PROGRESS_PHASES].reverse().find((phase) => times[phase] !== undefined) ?? 'pending';
}

/**
 * The phases a status shows to have been reached. Skipped steps count as first seen now (a
 * sealed status also says it was finalized); an expired transaction was never in a block, and
 * a status the node does not know yet (UNKNOWN) says nothing.
 */
export function phasesOfStatus(
  status: Pick<TransactionStatus, 'status' | 'statusCode'>,
): TrackedPhase[] {
  switch (transactionPhase(status)) {
    case 'unknown':
      return [];
    case 'pending':
      return ['pending'];
    case 'finalized':
      return ['pending', 'finalized'];
    case 'executed':
      return ['pending', 'finalized', 'executed'];
    case 'sealed':
      return ['pending', 'finalized', 'executed', 'sealed'];
    case 'expired':
      return ['pending', 'expired'];
    case 'failed': {
      const included = status.status >= 2 && status.status <= 4;
      return included ? ['pending', 'finalized', 'executed', 'failed'] : ['pending', 'failed'];
    }
  }
}
