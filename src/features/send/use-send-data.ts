import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { read } from '../../flow/cadence/read-cadence.ts';
import { canReceiveTokenScript } from '../../flow/cadence/scripts/can_receive_token.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../flow/cadence/scripts/get_account_summary.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../flow/cadence/scripts/get_token_vaults.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

/** The sender's vaults and available FLOW: the same queries (and cache) as the other screens. */
export function useSendData(address: string) {
  const args = encodeArguments(getTokenVaultsScript, { address });
  const vaults = useFlowQuery({
    cadence: getTokenVaultsScript.cadence,
    args,
    decode: decodeTokenVaults,
  });
  const summary = useFlowQuery({
    cadence: getAccountSummaryScript.cadence,
    args: encodeArguments(getAccountSummaryScript, { address }),
    decode: decodeAccountSummary,
  });
  return { vaults, summary };
}

/** Whether a Cadence recipient has a receiver for the token (`receiverPath`: `/public/x`). */
export function useCanReceive(recipient: string | null, receiverPath: string | null) {
  const identifier = receiverPath?.replace(/^\/public\//, '') ?? '';
  const enabled = Boolean(recipient && identifier);
  return useFlowQuery({
    cadence: canReceiveTokenScript.cadence,
    args: enabled
      ? encodeArguments(canReceiveTokenScript, {
          recipient: recipient ?? '',
          receiverPath: identifier,
        })
      : [],
    decode: read.bool,
    enabled,
  });
}
