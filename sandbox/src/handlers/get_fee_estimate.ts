import { cadence } from '../../../emulator/src/json-cadence.ts';
import { computeFees, INCLUSION_EFFORT } from '../fees.ts';
import { defineScriptHandler } from './define-handler.ts';

/** The most a transaction can cost (scripts/get_fee_estimate.cdc): the whole compute limit. */
export const getFeeEstimate = defineScriptHandler('scripts/get_fee_estimate.cdc', {
  run(_ctx, { computeLimit }) {
    return cadence.ufix64(computeFees(INCLUSION_EFFORT, computeLimit));
  },
});
