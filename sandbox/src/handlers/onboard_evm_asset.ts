import { evmAddressRequiresOnboarding, evmContractKind } from '../bridge.ts';
import { stringArg, ufix64Arg } from '../json-cadence.ts';
import {
  assertionFailed,
  checkFeeEstimate,
  checkNotPaused,
  onboardByEvmAddress,
} from './bridge-ops.ts';
import { addressFromString } from './evm-flow.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/onboard_evm_asset.cdc';

/**
 * Onboards an EVM-native ERC-20 / ERC-721 (transactions/onboard_evm_asset.cdc): the pause check,
 * `EVM.addressFromString`, whether the bridge can and must onboard it, the fee estimate (the
 * onboarding fee) against maxFee; then `FlowEVMBridge.onboardByEVMAddress`.
 */
export const onboardEvmAsset: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const contractAddressHex = stringArg(ctx.args[0]);
    const maxFee = ufix64Arg(ctx.args[1]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('onboard_evm_asset needs one authorizer');
    const { state } = ctx.ledger;

    checkNotPaused(ctx, FILE, 'The bridge is paused: nothing can be onboarded until it resumes');
    const address = addressFromString(ctx, contractAddressHex);
    const requiresOnboarding = evmAddressRequiresOnboarding(state, ctx.contracts, address);
    if (requiresOnboarding === null) {
      return ctx.panic(
        `The EVM contract ${address} is neither an ERC-20 nor an ERC-721: the bridge cannot move it`,
        'panic("The EVM contract',
      );
    }
    if (!requiresOnboarding) {
      assertionFailed(
        ctx,
        FILE,
        `The EVM contract ${address} is already onboarded to the bridge`,
        'assert(requiresOnboarding',
      );
    }
    checkFeeEstimate(ctx, FILE, state.bridge.onboardFee, maxFee);

    onboardByEvmAddress(
      ctx,
      signer,
      address,
      evmContractKind(state, address) === 'erc721' ? 'nft' : 'ft',
    );
    ctx.checkStorage(signer);
  },
};
