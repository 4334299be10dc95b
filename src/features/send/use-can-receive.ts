import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { read } from '../../flow/cadence/read-cadence.ts';
import { canReceiveTokenScript } from '../../flow/cadence/scripts/can_receive_token.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

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
