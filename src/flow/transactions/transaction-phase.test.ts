import { describe, expect, it } from 'vitest';
import {
  furthestPhase,
  isFinalPhase,
  phaseOfStatus,
  phasesOfStatus,
  TRANSACTION_PHASES,
} from './transaction-phase.ts';

describe('phaseOfStatus', () => {
  it.each([
    [0, 0, null],
    [1, 0, 'pending'],
    [2, 0, 'finalized'],
    [3, 0, 'executed'],
    [4, 0, 'sealed'],
    [5, 0, 'expired'],
    [3, 1, 'failed'],
    [4, 1, 'failed'],
    [0, 1, 'failed'],
  ] as const)('status %i with code %i is %s', (status, statusCode, phase) => {
    expect(phaseOfStatus({ status, statusCode })).toBe(phase);
  });
});

describe('phasesOfStatus', () => {
  it.each([
    [0, 0, []],
    [1, 0, ['pending']],
    [4, 0, ['pending', 'finalized', 'executed', 'sealed']],
    [5, 0, ['pending', 'expired']],
    [3, 1, ['pending', 'finalized', 'executed', 'failed']],
    [1, 1, ['pending', 'failed']],
  ] as const)('status %i with code %i reaches %j', (status, statusCode, phases) => {
    expect(phasesOfStatus({ status, statusCode })).toEqual(phases);
  });

  it('an error message on an executed or sealed status is a failure, whatever its code says', () => {
    // The emulator's `/v1/ws` sends a failed transaction's results with status_code 0.
    const errorMessage = '[Error Code: 1101] cadence runtime error: Execution failed';
    expect(phaseOfStatus({ status: 3, statusCode: 0, errorMessage })).toBe('failed');
    expect(phaseOfStatus({ status: 4, statusCode: 0, errorMessage })).toBe('failed');
    expect(phaseOfStatus({ status: 4, statusCode: 0, errorMessage: '' })).toBe('sealed');
    expect(phaseOfStatus({ status: 5, statusCode: 0, errorMessage })).toBe('expired');
  });

  it('gives a fresh list each time (callers may change it)', () => {
    const first = phasesOfStatus({ status: 2, statusCode: 0 });
    first.push('sealed');
    expect(phasesOfStatus({ status: 2, statusCode: 0 })).toEqual(['pending', 'finalized']);
  });
});

describe('isFinalPhase', () => {
  it('is final only when sealed, expired, failed or not found', () => {
    expect(TRANSACTION_PHASES.filter(isFinalPhase)).toEqual([
      'failed',
      'expired',
      'sealed',
      'not-found',
    ]);
  });
});

describe('furthestPhase', () => {
  it('is pending until more is known, and a final phase wins over progress', () => {
    expect(furthestPhase({})).toBe('pending');
    expect(furthestPhase({ pending: 1, finalized: 2 })).toBe('finalized');
    expect(furthestPhase({ pending: 1, executed: 3, sealed: 4 })).toBe('sealed');
    expect(furthestPhase({ sealed: 4, failed: 3 })).toBe('failed');
  });
});
