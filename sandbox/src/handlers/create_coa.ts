import { createCadenceOwnedAccount } from './coa.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { depositFlowToEvm } from './evm-flow.ts';
import { withdrawFlow } from './flow-token.ts';
import type { WithdrawnVault } from './fungible-token.ts';
import { requireFlowVault, soleSigner } from './signer.ts';

/**
 * Creates the signer's COA and funds it: the withdraw in `prepare` (none for 0.0, which makes
 * an empty vault), then `EVM.createCadenceOwnedAccount()` and the COA's deposit in `execute`.
 */
export const createCoa = defineTransactionHandler('transactions/create_coa.cdc', {
  errorSites: ['panic("The signer already', 'panic("The signer has no FLOW vault'],
  execute(ctx, { amount }) {
    const signer = soleSigner(ctx, 'create_coa');
    if (signer.coa !== null) {
      return ctx.panic(
        'The signer already has a value at /storage/evm',
        'panic("The signer already',
      );
    }
    let funding: WithdrawnVault;
    if (amount > 0n) {
      requireFlowVault(ctx, signer);
      funding = withdrawFlow(ctx, signer, amount);
    } else {
      funding = { uuid: ctx.ledger.nextUuid(), amount: 0n };
    }
    const coa = createCadenceOwnedAccount(ctx, signer);
    depositFlowToEvm(ctx, coa.evmAddress, funding);
    ctx.checkStorage(signer);
  },
});
