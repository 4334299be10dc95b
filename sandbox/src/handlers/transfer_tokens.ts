import { normalizeAddress } from '../../../fault-proxy/src/util.ts';
import type { FungibleTokenVault, Ledger, LedgerAccount } from '../ledger.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import { depositToVault, type WithdrawnVault, withdrawFromVault } from './fungible-token.ts';
import { soleSigner } from './signer.ts';
import type { TransactionContext } from './types.ts';

/** A fungible-token contract as transfer_tokens.cdc finds it, with its FTVaultData paths. */
interface TokenContract {
  readonly flow: boolean;
  readonly storagePath: string;
  readonly receiverPath: string;
  /** Whether the contract resolves the FTVaultData view. */
  readonly vaultData: boolean;
}

/**
 * `getAccount(address).contracts.borrow<&{FungibleToken}>(name: name)`: FlowToken at its
 * system address, or a token contract the ledger's vaults come from (the fixtures declare token
 * contracts through the vaults that hold them). Anything else (an NFT contract, a system
 * contract that is no token, a name nobody deployed there) is nil.
 */
function tokenContract(ledger: Ledger, address: string, name: string): TokenContract | null {
  if (name === 'FlowToken' && normalizeAddress(ledger.contracts.FlowToken ?? '0x0') === address) {
    return {
      flow: true,
      storagePath: '/storage/flowTokenVault',
      receiverPath: '/public/flowTokenReceiver',
      vaultData: true,
    };
  }
  for (const account of ledger.state.accounts) {
    const vault = account.vaults.find(
      (candidate) => candidate.contractAddress === address && candidate.contractName === name,
    );
    if (vault !== undefined) {
      return {
        flow: false,
        storagePath: vault.storagePath,
        receiverPath: vault.receiverPath,
        vaultData: vault.metadataViews,
      };
    }
  }
  return null;
}

function vaultOf(account: LedgerAccount, token: TokenContract): FungibleTokenVault | undefined {
  return account.vaults.find((vault) => vault.storagePath === token.storagePath);
}

/** `getAccount(to).capabilities.borrow<&{FungibleToken.Receiver}>(receiverPath)` succeeds. */
function canReceive(account: LedgerAccount | undefined, token: TokenContract): boolean {
  if (account === undefined) return false;
  if (token.flow) return account.flowVault?.receiver ?? false;
  return vaultOf(account, token)?.receiver ?? false;
}

/** The signer's vault of the token (`signer.storage.borrow(from: storagePath)`), withdrawn from. */
function withdraw(
  ctx: TransactionContext,
  signer: LedgerAccount,
  token: TokenContract,
  amount: bigint,
): WithdrawnVault & { readonly type: string | null } {
  const panicNoVault = (): never =>
    ctx.panic(
      `The signer has no vault of this token at ${token.storagePath}`,
      'panic("The signer has no vault',
    );
  if (token.flow) {
    if (signer.flowVault === null) return panicNoVault();
    return { ...withdrawFlow(ctx, signer, amount), type: null };
  }
  const vault = vaultOf(signer, token);
  if (vault === undefined) return panicNoVault();
  return { ...withdrawFromVault(ctx, signer, vault, amount), type: vault.typeIdentifier };
}

/** `receiver.deposit(from: <-self.sentVault)`. */
function deposit(
  ctx: TransactionContext,
  recipient: LedgerAccount,
  token: TokenContract,
  sent: WithdrawnVault & { readonly type: string | null },
): void {
  if (token.flow) {
    depositFlow(ctx, recipient, sent);
    return;
  }
  const vault = vaultOf(recipient, token);
  if (vault === undefined) throw new Error('deposit: no vault');
  if (vault.typeIdentifier !== sent.type) {
    // FungibleToken.Vault.deposit's type pre-condition, which the fixtures never reach.
    throw new Error(`deposit: the vault at ${vault.storagePath} holds ${vault.typeIdentifier}`);
  }
  depositToVault(ctx, recipient, vault, sent);
}

/**
 * Any fungible token (FLOW included) from the signer's vault to a Cadence address, through the
 * token contract's FTVaultData paths. Standard (v2) tokens emit only FungibleToken.Withdrawn /
 * Deposited; FlowToken adds its TokensWithdrawn / TokensDeposited.
 */
export const transferTokens = defineTransactionHandler('transactions/transfer_tokens.cdc', {
  errorSites: [
    'panic("No fungible token contract',
    'panic("The recipient',
    'panic("The signer has no vault',
    'panic("The token contract',
  ],
  execute(ctx, { amount, to, contractAddress, contractName }) {
    const signer = soleSigner(ctx, 'transfer_tokens');
    const token = tokenContract(ctx.ledger, contractAddress, contractName);
    if (token === null) {
      return ctx.panic(
        `No fungible token contract ${contractName} at ${contractAddress}`,
        'panic("No fungible token contract',
      );
    }
    if (!token.vaultData) {
      return ctx.panic(
        'The token contract does not describe its vault (FTVaultData view)',
        'panic("The token contract',
      );
    }
    const sent = withdraw(ctx, signer, token, amount);
    const recipient = ctx.ledger.account(to);
    if (recipient === undefined || !canReceive(recipient, token)) {
      return ctx.panic(
        `The recipient ${to} cannot receive this token: no receiver at ${token.receiverPath}`,
        'panic("The recipient',
      );
    }
    deposit(ctx, recipient, token, sent);
    if (token.flow) ctx.checkStorage(signer);
  },
});
