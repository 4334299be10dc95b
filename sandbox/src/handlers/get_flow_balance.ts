import { cadence } from '../../../emulator/src/json-cadence.ts';
import { defineScriptHandler } from './define-handler.ts';

export const getFlowBalance = defineScriptHandler('scripts/get_flow_balance.cdc', {
  errorSites: ['panic('],
  run(ctx, { address }) {
    const vault = ctx.ledger.account(address)?.flowVault ?? null;
    if (vault === null || !vault.balanceCapability) {
      return ctx.panic(
        `Account ${address} has no FLOW balance capability at /public/flowTokenBalance`,
        'panic(',
      );
    }
    return cadence.ufix64(vault.balance);
  },
});
