import type { TransactionStatus } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import { phaseOfStatus } from './transaction-phase.ts';

/**
 * What this tab last heard of a transaction (not kept in storage): the store keeps its phases,
 * error message and fee; this keeps the full status (its events) and a problem following it.
 */
export interface HeardOfTransaction {
  /** The latest status that showed a phase; null until the access node knew the transaction. */
  readonly status: TransactionStatus | null;
  /** Why following it last failed (it carries on); null once it answers again. */
  readonly problem: FlowError | null;
}

/**
 * What a status tells of a transaction: the status itself once it shows a phase (UNKNOWN says
 * nothing: the node does not know it yet), and either way that following it works again.
 */
export const heardOfStatus = (status: TransactionStatus): Partial<HeardOfTransaction> =>
  phaseOfStatus(status) === null ? { problem: null } : { status, problem: null };
