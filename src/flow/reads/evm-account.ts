import { decodeEvmAccountState, getEvmAccountScript } from '../cadence/scripts/get_evm_account.ts';
import { runScript } from '../client/run-script.ts';
import type { EvmAddress } from '../evm-address.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** The account's COA with its FLOW and, where the network has WFLOW, its WFLOW; null: none. */
export const evmAccountQuery = defineFlowQuery({
  id: 'evmAccount',
  get: (
    { getReader },
    { address, wflow }: { readonly address: string; readonly wflow: EvmAddress | null },
  ) =>
    runScript(getReader, getEvmAccountScript, { address, wflowHex: wflow }, decodeEvmAccountState),
});
