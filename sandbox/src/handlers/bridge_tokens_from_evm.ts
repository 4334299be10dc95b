import { cadenceRuntimeError } from '../../../fault-proxy/src/errors.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import { erc20At, erc20BalanceOf, erc20ToUfix64, erc721At } from '../bridge.ts';
import { normalizeEvmAddress } from '../evm.ts';
import type { FungibleTokenVault } from '../ledger.ts';
import { withdrawTokens } from './bridge-ops.ts';
import {
  bridgeSigner,
  checkFeeEstimate,
  onboardedEvmAddress,
  requireVaultData,
} from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { depositToVault } from './fungible-token.ts';
import { signerCoa } from './signer.ts';

const FILE = 'transactions/bridge_tokens_from_evm.cdc';

/**
 * ERC-20 tokens from the signer's COA back to a Cadence vault
 * (transactions/bridge_tokens_from_evm.cdc): the pause check, the COA, the type (an EVM-native
 * token's exists once onboarded), its onboarding, the COA's balance and the amount's Cadence
 * precision, the vault (created when missing), the fee estimate; then the bridge.
 */
export const bridgeTokensFromEvm = defineTransactionHandler(FILE, {
  errorSites: [
    '!FlowEVMBridgeConfig.isPaused()',
    '!requiresOnboarding',
    'balance >= amount',
    'convertERC20AmountToCadenceAmount',
    'estimate <= maxFee',
    'panic("No token type',
    'panic("The bridge cannot move',
    'panic("The signer has no COA',
    'panic("The signer\'s storage',
    'panic("The token contract',
    'self.vaultType != Type<@FlowToken.Vault>()',
  ],
  execute(ctx, { vaultIdentifier, amount, maxFee }) {
    const { state } = ctx.ledger;

    const signer = bridgeSigner(ctx, FILE);
    const coa = signerCoa(ctx, signer);
    const evmAddress = onboardedEvmAddress(ctx, vaultIdentifier, 'ft');
    const erc20 = erc20At(state, evmAddress);
    const erc721 = erc721At(state, evmAddress);
    // An onboarded NFT type has an ERC-721: balanceOf answers its count, decimals() reverts.
    const balance =
      erc721 === undefined
        ? erc20BalanceOf(state, evmAddress, coa.evmAddress)
        : BigInt(erc721.owned[normalizeEvmAddress(coa.evmAddress)]?.length ?? 0);
    if (balance < amount) {
      ctx.assertionFailed(
        `The COA holds ${balance} units of this token, less than the ${amount} requested`,
        'balance >= amount',
      );
    }
    if (erc20 === undefined) {
      throw cadenceRuntimeError(
        'assertion failed: Call for EVM asset decimals failed',
        `${hexAddress(ctx.contracts.FlowEVMBridgeUtils ?? '0x0')}.FlowEVMBridgeUtils:630:8`,
      );
    }
    if (erc20ToUfix64(amount, erc20.decimals) === 0n) {
      ctx.assertionFailed(
        'The amount is below 0.00000001, the smallest amount a Cadence vault can hold',
        'convertERC20AmountToCadenceAmount',
      );
    }
    const data = requireVaultData(ctx, vaultIdentifier);
    let vault = signer.vaults.find(
      (candidate) => candidate.storagePath === data.template.storagePath,
    );
    if (vault === undefined) {
      const created: FungibleTokenVault = {
        ...data.template,
        uuid: ctx.ledger.nextUuid(),
        balance: 0n,
      };
      signer.vaults.push(created);
      vault = created;
    }
    if (vault.typeIdentifier !== vaultIdentifier) {
      return ctx.panic(
        `The signer's storage at ${data.template.storagePath} holds no vault of this token`,
        'panic("The signer\'s storage',
      );
    }
    checkFeeEstimate(ctx, { assets: 1, onboarding: false }, maxFee);

    const received = withdrawTokens(ctx, signer, coa, vaultIdentifier, amount);
    depositToVault(ctx, signer, vault, received);
    ctx.checkStorage(signer);
  },
});
