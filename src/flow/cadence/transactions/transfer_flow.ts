import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './transfer_flow.cdc?raw';

export const transferFlowTransaction = defineTransaction(
  cadence,
  [
    ['amount', 'UFix64'],
    ['to', 'Address'],
  ],
  { computation: COMPUTATION.transfer_flow, spendsFlow: 'amount' },
);
