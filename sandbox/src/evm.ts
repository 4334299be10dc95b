/**
 * Flow EVM in the sandbox's ledger: the native FLOW balance of every EVM address (a COA's lives
 * on its `Coa`, every other address's in `state.evm.accounts`), the EVM block being built, and
 * flow-go's direct calls (fvm/evm/types/call.go) with their encoding and hash, for the
 * `EVM.TransactionExecuted` events.
 *
 * Amounts are attoFLOW (1e-18 FLOW) bigints; one UFix64 unit (1e-8 FLOW) is 1e10 attoFLOW.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encode as rlpEncode } from '@onflow/rlp';
import { concatBytes, hexToBytes, uintBytes } from '../../fault-proxy/src/flow-crypto.ts';
import type { Coa, EvmAccount, EvmState, LedgerState } from './ledger.ts';

/** flow-go's NativeTokenBridgeAddress: the sender of every deposit (and withdraw) direct call. */
export const NATIVE_TOKEN_BRIDGE_ADDRESS = '0x0000000000000000000000010000000000000000';
export const ZERO_EVM_ADDRESS = `0x${'0'.repeat(40)}`;
/**
 * WFLOW: at its testnet/mainnet address on both sandbox chains. A real emulator has no WFLOW
 * until one is deployed; the sandbox starts with it deployed (the app learns it from
 * VITE_LOCAL_WFLOW_ADDRESS on the local network).
 */
export const WFLOW_ADDRESS = '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e';

/** DirectCallTxType: the EVM transaction type of calls made from Cadence. */
export const DIRECT_CALL_TX_TYPE = 255;
export const DEPOSIT_CALL_SUBTYPE = 1;
/**
 * The gas limit of a deposit call: DepositCallGasLimit (21 000 + 2 300) plus EIP-8037's
 * StateCreationGasLimit (120 bytes × 1 530), as flow-go v0.51.0's NewDepositCall sets it.
 */
export const DEPOSIT_CALL_GAS_LIMIT = 23_300n + 183_600n;

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/;

export function emptyEvmState(): EvmState {
  return {
    accounts: [],
    wflow: { balances: {}, allowances: {} },
    block: { height: 0n, transactionCount: 0 },
  };
}

/** flow-go's COAFactoryAddress (MakeCOAAddress(0)): the deployer of every COA. */
export const COA_FACTORY_ADDRESS = '0x0000000000000000000000020000000000000000';

/**
 * The EVM address of the COA with this resource uuid, as flow-go's AllocateCOAAddress makes it
 * (handler/addressAllocator.go): the COA prefix, then uuid × 0xFFEEDDCCBBAA9977 mod 2^64.
 */
export function coaAddressFor(uuid: bigint): string {
  const index = (uuid * 0xffeeddccbbaa9977n) % 2n ** 64n;
  return `0x000000000000000000000002${index.toString(16).padStart(16, '0')}`;
}

/** `0x` + 40 lowercase hex; throws on anything else (handlers parse user input first). */
export function normalizeEvmAddress(address: string): string {
  const lower = (address.startsWith('0x') ? address : `0x${address}`).toLowerCase();
  if (!EVM_ADDRESS.test(lower)) throw new Error(`not an EVM address: ${address}`);
  return lower;
}

/** The ledger account's COA at this EVM address, if any. */
export function coaAt(state: LedgerState, address: string): Coa | null {
  const wanted = normalizeEvmAddress(address);
  for (const account of state.accounts) {
    if (account.coa !== null && account.coa.evmAddress.toLowerCase() === wanted) return account.coa;
  }
  return null;
}

/** The EVM account (not a COA) at this address, created empty when `create` is set. */
export function evmAccount(state: LedgerState, address: string, create: true): EvmAccount;
export function evmAccount(
  state: LedgerState,
  address: string,
  create?: boolean,
): EvmAccount | undefined;
export function evmAccount(
  state: LedgerState,
  address: string,
  create = false,
): EvmAccount | undefined {
  const wanted = normalizeEvmAddress(address);
  const found = state.evm.accounts.find((account) => account.address === wanted);
  if (found !== undefined || !create) return found;
  const account: EvmAccount = { address: wanted, balanceAtto: 0n, nonce: 0n };
  state.evm.accounts.push(account);
  return account;
}

/** The native FLOW balance of any EVM address (`EVMAddress.balance()`), attoFLOW. */
export function evmBalanceOf(state: LedgerState, address: string): bigint {
  return coaAt(state, address)?.balanceAtto ?? evmAccount(state, address)?.balanceAtto ?? 0n;
}

/**
 * Adds attoFLOW to an EVM address: to the COA's balance when it is a COA of the ledger, else to
 * the address's EVM account (created if new). Returns the balance after.
 */
export function creditEvm(state: LedgerState, address: string, amountAtto: bigint): bigint {
  if (amountAtto < 0n) throw new Error('creditEvm: negative amount');
  const coa = coaAt(state, address);
  if (coa !== null) {
    coa.balanceAtto += amountAtto;
    return coa.balanceAtto;
  }
  const account = evmAccount(state, address, true);
  account.balanceAtto += amountAtto;
  return account.balanceAtto;
}

/** Every EVM address with a native balance (COAs included), `0x…` → attoFLOW. */
export function evmBalances(state: LedgerState): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const account of state.accounts) {
    if (account.coa !== null) out[account.coa.evmAddress.toLowerCase()] = account.coa.balanceAtto;
  }
  for (const account of state.evm.accounts) {
    if (account.balanceAtto > 0n) out[account.address] = account.balanceAtto;
  }
  return out;
}

/**
 * The position of the next EVM transaction: Flow EVM builds one EVM block per Flow block (the
 * sandbox numbers it with the Flow block's height) and indexes its transactions from 0. Part of
 * the ledger state, so a failed Cadence transaction's EVM transactions roll back with it.
 */
export function nextEvmTransaction(
  state: LedgerState,
  flowBlockHeight: number,
): { blockHeight: bigint; index: number } {
  const block = state.evm.block;
  const height = BigInt(flowBlockHeight);
  if (block.height !== height) {
    block.height = height;
    block.transactionCount = 0;
  }
  const index = block.transactionCount;
  block.transactionCount += 1;
  return { blockHeight: height, index };
}

/** flow-go's DirectCall (fvm/evm/types/call.go). */
export interface DirectCall {
  readonly subType: number;
  readonly from: string;
  readonly to: string;
  readonly data: Uint8Array;
  readonly value: bigint;
  readonly gasLimit: bigint;
  readonly nonce: bigint;
}

type RlpInput = Uint8Array | RlpInput[];

function rlp(input: RlpInput): Uint8Array {
  return new Uint8Array(rlpEncode(input));
}

/** `DirectCall.Encode()`: the type byte, then the RLP of the struct's fields in order. */
export function encodeDirectCall(call: DirectCall): Uint8Array {
  const fields: RlpInput[] = [
    uintBytes(DIRECT_CALL_TX_TYPE),
    uintBytes(call.subType),
    hexToBytes(normalizeEvmAddress(call.from)),
    hexToBytes(normalizeEvmAddress(call.to)),
    call.data,
    uintBytes(call.value),
    uintBytes(call.gasLimit),
    uintBytes(call.nonce),
  ];
  return concatBytes(new Uint8Array([DIRECT_CALL_TX_TYPE]), rlp(fields));
}

/**
 * `DirectCall.Hash()`: the hash of the legacy transaction flow-go makes of the call (gas price
 * 0, V = 255, R = the sender's address as a number, S = the call's subtype), so that the hash
 * is computed like any other transaction's.
 */
export function directCallHash(call: DirectCall): Uint8Array {
  const to = normalizeEvmAddress(call.to);
  const legacy: RlpInput[] = [
    uintBytes(call.nonce),
    uintBytes(0),
    uintBytes(call.gasLimit),
    // An empty `to` field (the zero address) makes it a contract creation: no recipient.
    to === ZERO_EVM_ADDRESS ? new Uint8Array() : hexToBytes(to),
    uintBytes(call.value),
    call.data,
    uintBytes(DIRECT_CALL_TX_TYPE),
    uintBytes(BigInt(normalizeEvmAddress(call.from))),
    uintBytes(call.subType),
  ];
  return keccak_256(rlp(legacy));
}
