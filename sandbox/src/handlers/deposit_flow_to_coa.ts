import { ufix64Arg } from '../json-cadence.ts';
import { depositFlowToEvm } from './evm-flow.ts';
import { withdrawFlow } from './flow-token.ts';
import type { TransactionHandler } from './types.ts';

/** FLOW from the signer's vault to their COA: the COA and the vault are borrowed in that order. */
export const depositFlowToCoa: TransactionHandler = {
  kind: 'transaction',
  file: 'transactions/deposit_flow_to_coa.cdc',
  execute(ctx) {
    const amount = ufix64Arg(ctx.args[0]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('deposit_flow_to_coa needs one authorizer');
    if (signer.coa === null) {
      return ctx.panic('The signer has no COA at /storage/evm', 'panic("The signer has no COA');
    }
    if (signer.flowVault === null) {
      return ctx.panic(
        'The signer has no FLOW vault at /storage/flowTokenVault',
        'panic("The signer has no FLOW vault',
      );
    }
    const sent = withdrawFlow(ctx, signer, amount);
    depositFlowToEvm(ctx, signer.coa.evmAddress, sent);
    ctx.checkStorage(signer);
  },
};
