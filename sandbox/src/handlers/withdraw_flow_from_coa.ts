import { coaWithdraw } from './coa.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { depositFlow } from './flow-token.ts';
import { requireFlowVault, signerCoa, soleSigner } from './signer.ts';

/** FLOW from the signer's COA to their vault: the COA's withdraw, then the vault's deposit. */
export const withdrawFlowFromCoa = defineTransactionHandler(
  'transactions/withdraw_flow_from_coa.cdc',
  {
    errorSites: ['panic("The signer has no COA', 'panic("The signer has no FLOW vault'],
    execute(ctx, { amount }) {
      const signer = soleSigner(ctx, 'withdraw_flow_from_coa');
      const coa = signerCoa(ctx, signer);
      requireFlowVault(ctx, signer);
      const withdrawn = coaWithdraw(ctx, coa, amount);
      depositFlow(ctx, signer, withdrawn);
    },
  },
);
