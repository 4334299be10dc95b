/** What a transaction handler runs with: its signers, its arguments, and Cadence's failures. */

import {
  cadenceRuntimeError,
  coded,
  FlowExecutionError,
  storageCapacityExceeded,
} from '../../fault-proxy/src/errors.ts';
import { hexAddress } from '../../fault-proxy/src/util.ts';
import { type Emitted, event, type TxRecord } from './chain-records.ts';
import type { TransactionContext } from './handlers/index.ts';
import { type Ledger, type LedgerAccount, storageCapacity } from './ledger.ts';

export function transactionContext(
  ledger: Ledger,
  tx: TxRecord,
  emitted: Emitted[],
  blockHeight: number,
): TransactionContext {
  const signers = tx.body.authorizers.map((address) => ledger.account(address));
  const payer = ledger.account(tx.body.payer);
  const missing = [...signers, payer].indexOf(undefined);
  if (missing >= 0 || payer === undefined) {
    const address = missing < signers.length ? tx.body.authorizers[missing] : tx.body.payer;
    throw new FlowExecutionError(
      1201,
      'transaction execute failed:',
      coded(1201, `account not found for address ${hexAddress(address ?? '')}`),
    );
  }
  let evmCalls = 0;
  return {
    ledger,
    args: tx.args,
    parameters: tx.file.parameters,
    contracts: ledger.contracts,
    transactionId: tx.id,
    blockHeight,
    signers: signers.filter((signer): signer is LedgerAccount => signer !== undefined),
    payer,
    emit(type, fields) {
      emitted.push(event(type, fields));
    },
    panic(message, needle) {
      throw cadenceRuntimeError(`panic: ${message}`, `${tx.id}:${tx.handler.position(needle)}`);
    },
    preconditionFailed(message, at) {
      throw cadenceRuntimeError(`pre-condition failed: ${message}`, at);
    },
    assertionFailed(message, needle) {
      throw cadenceRuntimeError(
        `assertion failed: ${message}`,
        `${tx.id}:${tx.handler.assertPosition(needle)}`,
      );
    },
    checkStorage(account) {
      const capacity = storageCapacity(account);
      if (account.storageUsed > capacity) {
        throw new FlowExecutionError(
          1103,
          'transaction execute failed:',
          storageCapacityExceeded(account.address, account.storageUsed, capacity),
        );
      }
    },
    locate(needle) {
      return `${tx.id}:${tx.handler.position(needle)}`;
    },
    nextEvmCallReverts() {
      evmCalls += 1;
      return evmCalls === tx.revertEvmCall;
    },
  };
}
