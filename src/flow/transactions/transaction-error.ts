import {
  type FlowError,
  parseFlowError,
  TransactionExpiredError,
  TransactionFailedError,
} from '../errors.ts';
import type { TransactionPhase } from './transaction-phase.ts';

/**
 * What went wrong with a transaction: its failure (explained from its error message), its
 * expiry, or else the latest problem following it; null when nothing did.
 */
export function transactionError(
  id: string,
  phase: TransactionPhase | null,
  errorMessage: string | null,
  problem: FlowError | null,
): FlowError | null {
  if (phase === 'failed') return new TransactionFailedError(id, parseFlowError(errorMessage ?? ''));
  if (phase === 'expired') return new TransactionExpiredError(id);
  return problem;
}
