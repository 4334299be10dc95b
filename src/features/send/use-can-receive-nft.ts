import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { read } from '../../flow/cadence/read-cadence.ts';
import { canReceiveNftScript } from '../../flow/cadence/scripts/can_receive_nft.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

/** Whether a Cadence recipient has a collection that takes this NFT type. */
export function useCanReceiveNft(recipient: string | null, nftIdentifier: string | null) {
  const enabled = Boolean(recipient && nftIdentifier);
  return useFlowQuery({
    cadence: canReceiveNftScript.cadence,
    args: enabled
      ? encodeArguments(canReceiveNftScript, {
          recipient: recipient ?? '',
          nftIdentifier: nftIdentifier ?? '',
        })
      : [],
    decode: read.bool,
    enabled,
  });
}
