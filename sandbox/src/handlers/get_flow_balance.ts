import { addressArg, cadence } from '../json-cadence.ts';
import type { ScriptHandler } from './types.ts';

export const getFlowBalance: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_flow_balance.cdc',
  run(ctx) {
    const address = addressArg(ctx.args[0]);
    const vault = ctx.ledger.account(address)?.flowVault ?? null;
    if (vault === null || !vault.balanceCapability) {
      return ctx.panic(
        `Account ${address} has no FLOW balance capability at /public/flowTokenBalance`,
        'panic(',
      );
    }
    return cadence.ufix64(vault.balance);
  },
};
