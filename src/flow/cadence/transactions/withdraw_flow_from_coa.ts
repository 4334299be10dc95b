import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './withdraw_flow_from_coa.cdc?raw';

export const withdrawFlowFromCoaTransaction = defineTransaction(cadence, [['amount', 'UFix64']], {
  computation: COMPUTATION.withdraw_flow_from_coa,
});
