import { decodeBridgeQuote, getBridgeQuoteScript } from '../cadence/scripts/get_bridge_quote.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** What the bridge says about a Cadence type: paused, onboarding, fees. */
export const bridgeQuoteQuery = defineFlowQuery({
  id: 'bridgeQuote',
  get: ({ getReader }, params: { readonly typeIdentifier: string }) =>
    runScript(getReader, getBridgeQuoteScript, params, decodeBridgeQuote),
});
