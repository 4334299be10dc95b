/**
 * The EVM calls FlowEVMBridge makes through COAs (its own and the user's), each with the
 * `EVM.TransactionExecuted` a real chain emits and the ERC-20 / ERC-721 state it changes. Only
 * calls that change state are made: dry calls emit nothing.
 */
import { encodeAbiParameters, encodeFunctionData, type Hex, parseAbi } from 'viem';
import { cadenceRuntimeError } from '../../../fault-proxy/src/errors.ts';
import { hexToBytes } from '../../../fault-proxy/src/flow-crypto.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import {
  BRIDGE_COA_ADDRESS,
  BRIDGE_FACTORY_ADDRESS,
  BRIDGE_GAS_LIMIT,
  type BridgeAsset,
  type BridgeErc20,
  type BridgeErc721,
  createAddress,
  moveErc20,
  moveErc721,
} from '../bridge.ts';
import { coaAt, type DirectCall, evmAccount, ZERO_EVM_ADDRESS } from '../evm.ts';
import { addressTopic, type EvmLog, TRANSFER_TOPIC, uint256Word } from '../evm-code.ts';
import { emitTransactionExecuted } from './evm-events.ts';
import type { TransactionContext } from './types.ts';

/** flow-go's ContractCallSubType: a call a COA makes (DirectCall). */
const CONTRACT_CALL_SUBTYPE = 5;
const TX_GAS = 21_000n;

/** What each modelled function's body costs on top of the intrinsic gas (storage writes, logs). */
const BODY_GAS = {
  erc20Mint: 36_000n,
  erc20Transfer: 12_500n,
  erc20Burn: 9_800n,
  erc721Mint: 98_000n,
  erc721Transfer: 32_000n,
  erc721UpdateUri: 26_000n,
  factoryDeploy: 2_400_000n,
} as const;

const ABI = parseAbi([
  'function mint(address to, uint256 amount)',
  'function burn(uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function safeMint(address to, uint256 tokenId, string uri)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function updateTokenURI(uint256 tokenId, string uri)',
  'function deploy(string deployerTag, string name, string symbol, string cadenceAddress, string flowIdentifier, string contractURI) returns (address)',
]);

const TRUE_WORD = encodeAbiParameters([{ type: 'bool' }], [true]);

function intrinsicGas(data: Uint8Array): bigint {
  let gas = TX_GAS;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  return gas;
}

/** The sender's nonce for its next call: a ledger COA's, or the bridge COA's (an EVM account). */
function takeNonce(ctx: TransactionContext, from: string): bigint {
  const coa = coaAt(ctx.ledger.state, from);
  if (coa !== null) {
    const nonce = coa.nonce;
    coa.nonce += 1n;
    return nonce;
  }
  const account = evmAccount(ctx.ledger.state, from, true);
  // A COA starts at nonce 1 (EIP-161), like every deployed account.
  if (account.nonce === 0n) account.nonce = 1n;
  const nonce = account.nonce;
  account.nonce += 1n;
  return nonce;
}

/**
 * The user's COA call of a bridge callback (`protectedTransferCall`): the revert-evm-call fault
 * counts it like any call a COA makes, and a reverted callback fails the bridge's assertion in
 * FlowEVMBridgeUtils (mustEscrowERC20 / mustEscrowERC721).
 */
export function checkCallbackReverts(ctx: TransactionContext, message: string, line: number): void {
  if (ctx.nextEvmCallReverts()) {
    throw cadenceRuntimeError(
      `assertion failed: ${message}`,
      `${hexAddress(ctx.contracts.FlowEVMBridgeUtils ?? '0x0')}.FlowEVMBridgeUtils:${line}:8`,
    );
  }
}

/** One successful EVM call from a COA, with its `EVM.TransactionExecuted`. */
function evmCall(
  ctx: TransactionContext,
  from: string,
  to: string,
  data: Hex,
  body: bigint,
  logs: readonly EvmLog[],
  returnedData: Hex = '0x',
): void {
  const bytes = hexToBytes(data);
  const call: DirectCall = {
    subType: CONTRACT_CALL_SUBTYPE,
    from,
    to,
    data: bytes,
    value: 0n,
    gasLimit: BRIDGE_GAS_LIMIT,
    nonce: takeNonce(ctx, from),
  };
  emitTransactionExecuted(ctx, call, {
    errorCode: 0,
    errorMessage: '',
    gasUsed: intrinsicGas(bytes) + body,
    logs,
    returnedData: hexToBytes(returnedData),
  });
}

/** What an ERC-20 or ERC-721 call moves: `from` null mints, `to` null burns. */
interface TokenMove {
  readonly from: string | null;
  readonly to: string | null;
}

/** A token call's calldata, and what its body costs on top of the intrinsic gas. */
interface TokenCall {
  readonly data: Hex;
  readonly bodyGas: bigint;
  readonly returnedData?: Hex;
}

/** Who makes a move's call: the sender, or the bridge COA, which mints. */
function callerOf({ from }: TokenMove): string {
  return from ?? BRIDGE_COA_ADDRESS;
}

/** `Transfer(from, to, …)`'s address topics, with the zero address for a mint or a burn. */
function transferTopics({ from, to }: TokenMove): Hex[] {
  return [
    TRANSFER_TOPIC,
    addressTopic(from ?? ZERO_EVM_ADDRESS),
    addressTopic(to ?? ZERO_EVM_ADDRESS),
  ];
}

// ---------------------------------------------------------------- ERC-20

/** A call that moves `amount` of an ERC-20: its Transfer log and the balances agree. */
function erc20Call(
  ctx: TransactionContext,
  erc20: BridgeErc20,
  move: TokenMove,
  amount: bigint,
  call: TokenCall,
): void {
  const log = { address: erc20.address, topics: transferTopics(move), data: uint256Word(amount) };
  evmCall(ctx, callerOf(move), erc20.address, call.data, call.bodyGas, [log], call.returnedData);
  moveErc20(ctx.ledger.state, erc20.address, move.from, move.to, amount);
}

/** The bridge COA's `mint(to, amount)` of a bridge-owned ERC-20. */
export function mintErc20(
  ctx: TransactionContext,
  erc20: BridgeErc20,
  to: string,
  amount: bigint,
): void {
  erc20Call(ctx, erc20, { from: null, to }, amount, {
    data: encodeFunctionData({ abi: ABI, functionName: 'mint', args: [to as Hex, amount] }),
    bodyGas: BODY_GAS.erc20Mint,
  });
}

/** `from`'s `transfer(to, amount)` (the bridge COA's out of escrow, a user's COA's into it). */
export function transferErc20(
  ctx: TransactionContext,
  erc20: BridgeErc20,
  from: string,
  to: string,
  amount: bigint,
): void {
  erc20Call(ctx, erc20, { from, to }, amount, {
    data: encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [to as Hex, amount] }),
    bodyGas: BODY_GAS.erc20Transfer,
    returnedData: TRUE_WORD,
  });
}

/** The bridge COA's `burn(amount)` of what it holds of a bridge-owned ERC-20. */
export function burnErc20(ctx: TransactionContext, erc20: BridgeErc20, amount: bigint): void {
  erc20Call(ctx, erc20, { from: BRIDGE_COA_ADDRESS, to: null }, amount, {
    data: encodeFunctionData({ abi: ABI, functionName: 'burn', args: [amount] }),
    bodyGas: BODY_GAS.erc20Burn,
  });
}

// ---------------------------------------------------------------- ERC-721

/** A call that moves ERC-721 `id` (never burnt here): its Transfer log and the owners agree. */
function erc721Call(
  ctx: TransactionContext,
  erc721: BridgeErc721,
  move: TokenMove & { readonly to: string },
  id: bigint,
  call: TokenCall,
): void {
  const topics = [...transferTopics(move), uint256Word(id)];
  const log = { address: erc721.address, topics, data: '0x' } as const;
  evmCall(ctx, callerOf(move), erc721.address, call.data, call.bodyGas, [log]);
  moveErc721(erc721, move.from, move.to, id);
}

/** The bridge COA's `safeMint(to, id, uri)` of a bridge-owned ERC-721. */
export function mintErc721(
  ctx: TransactionContext,
  erc721: BridgeErc721,
  to: string,
  id: bigint,
  uri: string,
): void {
  erc721Call(ctx, erc721, { from: null, to }, id, {
    data: encodeFunctionData({ abi: ABI, functionName: 'safeMint', args: [to as Hex, id, uri] }),
    bodyGas: BODY_GAS.erc721Mint,
  });
  erc721.tokenUris[id.toString()] = uri;
}

/** `from`'s `safeTransferFrom(from, to, id)` (out of the bridge COA's escrow, or into it). */
export function transferErc721(
  ctx: TransactionContext,
  erc721: BridgeErc721,
  from: string,
  to: string,
  id: bigint,
): void {
  erc721Call(ctx, erc721, { from, to }, id, {
    data: encodeFunctionData({
      abi: ABI,
      functionName: 'safeTransferFrom',
      args: [from as Hex, to as Hex, id],
    }),
    bodyGas: BODY_GAS.erc721Transfer,
  });
}

/** The bridge COA's `updateTokenURI(id, uri)` of a bridge-owned ERC-721. */
export function updateErc721Uri(
  ctx: TransactionContext,
  erc721: BridgeErc721,
  id: bigint,
  uri: string,
): void {
  const data = encodeFunctionData({ abi: ABI, functionName: 'updateTokenURI', args: [id, uri] });
  evmCall(ctx, BRIDGE_COA_ADDRESS, erc721.address, data, BODY_GAS.erc721UpdateUri, []);
  erc721.tokenUris[id.toString()] = uri;
}

// ---------------------------------------------------------------- the factory

/** What the bridge's factory deploys a Cadence-native type's ERC-20 / ERC-721 with. */
export interface BridgedContract {
  readonly asset: BridgeAsset;
  readonly name: string;
  readonly symbol: string;
  readonly cadenceAddress: string;
  readonly type: string;
}

/** The bridge COA's `deploy(…)` on the factory, which CREATEs the contract: its address. */
export function deployBridgedContract(ctx: TransactionContext, contract: BridgedContract): string {
  const bridge = ctx.ledger.state.bridge;
  const evmAddress = createAddress(BRIDGE_FACTORY_ADDRESS, bridge.factoryNonce);
  bridge.factoryNonce += 1n;
  const { asset, name, symbol, cadenceAddress, type } = contract;
  evmCall(
    ctx,
    BRIDGE_COA_ADDRESS,
    BRIDGE_FACTORY_ADDRESS,
    encodeFunctionData({
      abi: ABI,
      functionName: 'deploy',
      args: [asset === 'ft' ? 'ERC20' : 'ERC721', name, symbol, cadenceAddress, type, ''],
    }),
    BODY_GAS.factoryDeploy,
    [],
    encodeAbiParameters([{ type: 'address' }], [evmAddress as Hex]),
  );
  return evmAddress;
}
