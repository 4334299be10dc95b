/**
 * What the sandbox's EVM contract models share: the message a contract runs, what a run gives
 * back (gas, logs, returned data, and the state change to apply once the gas is known to
 * suffice), and the costs of the opcodes they use (EIP-2929 / EIP-3529, as geth charges them).
 */
import { encode as rlpEncode } from '@onflow/rlp';
import { encodeAbiParameters, type Hex, keccak256, pad, toBytes } from 'viem';
import { hexToBytes } from '../../fault-proxy/src/flow-crypto.ts';

/** A message call: `from` runs `to`'s code with `data`, sending `value` attoFLOW. */
export interface EvmMessage {
  /** `0x` + 40 lowercase hex. */
  readonly from: string;
  readonly to: string;
  readonly data: Uint8Array;
  readonly value: bigint;
}

/** An EVM log, as a receipt (and the `logs` of `EVM.TransactionExecuted`) carries it. */
export interface EvmLog {
  readonly address: string;
  readonly topics: readonly Hex[];
  readonly data: Hex;
}

/**
 * The outcome of running a contract's code. `gas` is what the code used (the intrinsic gas
 * comes on top); a successful run applies its state change only through `apply`, called once
 * the whole message is known to fit its gas limit, so a run that does not fit changes nothing.
 */
export type CodeRun =
  | {
      readonly ok: true;
      readonly gas: bigint;
      /** EIP-3529 refund (e.g. a storage slot set back to zero), capped by the caller. */
      readonly refund: bigint;
      readonly logs: readonly EvmLog[];
      readonly returnedData: Uint8Array;
      readonly apply: () => void;
    }
  | { readonly ok: false; readonly gas: bigint };

export const GAS = {
  coldSload: 2_100n,
  warmAccess: 100n,
  /** SSTORE of a clean slot from zero to non-zero / from non-zero to another value. */
  sstoreSet: 20_000n,
  sstoreReset: 2_900n,
  /** Refund for clearing a slot that was non-zero (EIP-3529). */
  sstoreClearRefund: 4_800n,
  /** CALL with value, and the stipend the callee gets for free. */
  callValue: 9_000n,
  callStipend: 2_300n,
  log: 375n,
  logTopic: 375n,
  logDataByte: 8n,
} as const;

/** An SSTORE of a clean slot (first write in the call); `cold` when the slot was not read. */
export function sstoreGas(
  before: bigint,
  after: bigint,
  cold: boolean,
): { gas: bigint; refund: bigint } {
  const access = cold ? GAS.coldSload : 0n;
  if (before === after) return { gas: access + GAS.warmAccess, refund: 0n };
  return {
    gas: access + (before === 0n ? GAS.sstoreSet : GAS.sstoreReset),
    refund: before !== 0n && after === 0n ? GAS.sstoreClearRefund : 0n,
  };
}

export function logGas(topics: number, dataBytes: number): bigint {
  return GAS.log + GAS.logTopic * BigInt(topics) + GAS.logDataByte * BigInt(dataBytes);
}

/** The topic of an indexed address. */
export function addressTopic(address: string): Hex {
  return pad(address as Hex, { size: 32 });
}

export function uint256Word(value: bigint): Hex {
  return encodeAbiParameters([{ type: 'uint256' }], [value]);
}

/** `keccak256("Transfer(address,address,uint256)")`: ERC-20's Transfer, and EIP-7708's. */
export const TRANSFER_TOPIC = keccak256(toBytes('Transfer(address,address,uint256)'));

/** geth's params.SystemAddress: the emitter of EIP-7708 transfer logs. */
const SYSTEM_ADDRESS = '0xfffffffffffffffffffffffffffffffffffffffe';

/**
 * EIP-7708: every transfer of native FLOW (the call's own value, or a contract's CALL with
 * value) logs `Transfer(from, to, value)` from the system address; flow-go's EVM has it on.
 */
export function nativeTransferLog(from: string, to: string, value: bigint): EvmLog {
  return {
    address: SYSTEM_ADDRESS,
    topics: [TRANSFER_TOPIC, addressTopic(from), addressTopic(to)],
    data: uint256Word(value),
  };
}

type RlpInput = Uint8Array | RlpInput[];

/** The RLP of a receipt's logs; empty bytes when there are none (flow-go's RLPEncodedLogs). */
export function encodeLogs(logs: readonly EvmLog[]): Uint8Array {
  if (logs.length === 0) return new Uint8Array();
  const list: RlpInput[] = logs.map((log) => [
    hexToBytes(log.address),
    log.topics.map((topic) => hexToBytes(topic)),
    hexToBytes(log.data),
  ]);
  return new Uint8Array(rlpEncode(list));
}
