import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { getFlowBalanceScript } from '../../flow/cadence/scripts/get_flow_balance.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';
import { parseUFix64 } from '../../flow/ufix64.ts';

/** FCL decodes a UFix64 to its 8-decimal string; anything else means the script changed. */
export function decodeUFix64Result(value: unknown): bigint {
  if (typeof value !== 'string') throw new TypeError('Expected a UFix64 result from the script');
  return parseUFix64(value);
}

/** The exact FLOW balance of an account's Cadence vault, in units of 1e-8 FLOW. */
export function useFlowBalance(address: string | null) {
  return useFlowQuery({
    cadence: getFlowBalanceScript.cadence,
    args: address ? encodeArguments(getFlowBalanceScript, { address }) : [],
    decode: decodeUFix64Result,
    enabled: Boolean(address),
  });
}
