import { cadence } from '../../../emulator/src/json-cadence.ts';
import {
  associatedEvmAddress,
  calculateBridgeFee,
  compositeKind,
  FEE_ESTIMATE_BYTES,
  typeRequiresOnboarding,
} from '../bridge.ts';
import { defineScriptHandler } from './define-handler.ts';

/**
 * The bridge quote of one Cadence type (scripts/get_bridge_quote.cdc): the pause flag,
 * `typeRequiresOnboarding` (nil for a type `CompositeType` cannot build or that is neither a
 * token nor an NFT), the associated EVM address, `calculateBridgeFee(bytes: 400_000)` and the
 * onboarding fee.
 */
export const getBridgeQuote = defineScriptHandler('scripts/get_bridge_quote.cdc', {
  run(ctx, { typeIdentifier: identifier }) {
    const { state } = ctx.ledger;
    const exists = compositeKind(state, ctx.contracts, identifier) !== null;
    const requiresOnboarding = exists
      ? typeRequiresOnboarding(state, ctx.contracts, identifier)
      : null;
    const evmAddress = exists ? associatedEvmAddress(state, ctx.contracts, identifier) : null;
    return cadence.struct(`s.${ctx.location}.BridgeQuote`, {
      paused: cadence.bool(state.bridge.paused),
      requiresOnboarding: cadence.optional(
        requiresOnboarding === null ? null : cadence.bool(requiresOnboarding),
      ),
      evmAddress: cadence.optional(
        evmAddress === null ? null : cadence.string(evmAddress.slice(2)),
      ),
      feePerAsset: cadence.ufix64(calculateBridgeFee(state.bridge, FEE_ESTIMATE_BYTES)),
      onboardFee: cadence.ufix64(state.bridge.onboardFee),
    });
  },
});
