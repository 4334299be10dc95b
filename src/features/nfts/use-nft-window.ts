import { useQuery } from '@tanstack/react-query';
import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { decodeNftIds, getNftIdsScript } from '../../flow/cadence/scripts/get_nft_ids.ts';
import { decodeNftPage, getNftsPageScript } from '../../flow/cadence/scripts/get_nfts_page.ts';
import type { FlowReader } from '../../flow/client/flow-client.ts';
import type { FlowError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { flowQueryKeys } from '../../flow/react/query-keys.ts';
import { queryScript } from '../../flow/react/query-script.ts';
import { type NftPageReads, readNftPage } from './read-nft-page.ts';

export interface NftWindow {
  readonly address: string;
  readonly storagePath: string;
  readonly offset: number;
  readonly limit: number;
  readonly enabled: boolean;
}

/** The arguments get_nfts_page.cdc and get_nft_ids.cdc share: a collection and a window of it. */
const windowValues = (address: string, storagePath: string, offset: number, limit: number) => ({
  address,
  storagePath,
  offset: BigInt(offset),
  limit: BigInt(limit),
});

/** The page and id reads of one collection, each within the query deadline. */
export function nftPageReads(
  getReader: () => Promise<FlowReader>,
  address: string,
  storagePath: string,
): NftPageReads {
  return {
    page: (offset, limit) =>
      queryScript(getReader, {
        cadence: getNftsPageScript.cadence,
        args: encodeArguments(getNftsPageScript, windowValues(address, storagePath, offset, limit)),
        decode: (value) => decodeNftPage(value, limit),
      }),
    ids: (offset, limit) =>
      queryScript(getReader, {
        cadence: getNftIdsScript.cadence,
        args: encodeArguments(getNftIdsScript, windowValues(address, storagePath, offset, limit)),
        decode: (value) => decodeNftIds(value, limit),
      }),
  };
}

/**
 * A window of a collection's NFTs, with their Display view (readNftPage: one request, or halves
 * when NFTs are too large to read together). Keyed as the page script with its arguments, so it
 * is cached and invalidated like every other read.
 */
export function useNftWindow({ address, storagePath, offset, limit, enabled }: NftWindow) {
  const { network, getReader } = useFlowContext('useNftWindow');
  const args = enabled
    ? encodeArguments(getNftsPageScript, windowValues(address, storagePath, offset, limit))
    : [];
  return useQuery<Awaited<ReturnType<typeof readNftPage>>, FlowError>({
    queryKey: flowQueryKeys.query(network, getNftsPageScript.cadence, args),
    queryFn: () => readNftPage(nftPageReads(getReader, address, storagePath), offset, limit),
    enabled,
  });
}

/**
 * How many NFTs a collection holds, from its ids alone (no NFT borrowed): for a collection whose
 * contract fails when asked to describe itself or count them, so its NFTs can still be shown.
 */
export function useNftCollectionSize(address: string, storagePath: string) {
  const { network, getReader } = useFlowContext('useNftCollectionSize');
  const args = encodeArguments(getNftIdsScript, windowValues(address, storagePath, 0, 1));
  return useQuery<number, FlowError>({
    queryKey: flowQueryKeys.query(network, getNftIdsScript.cadence, args),
    queryFn: async () => (await nftPageReads(getReader, address, storagePath).ids(0, 1)).total,
  });
}
