import {
  associatedEvmAddress,
  compositeKind,
  erc20At,
  erc20BalanceOf,
  erc20ToUfix64,
  erc721At,
  typeRequiresOnboarding,
} from '../bridge.ts';
import { cadenceRuntimeError } from '../errors.ts';
import { normalizeEvmAddress } from '../evm.ts';
import { integerArg, stringArg, ufix64Arg } from '../json-cadence.ts';
import type { FungibleTokenVault } from '../ledger.ts';
import { hexAddress } from '../util.ts';
import {
  assertionFailed,
  checkFeeEstimate,
  checkNotPaused,
  feePerAsset,
  signerCoa,
  tokenVaultData,
  withdrawTokens,
} from './bridge-ops.ts';
import { flowVaultType } from './flow-token.ts';
import { depositToVault } from './fungible-token.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/bridge_tokens_from_evm.cdc';

/**
 * ERC-20 tokens from the signer's COA back to a Cadence vault
 * (transactions/bridge_tokens_from_evm.cdc): the pause check, the COA, the type (an EVM-native
 * token's exists once onboarded), its onboarding, the COA's balance and the amount's Cadence
 * precision, the vault (created when missing), the fee estimate; then the bridge.
 */
export const bridgeTokensFromEvm: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const vaultIdentifier = stringArg(ctx.args[0]);
    const amount = integerArg(ctx.args[1]);
    const maxFee = ufix64Arg(ctx.args[2]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('bridge_tokens_from_evm needs one authorizer');
    const { state } = ctx.ledger;

    checkNotPaused(ctx, FILE, 'The bridge is paused: nothing can be bridged until it resumes');
    const coa = signerCoa(ctx, signer);
    if (compositeKind(state, ctx.contracts, vaultIdentifier) === null) {
      return ctx.panic(
        `No token type ${vaultIdentifier} on this network: an EVM-native token gets one when its ERC-20 is onboarded to the bridge`,
        'panic("No token type',
      );
    }
    if (vaultIdentifier === flowVaultType(ctx)) {
      assertionFailed(
        ctx,
        FILE,
        'FLOW moves from the COA with a withdrawal, not through the bridge',
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
    if (requiresOnboarding) {
      assertionFailed(
        ctx,
        FILE,
        `The bridge has not onboarded ${vaultIdentifier}: there is nothing of it on Flow EVM`,
        '!requiresOnboarding',
      );
    }
    const evmAddress = associatedEvmAddress(state, ctx.contracts, vaultIdentifier);
    if (evmAddress === null) throw new Error(`${vaultIdentifier} is onboarded without an address`);
    const erc20 = erc20At(state, evmAddress);
    const erc721 = erc721At(state, evmAddress);
    // An onboarded NFT type has an ERC-721: balanceOf answers its count, decimals() reverts.
    const balance =
      erc721 === undefined
        ? erc20BalanceOf(state, evmAddress, coa.evmAddress)
        : BigInt(erc721.owned[normalizeEvmAddress(coa.evmAddress)]?.length ?? 0);
    if (balance < amount) {
      assertionFailed(
        ctx,
        FILE,
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
      assertionFailed(
        ctx,
        FILE,
        'The amount is below 0.00000001, the smallest amount a Cadence vault can hold',
        'convertERC20AmountToCadenceAmount',
      );
    }
    const data = tokenVaultData(ctx, vaultIdentifier);
    if (data === null) {
      return ctx.panic(
        'The token contract does not describe its vault (FTVaultData view)',
        'panic("The token contract',
      );
    }
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

    checkFeeEstimate(ctx, FILE, feePerAsset(ctx), maxFee);

    const received = withdrawTokens(ctx, signer, coa, vaultIdentifier, amount);
    depositToVault(ctx, signer, vault, received);
    ctx.checkStorage(signer);
  },
};
