import { compositeKind, typeRequiresOnboarding } from '../bridge.ts';
import { stringArg, ufix64Arg } from '../json-cadence.ts';
import {
  assertionFailed,
  checkFeeEstimate,
  checkNotPaused,
  depositTokens,
  feePerAsset,
  onboardByType,
  signerCoa,
  tokenVaultData,
} from './bridge-ops.ts';
import { flowVaultType } from './flow-token.ts';
import { withdrawFromVault } from './fungible-token.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/bridge_tokens_to_evm.cdc';

/**
 * Fungible tokens from the signer's vault to its COA (transactions/bridge_tokens_to_evm.cdc), in
 * the Cadence's order: the pause and amount checks, the COA, the type, the vault and its
 * withdrawal, the fee estimate against maxFee; then onboarding (when needed) and the bridge.
 */
export const bridgeTokensToEvm: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const vaultIdentifier = stringArg(ctx.args[0]);
    const amount = ufix64Arg(ctx.args[1]);
    const maxFee = ufix64Arg(ctx.args[2]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('bridge_tokens_to_evm needs one authorizer');
    const { state } = ctx.ledger;

    checkNotPaused(ctx, FILE, 'The bridge is paused: nothing can be bridged until it resumes');
    if (amount === 0n) {
      assertionFailed(ctx, FILE, 'The amount to bridge must be above zero', 'amount > 0.0');
    }
    const coa = signerCoa(ctx, signer);
    if (compositeKind(state, ctx.contracts, vaultIdentifier) === null) {
      return ctx.panic(`No token type ${vaultIdentifier} on this network`, 'panic("No token type');
    }
    if (vaultIdentifier === flowVaultType(ctx)) {
      assertionFailed(
        ctx,
        FILE,
        'FLOW moves to the COA with a deposit, not through the bridge',
        'self.vaultType != Type<@FlowToken.Vault>()',
      );
    }
    const requiresOnboarding = typeRequiresOnboarding(state, ctx.contracts, vaultIdentifier);
    if (requiresOnboarding === null) {
      return ctx.panic(
        `The bridge cannot move ${vaultIdentifier}: it is neither a fungible token nor an NFT`,
        'panic("The bridge cannot move',
      );
    }
    const data = tokenVaultData(ctx, vaultIdentifier);
    if (data === null) {
      return ctx.panic(
        'The token contract does not describe its vault (FTVaultData view)',
        'panic("The token contract',
      );
    }
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

    const estimate = feePerAsset(ctx) + (requiresOnboarding ? state.bridge.onboardFee : 0n);
    checkFeeEstimate(ctx, FILE, estimate, maxFee);

    if (requiresOnboarding) onboardByType(ctx, signer, vaultIdentifier, 'ft');
    depositTokens(ctx, signer, coa, vaultIdentifier, sent);
    ctx.checkStorage(signer);
  },
};
