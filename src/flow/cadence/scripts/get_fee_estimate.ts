import { defineScript } from '../define-cadence.ts';
import { read } from '../read-cadence.ts';
import cadence from './get_fee_estimate.cdc?raw';

export const getFeeEstimateScript = defineScript(cadence, [['computeLimit', 'UInt64']]);

/** The most a transaction with this compute limit can pay in fees, in UFix64 units. */
export const decodeFeeEstimate = (value: unknown): bigint => read.ufix64(value);
