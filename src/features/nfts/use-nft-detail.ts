import { encodeArguments, isAddressArgument } from '../../flow/cadence/define-cadence.ts';
import { decodeNftDetail, getNftDetailScript } from '../../flow/cadence/scripts/get_nft_detail.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

const MAX_UINT64 = 2n ** 64n - 1n;

/** Whether `id` can be an NFT id (a UInt64). */
export const isNftId = (id: bigint): boolean => id >= 0n && id <= MAX_UINT64;

/** One NFT in full: display, serial, external link and traits. */
export function useNftDetail(address: string, storagePath: string, id: bigint) {
  const enabled = isAddressArgument(address) && isNftId(id);
  return useFlowQuery({
    cadence: getNftDetailScript.cadence,
    args: enabled ? encodeArguments(getNftDetailScript, { address, storagePath, id }) : [],
    decode: (value) => decodeNftDetail(value, id),
    enabled,
  });
}
