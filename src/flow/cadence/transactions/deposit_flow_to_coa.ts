import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './deposit_flow_to_coa.cdc?raw';

export const depositFlowToCoaTransaction = defineTransaction(cadence, [['amount', 'UFix64']], {
  computation: COMPUTATION.deposit_flow_to_coa,
  spendsFlow: 'amount',
});
