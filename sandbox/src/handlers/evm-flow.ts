/**
 * Moving FLOW into Flow EVM as flow-go's EVM contract does (fvm/evm/stdlib/contract.cdc,
 * v0.51.0): `EVM.addressFromString` with its checks, and `EVMAddress.deposit(from:)`, which a
 * COA's `deposit` calls too.
 *
 * A deposit is an EVM direct call from the native-token bridge address (NewDepositCall), so it
 * emits what a real chain emits, in this order: `EVM.TransactionExecuted` (from the handler,
 * during `InternalEVM.deposit`), then `EVM.FLOWTokensDeposited` (from the contract). The vault
 * is kept alive inside EVM, not destroyed: no FlowToken event follows. `EVM.BlockExecuted`
 * belongs to the system chunk at the end of the Flow block, not to the transaction.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes, uintBytes } from '../crypto.ts';
import { cadenceRuntimeError } from '../errors.ts';
import {
  creditEvm,
  DEPOSIT_CALL_GAS_LIMIT,
  DEPOSIT_CALL_SUBTYPE,
  DIRECT_CALL_TX_TYPE,
  type DirectCall,
  directCallHash,
  encodeDirectCall,
  evmAccount,
  NATIVE_TOKEN_BRIDGE_ADDRESS,
  nextEvmTransaction,
  normalizeEvmAddress,
  TRANSFER_GAS,
  ZERO_EVM_ADDRESS,
} from '../evm.ts';
import { cadence, type JsonCadence } from '../json-cadence.ts';
import { ATTO_PER_UNIT } from '../ledger.ts';
import { hexAddress } from '../util.ts';
import type { WithdrawnVault } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

/** Where each check of `EVM.addressFromString` sits in flow-go v0.51.0's contract.cdc. */
const ADDRESS_FROM_STRING_AT = {
  lengthPrecondition: '244:12',
  prefixAssertion: '250:12',
  decodeHex: '258:19',
} as const;

function evmHex(ctx: TransactionContext): string {
  return hexAddress(ctx.contracts.EVM ?? '0x0');
}

function bytesValue(bytes: Uint8Array): JsonCadence {
  return cadence.array([...bytes].map((byte) => cadence.uint8(byte)));
}

function uint16(value: number): JsonCadence {
  return { type: 'UInt16', value: String(value) };
}

/** Cadence's String: NFC-normalised, measured and indexed in grapheme clusters. */
function characters(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return [...segmenter.segment(text.normalize('NFC'))].map((part) => part.segment);
}

/** Go's hex.DecodeString error for a text, as Cadence's `String.decodeHex` reports it. */
function hexDecodeProblem(text: string): string | null {
  const bytes = new TextEncoder().encode(text);
  const invalid = (byte: number): boolean => !/^[0-9a-fA-F]$/.test(String.fromCharCode(byte));
  for (let j = 1; j < bytes.length; j += 2) {
    for (const byte of [bytes[j - 1] ?? 0, bytes[j] ?? 0]) {
      if (invalid(byte)) return `invalid byte in hex string: ${byte.toString(16)}`;
    }
  }
  if (bytes.length % 2 === 1) {
    const last = bytes[bytes.length - 1] ?? 0;
    if (invalid(last)) return `invalid byte in hex string: ${last.toString(16)}`;
    return 'hex string has non-even length';
  }
  return null;
}

/**
 * `EVM.addressFromString(asHex)`: 40 characters, or 42 starting with `0x`; hex digits of either
 * case. Returns the address as `0x` + 40 lowercase hex, or fails as the contract does.
 */
export function addressFromString(ctx: TransactionContext, asHex: string): string {
  const at = (position: string): string => `${evmHex(ctx)}.EVM:${position}`;
  const chars = characters(asHex);
  if (chars.length !== 40 && chars.length !== 42) {
    return ctx.preconditionFailed(
      'EVM.addressFromString(): Invalid hex string length for an EVM address. ' +
        `The provided string is ${chars.length}, but the length must be 40 or 42.`,
      at(ADDRESS_FROM_STRING_AT.lengthPrecondition),
    );
  }
  let withoutPrefix = chars.join('');
  if (chars.length === 42) {
    if (!(chars[0] === '0' && chars[1] === 'x')) {
      throw cadenceRuntimeError(
        "assertion failed: EVM.addressFromString(): The 42-character EVM address string must have a '0x' prefix",
        at(ADDRESS_FROM_STRING_AT.prefixAssertion),
      );
    }
    withoutPrefix = chars.slice(2).join('');
  }
  const problem = hexDecodeProblem(withoutPrefix);
  if (problem !== null) throw cadenceRuntimeError(problem, at(ADDRESS_FROM_STRING_AT.decodeHex));
  if (withoutPrefix.length !== 40) {
    // `toConstantSized<[UInt8; 20]>()!` (unreachable: 40 hex characters are 20 bytes).
    throw cadenceRuntimeError(
      'unexpectedly found nil while forcing an Optional value',
      at(ADDRESS_FROM_STRING_AT.decodeHex),
    );
  }
  return normalizeEvmAddress(withoutPrefix);
}

/**
 * `EVMAddress.deposit(from:)` with a FLOW vault withdrawn from Cadence: the FLOW goes to the
 * address's native balance (its COA's, when it is one). An empty vault is destroyed without any
 * event, as the contract does.
 */
export function depositFlowToEvm(
  ctx: TransactionContext,
  address: string,
  withdrawn: WithdrawnVault,
): void {
  if (withdrawn.amount === 0n) return;
  const to = normalizeEvmAddress(address);
  if (to === ZERO_EVM_ADDRESS) {
    // flow-go turns a direct call to the zero address into a contract creation (its `to` field
    // is empty), which the sandbox does not model: fail rather than pretend.
    throw new Error(
      'a deposit to the zero EVM address is a contract creation in flow-go, which the sandbox does not model',
    );
  }
  const state = ctx.ledger.state;
  const bridge = evmAccount(state, NATIVE_TOKEN_BRIDGE_ADDRESS, true);
  const call: DirectCall = {
    subType: DEPOSIT_CALL_SUBTYPE,
    from: NATIVE_TOKEN_BRIDGE_ADDRESS,
    to,
    data: new Uint8Array(),
    value: withdrawn.amount * ATTO_PER_UNIT,
    gasLimit: DEPOSIT_CALL_GAS_LIMIT,
    nonce: bridge.nonce,
  };
  bridge.nonce += 1n;
  const balanceAfter = creditEvm(state, to, call.value);
  const position = nextEvmTransaction(state, ctx.blockHeight);
  const hash = directCallHash(call);
  const evm = evmHex(ctx);
  ctx.emit(`A.${evm}.EVM.TransactionExecuted`, {
    hash: bytesValue(hash),
    index: uint16(position.index),
    type: cadence.uint8(DIRECT_CALL_TX_TYPE),
    payload: bytesValue(encodeDirectCall(call)),
    errorCode: uint16(0),
    errorMessage: cadence.string(''),
    gasConsumed: cadence.uint64(TRANSFER_GAS),
    contractAddress: cadence.string(''),
    // The RLP of no logs: an empty list.
    logs: bytesValue(new Uint8Array([0xc0])),
    blockHeight: cadence.uint64(position.blockHeight),
    returnedData: bytesValue(new Uint8Array()),
    precompiledCalls: bytesValue(new Uint8Array()),
    // Not flow-go's state-change commitment (the sandbox has no EVM state trie): a stand-in of
    // the right size, derived from the call and the balance it leaves.
    stateUpdateChecksum: bytesValue(
      keccak_256(concatBytes(hash, uintBytes(balanceAfter))).slice(0, 4),
    ),
  });
  ctx.emit(`A.${evm}.EVM.FLOWTokensDeposited`, {
    address: cadence.string(to.slice(2)),
    amount: cadence.ufix64(withdrawn.amount),
    depositedUUID: cadence.uint64(withdrawn.uuid),
    balanceAfterInAttoFlow: cadence.uint(balanceAfter),
  });
}
