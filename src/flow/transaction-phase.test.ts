import { describe, expect, it } from 'vitest';
import { isFinalPhase, transactionPhase } from './transaction-phase.ts';

describe('transactionPhase', () => {
  it.each([
    [0, 0, 'unknown'],
    [1, 0, 'pending'],
    [2, 0, 'finalized'],
    [3, 0, 'executed'],
    [4, 0, 'sealed'],
    [5, 0, 'expired'],
    [3, 1, 'failed'],
    [4, 1, 'failed'],
  ] as const)('status %i with code %i is %s', (status, statusCode, phase) => {
    expect(transactionPhase({ status, statusCode })).toBe(phase);
  });

  it('is final only when sealed, expired or failed', () => {
    expect(['pending', 'finalized', 'executed'].map((p) => isFinalPhase(p as 'pending'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(['sealed', 'expired', 'failed'].map((p) => isFinalPhase(p as 'sealed'))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
