import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './transfer_tokens.cdc?raw';

export const transferTokensTransaction = defineTransaction(
  cadence,
  [
    ['amount', 'UFix64'],
    ['to', 'Address'],
    ['contractAddress', 'Address'],
    ['contractName', 'String'],
  ],
  { computation: COMPUTATION.transfer_tokens },
);
