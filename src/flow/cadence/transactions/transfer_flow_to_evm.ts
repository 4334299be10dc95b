import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './transfer_flow_to_evm.cdc?raw';

export const transferFlowToEvmTransaction = defineTransaction(
  cadence,
  [
    ['recipientEVMAddressHex', 'String'],
    ['amount', 'UFix64'],
  ],
  { computation: COMPUTATION.transfer_flow_to_evm, spendsFlow: 'amount' },
);
