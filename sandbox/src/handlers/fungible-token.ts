/**
 * Fungible-token movements as flow-ft v2 (Cadence 1.0) makes them: the FungibleToken.Vault
 * interface's withdraw pre-condition, and the FungibleToken.Withdrawn / Deposited events its
 * post-conditions emit (with the vault's type identifier, uuids and balance after). Tokens
 * written to the v2 standard (flow-ft's ExampleToken) emit no events of their own; FlowToken
 * also emits its legacy TokensWithdrawn / TokensDeposited (flow-token.ts).
 */

import { cadence } from '../../../emulator/src/json-cadence.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import { formatUFix64 } from '../../../src/flow/ufix64.ts';
import type { FungibleTokenVault, LedgerAccount } from '../ledger.ts';
import type { TransactionContext } from './types.ts';

/** A vault taken out of an account by `withdraw`, on its way to a `deposit`. */
export interface WithdrawnVault {
  readonly uuid: bigint;
  readonly amount: bigint;
}

export function fungibleTokenHex(ctx: TransactionContext): string {
  return hexAddress(ctx.contracts.FungibleToken ?? '0x0');
}

/**
 * Fails like FungibleToken.Vault.withdraw's pre-condition `self.balance >= amount` (the text of
 * the flow-ft release the sandbox follows, at its position in FungibleToken.cdc).
 */
export function insufficientBalance(
  ctx: TransactionContext,
  amount: bigint,
  balance: bigint,
): never {
  return ctx.preconditionFailed(
    'FungibleToken.Vault.withdraw: Cannot withdraw tokens! ' +
      `The amount requested to be withdrawn (${formatUFix64(amount)}) is greater than the ` +
      `balance of the Vault (${formatUFix64(balance)}).`,
    `${fungibleTokenHex(ctx)}.FungibleToken:211:16`,
  );
}

/** Withdraws from a (non-FLOW) token vault, with the event FungibleToken emits. */
export function withdrawFromVault(
  ctx: TransactionContext,
  owner: LedgerAccount,
  vault: FungibleTokenVault,
  amount: bigint,
): WithdrawnVault {
  if (vault.balance < amount) insufficientBalance(ctx, amount, vault.balance);
  vault.balance -= amount;
  const withdrawn = { uuid: ctx.ledger.nextUuid(), amount };
  emitWithdrawn(ctx, vault.typeIdentifier, owner, vault, withdrawn);
  return withdrawn;
}

/** Deposits a withdrawn vault into a (non-FLOW) token vault of the same type. */
export function depositToVault(
  ctx: TransactionContext,
  owner: LedgerAccount,
  vault: FungibleTokenVault,
  withdrawn: WithdrawnVault,
): void {
  vault.balance += withdrawn.amount;
  emitDeposited(ctx, vault.typeIdentifier, owner, vault, withdrawn);
}

/** A vault as the standard's events describe it: its uuid and its balance after the move. */
interface VaultState {
  readonly uuid: bigint;
  readonly balance: bigint;
}

/** FungibleToken.Withdrawn, as the standard's withdraw post-condition emits it (any token). */
export function emitWithdrawn(
  ctx: TransactionContext,
  type: string,
  owner: LedgerAccount,
  vault: VaultState,
  withdrawn: WithdrawnVault,
): void {
  ctx.emit(`A.${fungibleTokenHex(ctx)}.FungibleToken.Withdrawn`, {
    type: cadence.string(type),
    amount: cadence.ufix64(withdrawn.amount),
    from: cadence.optional(cadence.address(owner.address)),
    fromUUID: cadence.uint64(vault.uuid),
    withdrawnUUID: cadence.uint64(withdrawn.uuid),
    balanceAfter: cadence.ufix64(vault.balance),
  });
}

/** FungibleToken.Deposited, as the standard's deposit post-condition emits it (any token). */
export function emitDeposited(
  ctx: TransactionContext,
  type: string,
  owner: LedgerAccount,
  vault: VaultState,
  deposited: WithdrawnVault,
): void {
  ctx.emit(`A.${fungibleTokenHex(ctx)}.FungibleToken.Deposited`, {
    type: cadence.string(type),
    amount: cadence.ufix64(deposited.amount),
    to: cadence.optional(cadence.address(owner.address)),
    toUUID: cadence.uint64(vault.uuid),
    depositedUUID: cadence.uint64(deposited.uuid),
    balanceAfter: cadence.ufix64(vault.balance),
  });
}
