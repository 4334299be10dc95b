import { defineTransactionHandler } from './define-handler.ts';
import { depositFlowToEvm } from './evm-flow.ts';
import { withdrawFlow } from './flow-token.ts';
import { requireFlowVault, signerCoa, soleSigner } from './signer.ts';

/** FLOW from the signer's vault to their COA: the COA and the vault are borrowed in that order. */
export const depositFlowToCoa = defineTransactionHandler('transactions/deposit_flow_to_coa.cdc', {
  errorSites: ['panic("The signer has no COA', 'panic("The signer has no FLOW vault'],
  execute(ctx, { amount }) {
    const signer = soleSigner(ctx, 'deposit_flow_to_coa');
    const coa = signerCoa(ctx, signer);
    requireFlowVault(ctx, signer);
    const sent = withdrawFlow(ctx, signer, amount);
    depositFlowToEvm(ctx, coa.evmAddress, sent);
    ctx.checkStorage(signer);
  },
});
