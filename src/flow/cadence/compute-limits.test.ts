import { describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit, MAX_COMPUTE_LIMIT, maxBatchSize } from './compute-limits.ts';

describe('compute limits', () => {
  it('is the measured computation times the margin, rounded up', () => {
    expect(computeLimit({ measured: 89, margin: 2 })).toBe(178);
    expect(computeLimit({ measured: 100.5, margin: 2 })).toBe(201);
  });

  it('grows with a batch by the measured cost per item', () => {
    const cost = { measured: 1000, perItem: 700, margin: 1.5 };
    expect(computeLimit(cost, 1)).toBe(1500);
    expect(computeLimit(cost, 3)).toBe(Math.ceil((1000 + 2 * 700) * 1.5));
  });

  it('never passes Flow’s maximum, and a batch is capped where its limit would', () => {
    const cost = { measured: 1000, perItem: 700, margin: 1.5 };
    const cap = maxBatchSize(cost);
    expect(computeLimit(cost, cap)).toBeLessThanOrEqual(MAX_COMPUTE_LIMIT);
    expect((1000 + cap * 700) * 1.5).toBeGreaterThan(MAX_COMPUTE_LIMIT);
    expect(computeLimit(cost, 100)).toBe(MAX_COMPUTE_LIMIT);
    expect(maxBatchSize({ measured: 10, margin: 2 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives every transaction a limit within Flow’s maximum, and every batch room for one item', () => {
    for (const [name, cost] of Object.entries(COMPUTATION)) {
      expect(computeLimit(cost), name).toBeLessThanOrEqual(MAX_COMPUTE_LIMIT);
      expect(cost.measured * cost.margin, name).toBeLessThanOrEqual(MAX_COMPUTE_LIMIT);
      expect(maxBatchSize(cost), name).toBeGreaterThanOrEqual(1);
    }
  });
});
