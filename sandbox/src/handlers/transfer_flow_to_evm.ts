import { defineTransactionHandler } from './define-handler.ts';
import { addressFromString, depositFlowToEvm } from './evm-flow.ts';
import { withdrawFlow } from './flow-token.ts';
import { requireFlowVault, soleSigner } from './signer.ts';

/**
 * FLOW from the signer's Cadence vault to any EVM address (no COA needed): the withdraw in
 * `prepare`, then `EVM.addressFromString(hex).deposit(from:)` in `execute`, in that order, so an
 * amount above the balance fails before a malformed address does.
 */
export const transferFlowToEvm = defineTransactionHandler('transactions/transfer_flow_to_evm.cdc', {
  errorSites: ['panic("The signer has no FLOW vault'],
  execute(ctx, { recipientEVMAddressHex: recipientHex, amount }) {
    const signer = soleSigner(ctx, 'transfer_flow_to_evm');
    requireFlowVault(ctx, signer);
    const sent = withdrawFlow(ctx, signer, amount);
    depositFlowToEvm(ctx, addressFromString(ctx, recipientHex), sent);
    ctx.checkStorage(signer);
  },
});
