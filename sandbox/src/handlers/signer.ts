/**
 * What a transaction borrows from its one signer, each failing with the panic of its
 * `?? panic(…)` in the transaction's source (the same text in every file that borrows it).
 */
import type { Coa, LedgerAccount } from '../ledger.ts';
import type { TransactionContext } from './types.ts';

/** The transaction's one authorizer (`name`: the transaction, for the sandbox's own error). */
export function soleSigner(ctx: TransactionContext, name: string): LedgerAccount {
  const signer = ctx.signers[0];
  if (signer === undefined) throw new Error(`${name} needs one authorizer`);
  return signer;
}

/** `signer.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)`. */
export function signerCoa(ctx: TransactionContext, signer: LedgerAccount): Coa {
  if (signer.coa === null) {
    return ctx.panic('The signer has no COA at /storage/evm', 'panic("The signer has no COA');
  }
  return signer.coa;
}

/** `signer.storage.borrow<…FlowToken.Vault>(from: /storage/flowTokenVault)`. */
export function requireFlowVault(ctx: TransactionContext, signer: LedgerAccount): void {
  if (signer.flowVault === null) {
    ctx.panic(
      'The signer has no FLOW vault at /storage/flowTokenVault',
      'panic("The signer has no FLOW vault',
    );
  }
}
