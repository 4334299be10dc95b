/**
 * A transaction's status, PENDING → FINALIZED → EXECUTED → SEALED (or EXPIRED), and the REST
 * result that reports it.
 */

import type { ScriptedStatus } from '../../fault-proxy/src/faults.ts';
import type { Block, TxRecord } from './chain-records.ts';

/** A transaction is sealed this many blocks after the block that includes it. */
export const SEAL_LAG = 2;

export type TxStatusCode = 1 | 2 | 3 | 4 | 5;

const STATUS_NAMES: Record<TxStatusCode, string> = {
  1: 'Pending',
  2: 'Finalized',
  3: 'Executed',
  4: 'Sealed',
  5: 'Expired',
};

const SCRIPTED_CODES: Record<ScriptedStatus, TxStatusCode> = {
  pending: 1,
  finalized: 2,
  executed: 3,
  sealed: 4,
  expired: 5,
};

export function transactionStatus(tx: TxRecord, finalHeight: number): TxStatusCode {
  if (tx.scripted !== null) {
    return SCRIPTED_CODES[tx.scripted.statuses[tx.scripted.step] ?? 'pending'];
  }
  if (tx.expired) return 5;
  if (tx.includedHeight === null) return 1;
  if (finalHeight >= tx.includedHeight + SEAL_LAG && tx.executed) return 4;
  if (tx.executed) return 3;
  return 2;
}

/** The REST transaction result (flow-protocol.md §1.8). */
export function transactionResult(
  tx: TxRecord,
  status: TxStatusCode,
  block: Block | undefined,
): Record<string, unknown> {
  const executed = (status === 3 || status === 4) && tx.executed;
  const failed = executed && tx.errorMessage !== '';
  let execution = 'Pending';
  if (failed || status === 5) execution = 'Failure';
  else if (status === 4) execution = 'Success';
  return {
    block_id: block?.id ?? '',
    collection_id: tx.includedHeight === null ? '' : tx.collectionId,
    execution,
    status: STATUS_NAMES[status],
    status_code: failed ? 1 : 0,
    error_message: executed ? tx.errorMessage : '',
    computation_used: executed ? String(tx.computationUsed) : '0',
    events: executed ? tx.events : [],
    _links: { _self: `/v1/transaction_results/${tx.id}` },
  };
}
