import { encodeArguments } from '../cadence/define-cadence.ts';
import { decodeTokenVaults, getTokenVaultsScript } from '../cadence/scripts/get_token_vaults.ts';
import { useFlowQuery } from './useFlowQuery.ts';

/** Every vault in the account, with its EVM side: one script, one request. */
export function useTokenVaults(address: string) {
  return useFlowQuery({
    cadence: getTokenVaultsScript.cadence,
    args: encodeArguments(getTokenVaultsScript, { address }),
    decode: decodeTokenVaults,
  });
}
