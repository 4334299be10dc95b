import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../flow/cadence/scripts/get_account_summary.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

/** The dashboard's data: one script, so one access-node request. */
export function useAccountSummary(address: string) {
  return useFlowQuery({
    cadence: getAccountSummaryScript.cadence,
    args: encodeArguments(getAccountSummaryScript, { address }),
    decode: decodeAccountSummary,
  });
}
