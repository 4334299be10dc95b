/** FLOW movements with the events FlowToken and FungibleToken emit (Cadence 1.0). */
import { cadence } from '../../../emulator/src/json-cadence.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import type { LedgerAccount } from '../ledger.ts';
import { emitDeposited, emitWithdrawn, insufficientBalance } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

/** The 16-hex address of a system contract (the zero address if the chain has none). */
function contractHex(ctx: TransactionContext, name: string): string {
  return hexAddress(ctx.contracts[name] ?? '0x0');
}

export function flowVaultType(ctx: TransactionContext): string {
  return `A.${contractHex(ctx, 'FlowToken')}.FlowToken.Vault`;
}

/** Withdraws FLOW from an account's vault (the FungibleToken pre-condition applies). */
export function withdrawFlow(
  ctx: TransactionContext,
  from: LedgerAccount,
  amount: bigint,
): { uuid: bigint; amount: bigint } {
  const vault = from.flowVault;
  if (vault === null) throw new Error('withdrawFlow: no vault');
  if (vault.balance < amount) insufficientBalance(ctx, amount, vault.balance);
  vault.balance -= amount;
  const withdrawn = { uuid: ctx.ledger.nextUuid(), amount };
  // FlowToken's own event comes from its withdraw body, before the standard's post-condition.
  ctx.emit(`A.${contractHex(ctx, 'FlowToken')}.FlowToken.TokensWithdrawn`, {
    amount: cadence.ufix64(amount),
    from: cadence.optional(cadence.address(from.address)),
  });
  emitWithdrawn(ctx, flowVaultType(ctx), from, vault, withdrawn);
  return withdrawn;
}

/** Deposits a withdrawn FLOW vault into an account's vault. */
export function depositFlow(
  ctx: TransactionContext,
  to: LedgerAccount,
  withdrawn: { uuid: bigint; amount: bigint },
): void {
  const vault = to.flowVault;
  if (vault === null) throw new Error('depositFlow: no vault');
  vault.balance += withdrawn.amount;
  ctx.emit(`A.${contractHex(ctx, 'FlowToken')}.FlowToken.TokensDeposited`, {
    amount: cadence.ufix64(withdrawn.amount),
    to: cadence.optional(cadence.address(to.address)),
  });
  emitDeposited(ctx, flowVaultType(ctx), to, vault, withdrawn);
}
