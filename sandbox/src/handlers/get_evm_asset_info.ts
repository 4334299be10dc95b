import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS } from '../../../emulator/test/metadata-text.ts';
import {
  associatedType,
  type BridgeAsset,
  calculateBridgeFee,
  erc20At,
  erc20BalanceOf,
  erc721At,
  evmAddressRequiresOnboarding,
  evmContractKind,
  FEE_ESTIMATE_BYTES,
} from '../bridge.ts';
import { normalizeEvmAddress, WFLOW_ADDRESS } from '../evm.ts';
import { defineScriptHandler } from './define-handler.ts';
import { parseEvmAddress } from './evm-flow.ts';

/** WFLOW's name(), symbol() and decimals() (the WFLOW9 contract at its well-known address). */
const WFLOW_METADATA = { name: 'Wrapped Flow', symbol: 'WFLOW', decimals: 18 } as const;

const optionalString = (value: string | null): JsonCadence =>
  cadence.optional(value === null ? null : cadence.string(value));

const KIND_OF_ASSET: Record<BridgeAsset, 'erc20' | 'erc721'> = { ft: 'erc20', nft: 'erc721' };

/**
 * An EVM contract as the bridge sees it (scripts/get_evm_asset_info.cdc): the kind of its
 * associated Cadence type once onboarded, else the factory's isERC721 / isERC20; name / symbol
 * (cut, nil when they revert) / decimals, `evmAddressRequiresOnboarding`, the associated
 * Cadence type, balanceOf(the owner's COA) and the fees. Only the contracts the sandbox models
 * (the bridge's ERC-20s and ERC-721s, WFLOW) are assets; any other address is "unknown".
 */
export const getEvmAssetInfo = defineScriptHandler('scripts/get_evm_asset_info.cdc', {
  run(ctx, { owner, evmContractHex }) {
    const address = parseEvmAddress(ctx, evmContractHex);
    const { state } = ctx.ledger;
    const associated = state.bridge.associations.find(
      (a) => a.evmAddress === normalizeEvmAddress(address),
    );
    const kind = associated ? KIND_OF_ASSET[associated.asset] : evmContractKind(state, address);
    const coa = ctx.ledger.account(owner)?.coa ?? null;

    let name: string | null = null;
    let symbol: string | null = null;
    let decimals: number | null = null;
    let coaBalance: bigint | null = null;
    if (kind === 'erc20') {
      const erc20 = erc20At(state, address);
      const metadata = normalizeEvmAddress(address) === WFLOW_ADDRESS ? WFLOW_METADATA : erc20;
      const names = erc20?.namesRevert ? null : metadata;
      name = names?.name ?? null;
      symbol = names?.symbol ?? null;
      decimals = metadata?.decimals ?? null;
      coaBalance = coa === null ? null : erc20BalanceOf(state, address, coa.evmAddress);
    } else if (kind === 'erc721') {
      const erc721 = erc721At(state, address);
      name = erc721?.name ?? null;
      symbol = erc721?.symbol ?? null;
      coaBalance =
        coa === null
          ? null
          : BigInt(erc721?.owned[normalizeEvmAddress(coa.evmAddress)]?.length ?? 0);
    }
    const requiresOnboarding = evmAddressRequiresOnboarding(state, ctx.contracts, address);
    const feePerAsset = calculateBridgeFee(state.bridge, FEE_ESTIMATE_BYTES);
    return cadence.struct(`s.${ctx.location}.EvmAssetInfo`, {
      kind: cadence.string(kind),
      name: optionalString(name === null ? null : clipped(name, METADATA_LIMITS.name)),
      symbol: optionalString(symbol === null ? null : clipped(symbol, METADATA_LIMITS.symbol)),
      decimals: cadence.optional(decimals === null ? null : cadence.uint8(decimals)),
      requiresOnboarding: cadence.optional(
        requiresOnboarding === null ? null : cadence.bool(requiresOnboarding),
      ),
      associatedType: optionalString(associatedType(state, ctx.contracts, address)),
      coaBalance: cadence.optional(coaBalance === null ? null : cadence.uint256(coaBalance)),
      paused: cadence.bool(state.bridge.paused),
      feePerAsset: cadence.ufix64(feePerAsset),
      onboardFee: cadence.ufix64(state.bridge.onboardFee),
    });
  },
});
