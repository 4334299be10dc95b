import type { EvmAddress } from '../../evm-address.ts';
import { readEvmAddressHex } from '../bridge-read.ts';
import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_bridge_quote.cdc?raw';

export const getBridgeQuoteScript = defineScript(cadence, [['typeIdentifier', 'String']]);

/** What bridging one Cadence asset type costs (fees in UFix64 units, 1e-8 FLOW). */
export interface BridgeQuote {
  /** The whole bridge is paused: every bridge transaction fails. */
  readonly paused: boolean;
  /** null: the type does not exist or the bridge cannot move it (neither a token nor an NFT). */
  readonly requiresOnboarding: boolean | null;
  /** The associated ERC-20 / ERC-721, once onboarded (EIP-55). */
  readonly evmAddress: EvmAddress | null;
  /** FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000): the most one asset may cost. */
  readonly feePerAsset: bigint;
  readonly onboardFee: bigint;
}

/**
 * The fee rule the bridge transactions assert: feePerAsset × assets (1 for tokens), plus the
 * onboarding fee when the type must be onboarded first. Pass it as their `maxFee`.
 */
export function bridgeFeeEstimate(
  quote: Pick<BridgeQuote, 'feePerAsset' | 'onboardFee'>,
  assets: number,
  requiresOnboarding: boolean,
): bigint {
  if (!Number.isSafeInteger(assets) || assets < 1) throw new RangeError('assets must be ≥ 1');
  return quote.feePerAsset * BigInt(assets) + (requiresOnboarding ? quote.onboardFee : 0n);
}

const optionalEvmAddress = (value: unknown, path: string): EvmAddress | null =>
  read.optional(value, path, readEvmAddressHex);

export function decodeBridgeQuote(value: unknown): BridgeQuote {
  const struct = read.struct(value);
  return {
    paused: field(struct, 'paused', read.bool),
    requiresOnboarding: field(struct, 'requiresOnboarding', (v, p) =>
      read.optional(v, p, read.bool),
    ),
    evmAddress: field(struct, 'evmAddress', optionalEvmAddress),
    feePerAsset: field(struct, 'feePerAsset', read.ufix64),
    onboardFee: field(struct, 'onboardFee', read.ufix64),
  };
}
