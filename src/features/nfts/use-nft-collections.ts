import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
} from '../../flow/cadence/scripts/get_nft_collections.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';
import { isAddressArgument } from './address-argument.ts';

/** The account's NFT collections (display data and sizes, no NFTs), sorted by name. */
export function useNftCollections(address: string) {
  const enabled = isAddressArgument(address);
  return useFlowQuery({
    cadence: getNftCollectionsScript.cadence,
    args: enabled ? encodeArguments(getNftCollectionsScript, { address }) : [],
    decode: decodeNftCollections,
    enabled,
  });
}
