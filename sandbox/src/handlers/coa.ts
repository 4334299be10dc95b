/**
 * Cadence-owned accounts as flow-go's EVM contract runs them (fvm/evm/stdlib/contract.cdc,
 * handler/handler.go, v0.51.0): `EVM.createCadenceOwnedAccount()`, `coa.withdraw(balance:)` and
 * `coa.call(...)`, each an EVM direct call with its `EVM.TransactionExecuted` event.
 */
import { getAddress } from 'viem';
import { cadence } from '../../../emulator/src/json-cadence.ts';
import {
  COA_FACTORY_ADDRESS,
  coaAddressFor,
  type DirectCall,
  evmAccount,
  NATIVE_TOKEN_BRIDGE_ADDRESS,
  normalizeEvmAddress,
  ZERO_EVM_ADDRESS,
} from '../evm.ts';
import { type EvmOutcome, executeCall } from '../evm-execution.ts';
import { ATTO_PER_UNIT, type Coa, type LedgerAccount } from '../ledger.ts';
import { emitTransactionExecuted, evmContractHex } from './evm-events.ts';
import { evmRuntimeError } from './evm-flow.ts';
import type { WithdrawnVault } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

const DEPLOY_CALL_SUBTYPE = 4;
const WITHDRAW_CALL_SUBTYPE = 2;
const CONTRACT_CALL_SUBTYPE = 5;
/** coa.ContractDeploymentRequiredGas, and what deploying the COA contract uses (flow-go's tests). */
const COA_DEPLOYMENT_GAS_LIMIT = 5_385_000n;
const COA_DEPLOYMENT_GAS_USED = 5_375_550n;
/** WithdrawCallGasLimit: 21 000 + 2 300. */
const WITHDRAW_CALL_GAS_LIMIT = 23_300n;
/**
 * What a new COA adds to its account's storage: the resource at /storage/evm, its capability
 * controller and the capability published at /public/evm (an estimate of Cadence's encoding).
 */
const COA_STORAGE_BYTES = 400n;
/** `InternalEVM.withdraw(` in `CadenceOwnedAccount.withdraw`, where a rejected withdraw panics. */
const INTERNAL_WITHDRAW_AT = '595:25';

/**
 * `EVM.createCadenceOwnedAccount()`: the COA factory deploys the COA contract at the address
 * derived from the new resource's uuid, then `CadenceOwnedAccountCreated` follows. The caller
 * saves the resource (`owner.coa`).
 */
export function createCadenceOwnedAccount(ctx: TransactionContext, owner: LedgerAccount): Coa {
  const state = ctx.ledger.state;
  const uuid = ctx.ledger.nextUuid();
  const evmAddress = coaAddressFor(uuid);
  // The factory's nonce counts the COAs it deployed: every COA of the ledger.
  const deployed = BigInt(state.accounts.filter((account) => account.coa !== null).length);
  const call: DirectCall = {
    subType: DEPLOY_CALL_SUBTYPE,
    from: COA_FACTORY_ADDRESS,
    to: evmAddress,
    // Stand-in: the real call carries the COA contract's bytecode, which the sandbox does not
    // hold, so the payload and hash differ from flow-go's.
    data: new Uint8Array(),
    value: 0n,
    gasLimit: COA_DEPLOYMENT_GAS_LIMIT,
    nonce: deployed,
  };
  // FLOW sent to the address before the COA existed stays with it.
  const earlier = state.evm.accounts.find((account) => account.address === evmAddress);
  state.evm.accounts = state.evm.accounts.filter((account) => account !== earlier);
  const coa: Coa = {
    uuid,
    evmAddress,
    balanceAtto: earlier?.balanceAtto ?? 0n,
    nonce: 1n,
    erc20Balances: {},
  };
  owner.coa = coa;
  owner.storageUsed += COA_STORAGE_BYTES;
  emitTransactionExecuted(ctx, call, {
    errorCode: 0,
    errorMessage: '',
    gasUsed: COA_DEPLOYMENT_GAS_USED,
    logs: [],
    returnedData: new Uint8Array(),
    contractAddress: getAddress(evmAddress),
  });
  ctx.emit(`A.${evmContractHex(ctx)}.EVM.CadenceOwnedAccountCreated`, {
    address: cadence.string(evmAddress.slice(2)),
    uuid: cadence.uint64(uuid),
  });
  return coa;
}

/**
 * `coa.withdraw(balance:)` of a whole number of UFix64 units: a withdraw call from the COA to
 * the native-token bridge, then `FLOWTokensWithdrawn`; 0 gives an empty vault and no event. A
 * COA holding less fails the transaction with flow-go's EVM error (geth rejects the call).
 */
export function coaWithdraw(ctx: TransactionContext, coa: Coa, amount: bigint): WithdrawnVault {
  if (amount === 0n) return { uuid: ctx.ledger.nextUuid(), amount };
  const call: DirectCall = {
    subType: WITHDRAW_CALL_SUBTYPE,
    from: coa.evmAddress,
    to: NATIVE_TOKEN_BRIDGE_ADDRESS,
    data: new Uint8Array(),
    value: amount * ATTO_PER_UNIT,
    gasLimit: WITHDRAW_CALL_GAS_LIMIT,
    nonce: coa.nonce,
  };
  // withdrawFrom creates the bridge's account if need be, runs the call (the COA pays the
  // bridge), then takes the FLOW out of EVM into a new FlowToken vault.
  const bridge = evmAccount(ctx.ledger.state, NATIVE_TOKEN_BRIDGE_ADDRESS, true);
  const outcome = executeCall(ctx.ledger.state, call);
  if (outcome.status !== 'successful') {
    return evmRuntimeError(ctx, outcome.errorMessage, INTERNAL_WITHDRAW_AT);
  }
  bridge.balanceAtto -= call.value;
  emitTransactionExecuted(ctx, call, outcome);
  const withdrawn = { uuid: ctx.ledger.nextUuid(), amount };
  ctx.emit(`A.${evmContractHex(ctx)}.EVM.FLOWTokensWithdrawn`, {
    address: cadence.string(coa.evmAddress.slice(2)),
    amount: cadence.ufix64(amount),
    withdrawnUUID: cadence.uint64(withdrawn.uuid),
    balanceAfterInAttoFlow: cadence.uint(coa.balanceAtto),
  });
  return withdrawn;
}

export interface CoaCall {
  /** `0x` + 40 hex, any case. */
  readonly to: string;
  readonly data: Uint8Array;
  readonly value: bigint;
  readonly gasLimit: bigint;
}

/**
 * `coa.call(to:data:gasLimit:value:)`: a contract call from the COA. An invalid call (e.g. the
 * COA cannot send `value`) changes nothing and emits no event; a failed or successful one is in
 * the EVM block with its `EVM.TransactionExecuted`.
 */
export function coaCall(ctx: TransactionContext, coa: Coa, request: CoaCall): EvmOutcome {
  const to = normalizeEvmAddress(request.to);
  if (to === ZERO_EVM_ADDRESS) {
    // flow-go treats a call with an empty `to` as a contract deployment, which the sandbox does
    // not model: fail rather than pretend.
    throw new Error(
      'a COA call to the zero EVM address deploys a contract, which the sandbox does not model',
    );
  }
  const call: DirectCall = {
    subType: CONTRACT_CALL_SUBTYPE,
    from: coa.evmAddress,
    to,
    data: request.data,
    value: request.value,
    gasLimit: request.gasLimit,
    nonce: coa.nonce,
  };
  const outcome = executeCall(ctx.ledger.state, call, ctx.nextEvmCallReverts());
  if (outcome.status !== 'invalid') emitTransactionExecuted(ctx, call, outcome);
  return outcome;
}
