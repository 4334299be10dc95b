import { bridgeQuoteQuery } from '../reads/bridge-quote.ts';
import { useFlowRead } from './useFlowRead.ts';

/** What the bridge says about a Cadence type: paused, onboarding, fees. Off while null. */
export const useBridgeQuote = (typeIdentifier: string | null) =>
  useFlowRead(bridgeQuoteQuery, typeIdentifier === null ? null : { typeIdentifier });
