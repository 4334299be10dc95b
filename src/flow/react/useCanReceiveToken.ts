import { canReceiveTokenQuery } from '../reads/can-receive-token.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Whether a Cadence recipient has a receiver for the token (`receiverPath`: `/public/x`). */
export const useCanReceiveToken = (recipient: string | null, receiverPath: string | null) =>
  useFlowRead(
    canReceiveTokenQuery,
    recipient !== null && receiverPath !== null
      ? { recipient, receiverPath: receiverPath.replace(/^\/public\//, '') }
      : null,
  );
