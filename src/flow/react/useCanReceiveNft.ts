import { canReceiveNftQuery } from '../reads/can-receive-nft.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Whether a Cadence recipient has a collection that takes this NFT type. */
export const useCanReceiveNft = (recipient: string | null, nftIdentifier: string | null) =>
  useFlowRead(
    canReceiveNftQuery,
    recipient !== null && nftIdentifier !== null ? { recipient, nftIdentifier } : null,
  );
