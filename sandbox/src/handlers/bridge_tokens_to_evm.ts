import { depositTokens, onboardByType } from './bridge-ops.ts';
import {
  bridgeSigner,
  checkFeeEstimate,
  requiresOnboardingToEvm,
  requireVaultData,
} from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { withdrawFromVault } from './fungible-token.ts';
import { signerCoa } from './signer.ts';

const FILE = 'transactions/bridge_tokens_to_evm.cdc';

/**
 * Fungible tokens from the signer's vault to its COA (transactions/bridge_tokens_to_evm.cdc), in
 * the Cadence's order: the pause and amount checks, the COA, the type, the vault and its
 * withdrawal, the fee estimate against maxFee; then onboarding (when needed) and the bridge.
 */
export const bridgeTokensToEvm = defineTransactionHandler(FILE, {
  errorSites: [
    '!FlowEVMBridgeConfig.isPaused()',
    'amount > 0.0',
    'estimate <= maxFee',
    'panic("No token type',
    'panic("The bridge cannot move',
    'panic("The signer has no COA',
    'panic("The signer has no vault',
    'panic("The token contract',
    'self.vaultType != Type<@FlowToken.Vault>()',
  ],
  execute(ctx, { vaultIdentifier, amount, maxFee }) {
    const signer = bridgeSigner(ctx, FILE);
    if (amount === 0n) {
      ctx.assertionFailed('The amount to bridge must be above zero', 'amount > 0.0');
    }
    const coa = signerCoa(ctx, signer);
    const requiresOnboarding = requiresOnboardingToEvm(ctx, vaultIdentifier, 'ft');
    const data = requireVaultData(ctx, vaultIdentifier);
    const vault = signer.vaults.find(
      (candidate) =>
        candidate.storagePath === data.template.storagePath &&
        candidate.typeIdentifier === vaultIdentifier,
    );
    if (vault === undefined) {
      return ctx.panic(
        `The signer has no vault of this token at ${data.template.storagePath}`,
        'panic("The signer has no vault',
      );
    }
    const sent = withdrawFromVault(ctx, signer, vault, amount);
    checkFeeEstimate(ctx, { assets: 1, onboarding: requiresOnboarding }, maxFee);

    if (requiresOnboarding) onboardByType(ctx, signer, vaultIdentifier, 'ft');
    depositTokens(ctx, signer, coa, vaultIdentifier, sent);
    ctx.checkStorage(signer);
  },
});
