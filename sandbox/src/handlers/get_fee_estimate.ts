import { computeFees, INCLUSION_EFFORT } from '../fees.ts';
import { cadence, integerArg } from '../json-cadence.ts';
import type { ScriptHandler } from './types.ts';

/** The most a transaction can cost (scripts/get_fee_estimate.cdc): the whole compute limit. */
export const getFeeEstimate: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_fee_estimate.cdc',
  run(ctx) {
    return cadence.ufix64(computeFees(INCLUSION_EFFORT, integerArg(ctx.args[0])));
  },
};
