import { addressArg, ufix64Arg } from '../json-cadence.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import { requireFlowVault, soleSigner } from './signer.ts';
import type { TransactionHandler } from './types.ts';

export const transferFlow: TransactionHandler = {
  kind: 'transaction',
  file: 'transactions/transfer_flow.cdc',
  execute(ctx) {
    const amount = ufix64Arg(ctx.args[0]);
    const to = addressArg(ctx.args[1]);
    const signer = soleSigner(ctx, 'transfer_flow');
    requireFlowVault(ctx, signer);
    const sent = withdrawFlow(ctx, signer, amount);
    const recipient = ctx.ledger.account(to);
    if (recipient === undefined || recipient.flowVault === null || !recipient.flowVault.receiver) {
      return ctx.panic(
        `The recipient ${to} cannot receive FLOW: no receiver at /public/flowTokenReceiver`,
        'panic("The recipient',
      );
    }
    depositFlow(ctx, recipient, sent);
    ctx.checkStorage(signer);
  },
};
