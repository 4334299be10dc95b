/**
 * Moving FLOW into Flow EVM as flow-go's EVM contract does (fvm/evm/stdlib/contract.cdc,
 * v0.51.0): `EVM.addressFromString` with its checks, and `EVMAddress.deposit(from:)`, which a
 * COA's `deposit` calls too.
 *
 * A deposit is an EVM direct call from the native-token bridge address (NewDepositCall), so it
 * emits what a real chain emits, in this order: `EVM.TransactionExecuted` (from the handler,
 * during `InternalEVM.deposit`, with the EIP-7708 log of the transfer), then
 * `EVM.FLOWTokensDeposited` (from the contract). The vault is kept alive inside EVM, not
 * destroyed: no FlowToken event follows. `EVM.BlockExecuted` belongs to the system chunk at the
 * end of the Flow block, not to the transaction.
 */

import { cadence } from '../../../emulator/src/json-cadence.ts';
import {
  cadenceErrorText,
  cadenceRuntimeError,
  FlowExecutionError,
} from '../../../fault-proxy/src/errors.ts';
import {
  DEPOSIT_CALL_GAS_LIMIT,
  DEPOSIT_CALL_SUBTYPE,
  type DirectCall,
  evmAccount,
  evmBalanceOf,
  NATIVE_TOKEN_BRIDGE_ADDRESS,
  normalizeEvmAddress,
  ZERO_EVM_ADDRESS,
} from '../evm.ts';
import { type EvmOutcome, executeCall } from '../evm-execution.ts';
import { ATTO_PER_UNIT, type ContractAddresses } from '../ledger.ts';
import { emitTransactionExecuted, evmContractHex } from './evm-events.ts';
import type { WithdrawnVault } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

/** Where each check of `EVM.addressFromString` sits in flow-go v0.51.0's contract.cdc. */
const ADDRESS_FROM_STRING_AT = {
  lengthPrecondition: '244:12',
  prefixAssertion: '250:12',
  decodeHex: '258:19',
} as const;

/** `InternalEVM.deposit(` in `EVMAddress.deposit`, where a failed deposit call surfaces. */
const INTERNAL_DEPOSIT_AT = '213:12';

/** Where EVM contract code runs: a transaction or a script, which fail in their own way. */
export interface EvmCaller {
  readonly contracts: ContractAddresses;
  /** Fails with a Cadence runtime error `detail` at `location` (`<addr>.EVM:<line>:<col>`). */
  fail(detail: string, location: string): never;
}

function transactionCaller(ctx: TransactionContext): EvmCaller {
  return {
    contracts: ctx.contracts,
    fail(detail, location) {
      throw cadenceRuntimeError(detail, location);
    },
  };
}

/** A position in the EVM contract (flow-go v0.51.0's contract.cdc). */
function evmContractAt(
  caller: { readonly contracts: ContractAddresses },
  position: string,
): string {
  return `${evmContractHex(caller)}.EVM:${position}`;
}

/**
 * flow-go's EVMError (1300) surfacing through Cadence: the coded error inside a Cadence runtime
 * error, which makes it the transaction's root error code.
 */
export function evmRuntimeError(ctx: TransactionContext, message: string, position: string): never {
  throw new FlowExecutionError(
    1101,
    'transaction execute failed:',
    cadenceErrorText(
      `[Error Code: 1300] evm runtime error: ${message}`,
      evmContractAt(ctx, position),
    ),
    1300,
  );
}

/** Cadence's String: NFC-normalised, measured and indexed in grapheme clusters. */
function characters(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return [...segmenter.segment(text.normalize('NFC'))].map((part) => part.segment);
}

/** Go's hex.DecodeString error for a text, as Cadence's `String.decodeHex` reports it. */
export function hexDecodeProblem(text: string): string | null {
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
export function parseEvmAddress(caller: EvmCaller, asHex: string): string {
  const at = (position: string): string => evmContractAt(caller, position);
  const chars = characters(asHex);
  if (chars.length !== 40 && chars.length !== 42) {
    return caller.fail(
      'pre-condition failed: EVM.addressFromString(): Invalid hex string length for an EVM address. ' +
        `The provided string is ${chars.length}, but the length must be 40 or 42.`,
      at(ADDRESS_FROM_STRING_AT.lengthPrecondition),
    );
  }
  let withoutPrefix = chars.join('');
  if (chars.length === 42) {
    if (!(chars[0] === '0' && chars[1] === 'x')) {
      return caller.fail(
        "assertion failed: EVM.addressFromString(): The 42-character EVM address string must have a '0x' prefix",
        at(ADDRESS_FROM_STRING_AT.prefixAssertion),
      );
    }
    withoutPrefix = chars.slice(2).join('');
  }
  const problem = hexDecodeProblem(withoutPrefix);
  if (problem !== null) return caller.fail(problem, at(ADDRESS_FROM_STRING_AT.decodeHex));
  if (withoutPrefix.length !== 40) {
    // `toConstantSized<[UInt8; 20]>()!` (unreachable: 40 hex characters are 20 bytes).
    return caller.fail(
      'unexpectedly found nil while forcing an Optional value',
      at(ADDRESS_FROM_STRING_AT.decodeHex),
    );
  }
  return normalizeEvmAddress(withoutPrefix);
}

/** `EVM.addressFromString(asHex)` in a transaction. */
export function addressFromString(ctx: TransactionContext, asHex: string): string {
  return parseEvmAddress(transactionCaller(ctx), asHex);
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
  // NewDepositCall's mintTo: the bridge is credited, then sends the value on like any caller.
  bridge.balanceAtto += call.value;
  const outcome: EvmOutcome = executeCall(state, call);
  if (outcome.status !== 'successful') {
    // flow-go resets the call's state and panics with the EVM error.
    evmRuntimeError(ctx, outcome.errorMessage, INTERNAL_DEPOSIT_AT);
  }
  emitTransactionExecuted(ctx, call, outcome);
  ctx.emit(`A.${evmContractHex(ctx)}.EVM.FLOWTokensDeposited`, {
    address: cadence.string(to.slice(2)),
    amount: cadence.ufix64(withdrawn.amount),
    depositedUUID: cadence.uint64(withdrawn.uuid),
    balanceAfterInAttoFlow: cadence.uint(evmBalanceOf(state, to)),
  });
}
