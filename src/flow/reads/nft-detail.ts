import { isAddressArgument } from '../cadence/define-cadence.ts';
import { decodeNftDetail, getNftDetailScript } from '../cadence/scripts/get_nft_detail.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';
import { type CollectionParams, isNftId } from './nft-page.ts';

/** One NFT in full: display, serial, external link and traits. */
export const nftDetailQuery = defineFlowQuery({
  id: 'nftDetail',
  get: ({ getReader }, params: CollectionParams & { readonly id: bigint }) =>
    runScript(getReader, getNftDetailScript, params, (value) => decodeNftDetail(value, params.id)),
  enabled: ({ address, id }) => isAddressArgument(address) && isNftId(id),
});
