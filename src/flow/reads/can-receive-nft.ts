import { read } from '../cadence/read-cadence.ts';
import { canReceiveNftScript } from '../cadence/scripts/can_receive_nft.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** Whether a Cadence recipient has a collection that takes this NFT type. */
export const canReceiveNftQuery = defineFlowQuery({
  id: 'canReceiveNft',
  get: ({ getReader }, params: { readonly recipient: string; readonly nftIdentifier: string }) =>
    runScript(getReader, canReceiveNftScript, params, read.bool),
  enabled: ({ recipient, nftIdentifier }) => recipient !== '' && nftIdentifier !== '',
});
