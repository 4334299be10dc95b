import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import {
  decodeEvmAccountState,
  getEvmAccountScript,
} from '../../flow/cadence/scripts/get_evm_account.ts';
import type { EvmAddress } from '../../flow/evm-addresses.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

/** The account's COA with its FLOW and, where the network has WFLOW, its WFLOW; null: none. */
export function useEvmAccount(address: string, wflow: EvmAddress | null) {
  return useFlowQuery({
    cadence: getEvmAccountScript.cadence,
    args: encodeArguments(getEvmAccountScript, { address, wflowHex: wflow }),
    decode: decodeEvmAccountState,
  });
}
