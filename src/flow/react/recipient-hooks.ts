import { canReceiveNftQuery, canReceiveTokenQuery } from '../queries/recipient-queries.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Whether a Cadence recipient has a receiver for the token (`receiverPath`: `/public/x`). */
export const useCanReceiveToken = (recipient: string | null, receiverPath: string | null) =>
  useFlowRead(
    canReceiveTokenQuery,
    recipient !== null && receiverPath !== null
      ? { recipient, receiverPath: receiverPath.replace(/^\/public\//, '') }
      : null,
  );

/** Whether a Cadence recipient has a collection that takes this NFT type. */
export const useCanReceiveNft = (recipient: string | null, nftIdentifier: string | null) =>
  useFlowRead(
    canReceiveNftQuery,
    recipient !== null && nftIdentifier !== null ? { recipient, nftIdentifier } : null,
  );
