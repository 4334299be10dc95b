import { ufix64Arg } from '../json-cadence.ts';
import { coaWithdraw } from './coa.ts';
import { depositFlow } from './flow-token.ts';
import type { TransactionHandler } from './types.ts';

/** FLOW from the signer's COA to their vault: the COA's withdraw, then the vault's deposit. */
export const withdrawFlowFromCoa: TransactionHandler = {
  kind: 'transaction',
  file: 'transactions/withdraw_flow_from_coa.cdc',
  execute(ctx) {
    const amount = ufix64Arg(ctx.args[0]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('withdraw_flow_from_coa needs one authorizer');
    if (signer.coa === null) {
      return ctx.panic('The signer has no COA at /storage/evm', 'panic("The signer has no COA');
    }
    if (signer.flowVault === null) {
      return ctx.panic(
        'The signer has no FLOW vault at /storage/flowTokenVault',
        'panic("The signer has no FLOW vault',
      );
    }
    const withdrawn = coaWithdraw(ctx, signer.coa, amount);
    depositFlow(ctx, signer, withdrawn);
  },
};
