import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './create_coa.cdc?raw';

export const createCoaTransaction = defineTransaction(cadence, [['amount', 'UFix64']], {
  computation: COMPUTATION.create_coa,
  spendsFlow: 'amount',
});
