import { addressArg, ufix64Arg } from '../json-cadence.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import type { TransactionHandler } from './types.ts';

export const transferFlow: TransactionHandler = {
  kind: 'transaction',
  file: 'transactions/transfer_flow.cdc',
  execute(ctx) {
    const amount = ufix64Arg(ctx.args[0]);
    const to = addressArg(ctx.args[1]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('transfer_flow needs one authorizer');
    if (signer.flowVault === null) {
      return ctx.panic(
        'The signer has no FLOW vault at /storage/flowTokenVault',
        'panic("The signer',
      );
    }
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
