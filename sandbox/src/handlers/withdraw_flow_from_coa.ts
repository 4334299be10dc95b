import { ufix64Arg } from '../json-cadence.ts';
import { coaWithdraw } from './coa.ts';
import { depositFlow } from './flow-token.ts';
import { requireFlowVault, signerCoa, soleSigner } from './signer.ts';
import type { TransactionHandler } from './types.ts';

/** FLOW from the signer's COA to their vault: the COA's withdraw, then the vault's deposit. */
export const withdrawFlowFromCoa: TransactionHandler = {
  kind: 'transaction',
  file: 'transactions/withdraw_flow_from_coa.cdc',
  execute(ctx) {
    const amount = ufix64Arg(ctx.args[0]);
    const signer = soleSigner(ctx, 'withdraw_flow_from_coa');
    const coa = signerCoa(ctx, signer);
    requireFlowVault(ctx, signer);
    const withdrawn = coaWithdraw(ctx, coa, amount);
    depositFlow(ctx, signer, withdrawn);
  },
};
