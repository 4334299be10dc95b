import { readUInt8 } from '../bridge-read.ts';
import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_evm_asset_info.cdc?raw';

/** `evmContractHex`: 40 hex digits, with or without 0x (EVM.addressFromString). */
export const getEvmAssetInfoScript = defineScript(cadence, [
  ['owner', 'Address'],
  ['evmContractHex', 'String'],
]);

export type EvmAssetKind = 'erc20' | 'erc721' | 'unknown';

/** An EVM contract as the bridge sees it (fees in UFix64 units, 1e-8 FLOW). */
export interface EvmAssetInfo {
  readonly kind: EvmAssetKind;
  /** Untrusted: what the contract's name() / symbol() answer. Null for an unknown contract. */
  readonly name: string | null;
  readonly symbol: string | null;
  /** ERC-20 only. */
  readonly decimals: number | null;
  /** null: the bridge cannot move this contract's asset. */
  readonly requiresOnboarding: boolean | null;
  /** The Cadence type identifier paired with the contract, once onboarded. */
  readonly associatedType: string | null;
  /** balanceOf(the owner's COA) in the token's smallest unit (ERC-721: a count); null without a COA. */
  readonly coaBalance: bigint | null;
  readonly paused: boolean;
  readonly feePerAsset: bigint;
  readonly onboardFee: bigint;
}

function readKind(value: unknown, path: string): EvmAssetKind {
  const kind = read.string(value, path);
  if (kind === 'erc20' || kind === 'erc721' || kind === 'unknown') return kind;
  throw new CadenceShapeError(path, '"erc20", "erc721" or "unknown"');
}

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

export function decodeEvmAssetInfo(value: unknown): EvmAssetInfo {
  const struct = read.struct(value);
  return {
    kind: field(struct, 'kind', readKind),
    name: field(struct, 'name', optionalString),
    symbol: field(struct, 'symbol', optionalString),
    decimals: field(struct, 'decimals', (v, p) => read.optional(v, p, readUInt8)),
    requiresOnboarding: field(struct, 'requiresOnboarding', (v, p) =>
      read.optional(v, p, read.bool),
    ),
    associatedType: field(struct, 'associatedType', optionalString),
    coaBalance: field(struct, 'coaBalance', (v, p) => read.optional(v, p, read.uint)),
    paused: field(struct, 'paused', read.bool),
    feePerAsset: field(struct, 'feePerAsset', read.ufix64),
    onboardFee: field(struct, 'onboardFee', read.ufix64),
  };
}
