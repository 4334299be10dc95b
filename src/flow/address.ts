import type { EvmAddress } from './evm-address.ts';
import { FLOW_NETWORKS, type FlowNetwork } from './networks.ts';

// Flow addresses are codewords of a [64, 45, 7] linear code, offset per network by an invalid
// "chain codeword" so the networks' address spaces are disjoint (flow-go model/flow/address.go).
// FCL does no checksum validation, so the app has to.

const INFORMATION_BITS = 45;
const ADDRESS_BITS = 64;

const CHAIN_CODEWORDS: Readonly<Record<FlowNetwork, bigint>> = {
  mainnet: 0x0000000000000000n,
  testnet: 0x6834ba37b3980209n,
  // The emulator, localnet and other transient networks share this codeword.
  local: 0x1cb159857af02018n,
};

// biome-ignore format: compact rows, read in order against flow-protocol.md §5.3
const GENERATOR_MATRIX_ROWS: readonly bigint[] = [
  0xe467b9dd11fa00dfn, 0xf233dcee88fe0aben, 0xf919ee77447b7497n, 0xfc8cf73ba23a260dn,
  0xfe467b9dd11ee2a1n, 0xff233dcee888d807n, 0xff919ee774476ce6n, 0x7fc8cf73ba231d10n,
  0x3fe467b9dd11b183n, 0x1ff233dcee8f96d6n, 0x8ff919ee774757ban, 0x47fc8cf73ba2b331n,
  0x23fe467b9dd27f6cn, 0x11ff233dceee8e82n, 0x88ff919ee775dd8fn, 0x447fc8cf73b905e4n,
  0xa23fe467b9de0d83n, 0xd11ff233dce8d5a7n, 0xe88ff919ee73c38an, 0x7447fc8cf73f171fn,
  0xba23fe467b9dcb2bn, 0xdd11ff233dcb0cb4n, 0xee88ff919ee26c5dn, 0x77447fc8cf775dd3n,
  0x3ba23fe467b9b5a1n, 0x9dd11ff233d9117an, 0xcee88ff919efa640n, 0xe77447fc8cf3e297n,
  0x73ba23fe467fabd2n, 0xb9dd11ff233fb16cn, 0xdcee88ff919adde7n, 0xee77447fc8ceb196n,
  0xf73ba23fe4621cd0n, 0x7b9dd11ff2379ac3n, 0x3dcee88ff91df46cn, 0x9ee77447fc88e702n,
  0xcf73ba23fe4131b6n, 0x67b9dd11ff240f9an, 0x33dcee88ff90f9e0n, 0x19ee77447fcff4e3n,
  0x8cf73ba23fe64091n, 0x467b9dd11ff115c7n, 0x233dcee88ffdb735n, 0x919ee77447fe2309n,
  0xc8cf73ba23fdc736n,
];

// biome-ignore format: laid out as in flow-protocol.md §5.3, to compare at a glance
const PARITY_CHECK_COLUMNS: readonly bigint[] = [
  0x00001n, 0x00002n, 0x00004n, 0x00008n, 0x00010n, 0x00020n, 0x00040n, 0x00080n,
  0x00100n, 0x00200n, 0x00400n, 0x00800n, 0x01000n, 0x02000n, 0x04000n, 0x08000n,
  0x10000n, 0x20000n, 0x40000n, 0x7328dn, 0x6689an, 0x6112fn, 0x6084bn, 0x433fdn,
  0x42aabn, 0x41951n, 0x233cen, 0x22a81n, 0x21948n, 0x1ef60n, 0x1decan, 0x1c639n,
  0x1bdd8n, 0x1a535n, 0x194acn, 0x18c46n, 0x1632bn, 0x1529bn, 0x14a43n, 0x13184n,
  0x12942n, 0x118c1n, 0x0f812n, 0x0e027n, 0x0d00en, 0x0c83cn, 0x0b01dn, 0x0a831n,
  0x0982bn, 0x07034n, 0x0682an, 0x05819n, 0x03807n, 0x007d2n, 0x00727n, 0x0068en,
  0x0067cn, 0x0059dn, 0x004ebn, 0x003b4n, 0x0036an, 0x002d9n, 0x001c7n, 0x0003fn,
];

/** `0x` (any case) is optional; exactly 16 hex digits follow. */
const FLOW_ADDRESS_PATTERN = /^(?:0[xX])?([0-9a-fA-F]{16})$/;
const EVM_ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The 16 hex digits of a syntactically valid Flow address, or null. */
function flowAddressDigits(address: string): string | null {
  const match = FLOW_ADDRESS_PATTERN.exec(address);
  return match?.[1] ?? null;
}

function isCodeword(word: bigint): boolean {
  let parity = 0n;
  for (let bit = 0; bit < ADDRESS_BITS; bit++) {
    if ((word >> BigInt(bit)) & 1n) {
      parity ^= PARITY_CHECK_COLUMNS[bit] ?? 0n;
    }
  }
  return parity === 0n;
}

function isValidAddressValue(value: bigint, network: FlowNetwork): boolean {
  const word = value ^ CHAIN_CODEWORDS[network];
  return word !== 0n && isCodeword(word);
}

/**
 * Whether `address` is a valid account address on `network` (checksum per flow-protocol §5).
 * Accepts an optional `0x` and any letter case; anything malformed is simply invalid.
 */
export function isValidFlowAddress(address: string, network: FlowNetwork): boolean {
  const digits = flowAddressDigits(address);
  return digits !== null && isValidAddressValue(BigInt(`0x${digits}`), network);
}

/** The network whose address space contains `address`, or null if none (or malformed). */
export function flowNetworkOfAddress(address: string): FlowNetwork | null {
  const digits = flowAddressDigits(address);
  if (digits === null) return null;
  const value = BigInt(`0x${digits}`);
  return FLOW_NETWORKS.find((network) => isValidAddressValue(value, network)) ?? null;
}

/**
 * The account address at `index` on `network` (1 is the service account), as `0x` + 16
 * lowercase hex digits. Throws RangeError unless 1 ≤ index < 2^45.
 */
export function flowAddressAtIndex(index: number, network: FlowNetwork): string {
  if (!Number.isSafeInteger(index) || index < 1 || index >= 2 ** INFORMATION_BITS) {
    throw new RangeError(`Flow address index must be an integer in [1, 2^45), got ${index}`);
  }
  const bits = BigInt(index);
  let codeword = 0n;
  for (let row = 0; row < INFORMATION_BITS; row++) {
    if ((bits >> BigInt(row)) & 1n) {
      codeword ^= GENERATOR_MATRIX_ROWS[row] ?? 0n;
    }
  }
  return formatFlowAddressValue(codeword ^ CHAIN_CODEWORDS[network]);
}

function formatFlowAddressValue(value: bigint): string {
  return `0x${value.toString(16).padStart(16, '0')}`;
}

/** An address as FCL's user names it, with the `0x` FCL sometimes leaves out. */
export const withAddressPrefix = (address: string): string =>
  address.startsWith('0x') ? address : `0x${address}`;

/**
 * `0x` + 16 lowercase hex digits. Checks syntax only (not the checksum); throws TypeError
 * when `address` is not 16 hex digits with an optional `0x`.
 */
export function normalizeFlowAddress(address: string): string {
  const digits = flowAddressDigits(address);
  if (digits === null) {
    throw new TypeError(
      `Not a Flow address: expected 16 hex digits with an optional 0x prefix, got "${address}"`,
    );
  }
  return `0x${digits.toLowerCase()}`;
}

/** Whether `input` is `0x` and 40 hex digits, in any letter case (its checksum unchecked). */
export function hasEvmAddressShape(input: string): input is EvmAddress {
  return EVM_ADDRESS_SHAPE.test(input);
}

export type AddressKind = 'flow' | 'evm';

/**
 * Which kind of address `input` looks like, by shape only (no checksum, no trimming):
 * 16 hex digits with an optional `0x` → flow; `0x` + 40 hex digits → evm; otherwise null.
 */
export function addressKind(input: string): AddressKind | null {
  if (flowAddressDigits(input) !== null) return 'flow';
  if (EVM_ADDRESS_SHAPE.test(input)) return 'evm';
  return null;
}
