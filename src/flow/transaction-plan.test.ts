import { describe, expect, it } from 'vitest';
import { defineTransaction } from './cadence/define-cadence.ts';
import { formatArgumentValue, planTransaction } from './transaction-plan.ts';

const batch = defineTransaction(
  'transaction(targets: [String], values: [UInt], label: String?, amount: UFix64) {}',
  [
    ['targets', '[String]'],
    ['values', '[UInt]'],
    ['label', 'String?'],
    ['amount', 'UFix64'],
  ],
);

describe('planTransaction', () => {
  it('encodes in declaration order and shows every value as sent', () => {
    const plan = planTransaction('Batch', batch, {
      targets: ['0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e', ''],
      values: [10n ** 18n, 0n],
      label: null,
      amount: 150_000_000n,
    });
    expect(plan.args[3]).toEqual({ type: 'UFix64', value: '1.50000000' });
    expect(plan.review).toEqual([
      {
        name: 'targets',
        type: '[String]',
        value: '["0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e", ""]',
      },
      { name: 'values', type: '[UInt]', value: '[1000000000000000000, 0]' },
      { name: 'label', type: 'String?', value: 'nil' },
      { name: 'amount', type: 'UFix64', value: '1.50000000' },
    ]);
  });

  it('shows an optional that is set as its value', () => {
    expect(
      formatArgumentValue({ type: 'Optional', value: { type: 'String', value: '0xabc' } }),
    ).toBe('0xabc');
    expect(formatArgumentValue({ type: 'Bool', value: true })).toBe('true');
  });
});
