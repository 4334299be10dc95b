/**
 * `EVM.TransactionExecuted`, as flow-go's handler emits it for every direct call that is not
 * rejected as invalid (fvm/evm/events/events.go): the call's hash and RLP payload, its position
 * in the EVM block, its error code and message, gas, logs and returned data.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { concatBytes, uintBytes } from '../../../fault-proxy/src/flow-crypto.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import {
  DIRECT_CALL_TX_TYPE,
  type DirectCall,
  directCallHash,
  encodeDirectCall,
  nextEvmTransaction,
} from '../evm.ts';
import { type EvmLog, encodeLogs } from '../evm-code.ts';
import type { TransactionContext } from './types.ts';

/** The 16-hex address of the EVM contract, as in `A.<address>.EVM.<Event>`. */
export function evmContractHex(ctx: { readonly contracts: Record<string, string> }): string {
  return hexAddress(ctx.contracts.EVM ?? '0x0');
}

function bytesValue(bytes: Uint8Array): JsonCadence {
  return cadence.array([...bytes].map((byte) => cadence.uint8(byte)));
}

function uint16Value(value: number): JsonCadence {
  return { type: 'UInt16', value: String(value) };
}

/** An executed (successful or failed) call's part of the event. */
export interface ExecutedCall {
  readonly errorCode: number;
  readonly errorMessage: string;
  readonly gasUsed: bigint;
  readonly logs: readonly EvmLog[];
  readonly returnedData: Uint8Array;
  /** EIP-55 address of the contract a deployment created, else ''. */
  readonly contractAddress?: string;
}

export function emitTransactionExecuted(
  ctx: TransactionContext,
  call: DirectCall,
  executed: ExecutedCall,
): void {
  const position = nextEvmTransaction(ctx.ledger.state, ctx.blockHeight);
  const hash = directCallHash(call);
  const logs = encodeLogs(executed.logs);
  ctx.emit(`A.${evmContractHex(ctx)}.EVM.TransactionExecuted`, {
    hash: bytesValue(hash),
    index: uint16Value(position.index),
    type: cadence.uint8(DIRECT_CALL_TX_TYPE),
    payload: bytesValue(encodeDirectCall(call)),
    errorCode: uint16Value(executed.errorCode),
    errorMessage: cadence.string(executed.errorMessage),
    gasConsumed: cadence.uint64(executed.gasUsed),
    contractAddress: cadence.string(executed.contractAddress ?? ''),
    logs: bytesValue(logs),
    blockHeight: cadence.uint64(position.blockHeight),
    returnedData: bytesValue(executed.returnedData),
    precompiledCalls: bytesValue(new Uint8Array()),
    // Not flow-go's state-change commitment (the sandbox has no EVM state trie): a stand-in of
    // the right size, derived from the call and what it did.
    stateUpdateChecksum: bytesValue(
      keccak_256(concatBytes(hash, logs, uintBytes(executed.gasUsed))).slice(0, 4),
    ),
  });
}
