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
  {
    computation: { measured: 100, perItem: 10, margin: 2 },
    batch: 'targets',
    spendsFlow: 'amount',
  },
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

  it('signs with the measured computation for this batch’s size, times its margin', () => {
    const values = { values: [], label: null, amount: 5n };
    expect(planTransaction('One', batch, { ...values, targets: ['a'] }).computeLimit).toBe(200);
    expect(
      planTransaction('Three', batch, { ...values, targets: ['a', 'b', 'c'] }).computeLimit,
    ).toBe(240);
    const costlier = { measured: 300, margin: 3 };
    expect(
      planTransaction('Other', batch, { ...values, targets: ['a'] }, costlier).computeLimit,
    ).toBe(900);
  });

  it('knows the FLOW a transaction takes from the vault besides its fee', () => {
    const plan = planTransaction('Batch', batch, {
      targets: [],
      values: [],
      label: null,
      amount: 150_000_000n,
    });
    expect(plan.spendsFlow).toBe(150_000_000n);
    const free = defineTransaction('transaction {}', [], {
      computation: { measured: 10, margin: 2 },
    });
    expect(planTransaction('Free', free, {}).spendsFlow).toBe(0n);
  });

  it('shows an optional that is set as its value', () => {
    expect(
      formatArgumentValue({ type: 'Optional', value: { type: 'String', value: '0xabc' } }),
    ).toBe('0xabc');
    expect(formatArgumentValue({ type: 'Bool', value: true })).toBe('true');
  });
});
