import type { TransactionStatus } from '@onflow/typedefs';
import { describe, expect, it } from 'vitest';
import { systemContractAddress } from '../contracts.ts';
import { feePaidOf } from './fee-paid.ts';

type Events = TransactionStatus['events'];

const feesDeducted = (address: string, amount: unknown): Events[number] => ({
  type: `A.${address.slice(2)}.FlowFees.FeesDeducted`,
  transactionId: 'a'.repeat(64),
  blockId: 'c'.repeat(64),
  blockHeight: 7,
  blockTimestamp: '2026-11-26T00:00:00Z',
  transactionIndex: 0,
  eventIndex: 3,
  data: { amount, inclusionEffort: '1.00000000', executionEffort: '0.00000016' },
});

describe('feePaidOf', () => {
  const testnetFees = systemContractAddress('testnet', 'FlowFees');

  it('reads the amount of the network’s own FeesDeducted event, exactly', () => {
    expect(feePaidOf([feesDeducted(testnetFees, '0.00001000')], 'testnet')).toBe(1_000n);
    expect(feePaidOf([feesDeducted(testnetFees, '12.34567891')], 'testnet')).toBe(1_234_567_891n);
  });

  it('ignores a look-alike event from any other address, and the same event on another network', () => {
    expect(feePaidOf([feesDeducted('0x01cf0e2f2f715450', '0.00001000')], 'testnet')).toBeNull();
    expect(feePaidOf([feesDeducted(testnetFees, '0.00001000')], 'mainnet')).toBeNull();
  });

  it('is null with no events, no fee event, or a malformed amount', () => {
    expect(feePaidOf(undefined, 'testnet')).toBeNull();
    expect(feePaidOf([], 'testnet')).toBeNull();
    expect(feePaidOf([feesDeducted(testnetFees, 1000)], 'testnet')).toBeNull();
    expect(feePaidOf([feesDeducted(testnetFees, '-1.0')], 'testnet')).toBeNull();
    expect(feePaidOf([feesDeducted(testnetFees, '1e3')], 'testnet')).toBeNull();
  });
});
