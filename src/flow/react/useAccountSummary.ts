import { encodeArguments } from '../cadence/define-cadence.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../cadence/scripts/get_account_summary.ts';
import { useFlowQuery } from './useFlowQuery.ts';

/** The account at a glance (FLOW available and reserved, storage, COA, counts): one request. */
export function useAccountSummary(address: string) {
  return useFlowQuery({
    cadence: getAccountSummaryScript.cadence,
    args: encodeArguments(getAccountSummaryScript, { address }),
    decode: decodeAccountSummary,
  });
}
