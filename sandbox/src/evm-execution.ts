/**
 * One EVM message call on the ledger, as flow-go's emulator runs a direct call with geth
 * (fvm/evm/emulator/emulator.go, geth's state transition): the pre-checks that make a call
 * *invalid* (nothing happens, no EVM transaction), then the execution that makes it *failed*
 * (reverted or out of gas: only the sender's nonce moves) or *successful*.
 *
 * Error codes and messages are flow-go's (fvm/evm/types/errors.go, codeFinder.go) over geth's
 * texts. Code runs only where the sandbox knows it: WFLOW (wflow.ts) and COAs (`receive()`);
 * every other address is code-less, so a call to it is a plain transfer.
 */
import { getAddress } from 'viem';
import { coaAt, creditEvm, evmAccount, evmBalanceOf, WFLOW_ADDRESS } from './evm.ts';
import type { CodeRun, EvmLog, EvmMessage } from './evm-code.ts';
import { nativeTransferLog } from './evm-code.ts';
import type { LedgerState } from './ledger.ts';
import { COA_RECEIVE_GAS, runWflow } from './wflow.ts';

const EVM_ERROR = {
  none: 0,
  /** ValidationErrCodeMisc: e.g. geth's floor data gas check (EIP-7623). */
  validationMisc: 100,
  insufficientFunds: 207,
  intrinsicGas: 209,
  outOfGas: 301,
  executionReverted: 306,
} as const;

/** What flow-go charges an invalid call (InvalidTransactionGasCost). */
const INVALID_CALL_GAS = 1_000n;
const TX_GAS = 21_000n;
/** EIP-8037's extra gas for a transfer that creates an account (120 bytes × 1 530). */
const STATE_CREATION_GAS = 183_600n;
/** Where a contract that reverts at once (the injected fault) stops. */
const IMMEDIATE_REVERT_GAS = 24n;

export interface EvmCallRequest extends EvmMessage {
  readonly gasLimit: bigint;
}

export type EvmOutcome =
  | {
      readonly status: 'invalid';
      readonly errorCode: number;
      readonly errorMessage: string;
      readonly gasUsed: bigint;
    }
  | {
      readonly status: 'failed' | 'successful';
      readonly errorCode: number;
      readonly errorMessage: string;
      readonly gasUsed: bigint;
      readonly logs: readonly EvmLog[];
      readonly returnedData: Uint8Array;
    };

/** Calldata gas (EIP-2028) and the EIP-7623 floor, both over the 21 000 base. */
function calldataGas(data: Uint8Array): { intrinsic: bigint; floor: bigint } {
  let zeros = 0n;
  let nonZeros = 0n;
  for (const byte of data) {
    if (byte === 0) zeros += 1n;
    else nonZeros += 1n;
  }
  return {
    intrinsic: TX_GAS + zeros * 4n + nonZeros * 16n,
    floor: TX_GAS + (zeros + nonZeros * 4n) * 10n,
  };
}

/**
 * Whether sending FLOW to the address creates its account: the sandbox keeps an `EvmAccount`
 * for every address that ever received FLOW or made a call and never deletes one, so an address
 * without one and without code is new.
 */
function createsAccount(state: LedgerState, address: string): boolean {
  return !hasCode(state, address) && evmAccount(state, address) === undefined;
}

/** A contract the sandbox runs: the addresses with its code, and what its code does. */
interface ContractModel {
  has(state: LedgerState, address: string): boolean;
  run(state: LedgerState, message: EvmMessage): CodeRun;
}

const COA_CONTRACT: ContractModel = {
  has: (state, address) => coaAt(state, address) !== null,
  // receive() takes FLOW; the COA contract's other functions (ERC-165/721/777/1155/1271 hooks)
  // are not modelled, so calling them reverts.
  run: (_state, message) =>
    message.data.length === 0
      ? {
          ok: true,
          gas: COA_RECEIVE_GAS,
          refund: 0n,
          logs: [],
          returnedData: new Uint8Array(),
          apply: () => {},
        }
      : { ok: false, gas: IMMEDIATE_REVERT_GAS },
};

const WFLOW_CONTRACT: ContractModel = {
  has: (_state, address) => address === WFLOW_ADDRESS,
  run: runWflow,
};

/** Every address with code the sandbox knows; any other address has none. */
const CONTRACTS: readonly ContractModel[] = [WFLOW_CONTRACT, COA_CONTRACT];

function hasCode(state: LedgerState, address: string): boolean {
  return CONTRACTS.some((contract) => contract.has(state, address));
}

function runCode(state: LedgerState, message: EvmMessage): CodeRun {
  const contract = CONTRACTS.find((candidate) => candidate.has(state, message.to));
  if (contract !== undefined) return contract.run(state, message);
  const creates = message.value > 0n && createsAccount(state, message.to);
  return {
    ok: true,
    gas: creates ? STATE_CREATION_GAS : 0n,
    refund: 0n,
    logs: [],
    returnedData: new Uint8Array(),
    apply: () => {},
  };
}

function incrementNonce(state: LedgerState, address: string): void {
  const coa = coaAt(state, address);
  if (coa !== null) coa.nonce += 1n;
  else evmAccount(state, address, true).nonce += 1n;
}

function debit(state: LedgerState, address: string, amount: bigint): void {
  const coa = coaAt(state, address);
  if (coa !== null) coa.balanceAtto -= amount;
  else evmAccount(state, address, true).balanceAtto -= amount;
}

/**
 * Runs a call from `from` (a COA or another address with a balance) and applies what it
 * changes. `forceRevert` makes a call that passes the pre-checks revert, as the injected fault
 * wants. Addresses are `0x` + 40 lowercase hex.
 */
export function executeCall(
  state: LedgerState,
  request: EvmCallRequest,
  forceRevert = false,
): EvmOutcome {
  const invalid = (errorCode: number, errorMessage: string): EvmOutcome => ({
    status: 'invalid',
    errorCode,
    errorMessage,
    gasUsed: INVALID_CALL_GAS,
  });
  const balance = evmBalanceOf(state, request.from);
  if (balance < request.value) {
    return invalid(
      EVM_ERROR.insufficientFunds,
      `insufficient funds for gas * price + value: address ${getAddress(request.from)} have ${balance} want ${request.value}`,
    );
  }
  const { intrinsic, floor } = calldataGas(request.data);
  if (request.gasLimit < intrinsic) {
    return invalid(
      EVM_ERROR.intrinsicGas,
      `intrinsic gas too low: have ${request.gasLimit}, want ${intrinsic}`,
    );
  }
  if (request.gasLimit < floor) {
    return invalid(
      EVM_ERROR.validationMisc,
      `insufficient gas for floor data gas cost: have ${request.gasLimit}, want ${floor}`,
    );
  }

  // Past the pre-checks the call is in the block, and the sender's nonce moves whatever follows.
  incrementNonce(state, request.from);
  const failed = (errorCode: number, errorMessage: string, gasUsed: bigint): EvmOutcome => ({
    status: 'failed',
    errorCode,
    errorMessage,
    gasUsed: gasUsed > floor ? gasUsed : floor,
    logs: [],
    returnedData: new Uint8Array(),
  });
  if (forceRevert) {
    return failed(
      EVM_ERROR.executionReverted,
      'execution reverted',
      intrinsic + IMMEDIATE_REVERT_GAS,
    );
  }
  const run = runCode(state, request);
  const used = intrinsic + run.gas;
  if (used > request.gasLimit) return failed(EVM_ERROR.outOfGas, 'out of gas', request.gasLimit);
  if (!run.ok) return failed(EVM_ERROR.executionReverted, 'execution reverted', used);

  if (request.value > 0n) {
    debit(state, request.from, request.value);
    creditEvm(state, request.to, request.value);
  }
  run.apply();
  // EIP-3529: the refund is capped at a fifth of the gas used.
  const refund = run.refund < used / 5n ? run.refund : used / 5n;
  const gasUsed = used - refund > floor ? used - refund : floor;
  return {
    status: 'successful',
    errorCode: EVM_ERROR.none,
    errorMessage: '',
    gasUsed,
    logs: [
      ...(request.value > 0n ? [nativeTransferLog(request.from, request.to, request.value)] : []),
      ...run.logs,
    ],
    returnedData: run.returnedData,
  };
}
