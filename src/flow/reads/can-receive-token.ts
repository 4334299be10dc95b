import { read } from '../cadence/read-cadence.ts';
import { canReceiveTokenScript } from '../cadence/scripts/can_receive_token.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** Whether a Cadence recipient publishes a receiver at `/public/<receiverPath>`. */
export const canReceiveTokenQuery = defineFlowQuery({
  id: 'canReceiveToken',
  get: ({ getReader }, params: { readonly recipient: string; readonly receiverPath: string }) =>
    runScript(getReader, canReceiveTokenScript, params, read.bool),
  enabled: ({ recipient, receiverPath }) => recipient !== '' && receiverPath !== '',
});
