import { evmAddressRequiresOnboarding, evmContractKind } from '../bridge.ts';
import { onboardByEvmAddress } from './bridge-ops.ts';
import { bridgeSigner, checkFeeEstimate } from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { addressFromString } from './evm-flow.ts';

const FILE = 'transactions/onboard_evm_asset.cdc';

/**
 * Onboards an EVM-native ERC-20 / ERC-721 (transactions/onboard_evm_asset.cdc): the pause check,
 * `EVM.addressFromString`, whether the bridge can and must onboard it, the fee estimate (the
 * onboarding fee) against maxFee; then `FlowEVMBridge.onboardByEVMAddress`.
 */
export const onboardEvmAsset = defineTransactionHandler(FILE, {
  errorSites: [
    '!FlowEVMBridgeConfig.isPaused()',
    'assert(requiresOnboarding',
    'estimate <= maxFee',
    'panic("The EVM contract',
  ],
  execute(ctx, { contractAddressHex, maxFee }) {
    const { state } = ctx.ledger;

    const signer = bridgeSigner(ctx, FILE, 'onboarded');
    const address = addressFromString(ctx, contractAddressHex);
    const requiresOnboarding = evmAddressRequiresOnboarding(state, ctx.contracts, address);
    if (requiresOnboarding === null) {
      return ctx.panic(
        `The EVM contract ${address} is neither an ERC-20 nor an ERC-721: the bridge cannot move it`,
        'panic("The EVM contract',
      );
    }
    if (!requiresOnboarding) {
      ctx.assertionFailed(
        `The EVM contract ${address} is already onboarded to the bridge`,
        'assert(requiresOnboarding',
      );
    }
    checkFeeEstimate(ctx, { assets: 0, onboarding: true }, maxFee);

    onboardByEvmAddress(
      ctx,
      signer,
      address,
      evmContractKind(state, address) === 'erc721' ? 'nft' : 'ft',
    );
    ctx.checkStorage(signer);
  },
});
