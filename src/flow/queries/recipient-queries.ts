import { read } from '../cadence/read-cadence.ts';
import { canReceiveNftScript } from '../cadence/scripts/can_receive_nft.ts';
import { canReceiveTokenScript } from '../cadence/scripts/can_receive_token.ts';
import { defineFlowQuery } from './define-flow-query.ts';
import { runScript } from './run-script.ts';

/** Whether a Cadence recipient publishes a receiver at `/public/<receiverPath>`. */
export const canReceiveTokenQuery = defineFlowQuery({
  id: 'canReceiveToken',
  get: ({ getReader }, params: { readonly recipient: string; readonly receiverPath: string }) =>
    runScript(getReader, canReceiveTokenScript, params, read.bool),
  enabled: ({ recipient, receiverPath }) => recipient !== '' && receiverPath !== '',
});

/** Whether a Cadence recipient has a collection that takes this NFT type. */
export const canReceiveNftQuery = defineFlowQuery({
  id: 'canReceiveNft',
  get: ({ getReader }, params: { readonly recipient: string; readonly nftIdentifier: string }) =>
    runScript(getReader, canReceiveNftScript, params, read.bool),
  enabled: ({ recipient, nftIdentifier }) => recipient !== '' && nftIdentifier !== '',
});
