import type { FlowNetwork } from '../networks.ts';
import type { PhaseTimes, TransactionPhase } from './transaction-phase.ts';

/** One transaction the app sent, as kept per network and account. */
export interface TrackedTransaction {
  /** 64 lowercase hex digits. */
  readonly id: string;
  readonly network: FlowNetwork;
  /** The signed-in account that sent it: `0x` + 16 lowercase hex digits. */
  readonly account: string;
  /** What it was for, plain text. */
  readonly title: string;
  /** The address it paid, when it paid one (a send): Activity offers to save it. */
  readonly recipient?: string;
  readonly createdAt: number;
  readonly phaseTimes: PhaseTimes;
  /** The furthest phase seen; derived from `phaseTimes`. */
  readonly phase: TransactionPhase;
  /** The transaction's raw error message when it failed. */
  readonly errorMessage: string | null;
  /** What it paid in fees (UFix64 units), from its FeesDeducted event; null until known or if none. */
  readonly feePaid: bigint | null;
  readonly final: boolean;
  /** Phases already announced to the user (in any tab), so none is announced twice. */
  readonly announced: readonly TransactionPhase[];
}

const TRANSACTION_ID = /^[0-9a-f]{64}$/;

/** A recipient as Send writes it: a Cadence address (0x + 16 hex) or an EVM one (0x + 40 hex). */
export const isRecipientAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x(?:[0-9a-f]{16}|[0-9a-fA-F]{40})$/.test(value);

/** Whether `value` is a Flow transaction id: 64 lowercase hex digits. */
export const isTransactionId = (value: unknown): value is string =>
  typeof value === 'string' && TRANSACTION_ID.test(value);
