import { defineTransactionHandler } from './define-handler.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import { requireFlowVault, soleSigner } from './signer.ts';

export const transferFlow = defineTransactionHandler('transactions/transfer_flow.cdc', {
  errorSites: ['panic("The recipient', 'panic("The signer has no FLOW vault'],
  execute(ctx, { amount, to }) {
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
});
