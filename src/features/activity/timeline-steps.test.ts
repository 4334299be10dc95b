import { describe, expect, it } from 'vitest';
import { trackedTransaction } from '../../flow/transactions/stored-transactions.ts';
import type { PhaseTimes } from '../../flow/transactions/transaction-phase.ts';
import { announcementsDue } from './announcements-due.ts';
import { timelineSteps } from './timeline-steps.ts';

const entry = (phaseTimes: PhaseTimes, announced: ('pending' | 'sealed')[] = [], id = 'a') =>
  trackedTransaction({
    id: id.repeat(64),
    network: 'testnet',
    account: '0x01cf0e2f2f715450',
    title: 'Send',
    createdAt: 1_000,
    phaseTimes,
    errorMessage: null,
    feePaid: null,
    announced,
  });

const shape = (times: PhaseTimes) =>
  timelineSteps(entry(times)).map(({ phase, state }) => `${phase}:${state}`);

describe('timelineSteps', () => {
  it('shows the way to sealed while under way, waiting on the next step', () => {
    expect(shape({ pending: 1_000, finalized: 2_000 })).toEqual([
      'pending:done',
      'finalized:done',
      'executed:current',
      'sealed:upcoming',
    ]);
  });

  it('shows only the steps a final transaction went through, and how it ended', () => {
    expect(shape({ pending: 1, finalized: 2, executed: 3, failed: 3 })).toEqual([
      'pending:done',
      'finalized:done',
      'executed:done',
      'failed:done',
    ]);
    expect(shape({ pending: 1, expired: 9 })).toEqual(['pending:done', 'expired:done']);
    expect(shape({ pending: 1, 'not-found': 9 })).toEqual(['pending:done', 'not-found:done']);
  });
});

describe('announcementsDue', () => {
  it('announces a submission while under way and the outcome once final, oldest first', () => {
    const submitted = entry({ pending: 5_000 }, [], 'b');
    const sealed = entry({ pending: 1_000, sealed: 4_000 }, ['pending'], 'c');
    const announced = entry({ pending: 1_000, sealed: 2_000 }, ['sealed'], 'd');
    expect(
      announcementsDue([submitted, sealed, announced], 6_000).map(({ entry: e, phase }) => [
        e.id[0],
        phase,
      ]),
    ).toEqual([
      ['c', 'sealed'],
      ['b', 'pending'],
    ]);
  });

  it('leaves changes older than five minutes unannounced', () => {
    const old = entry({ pending: 1_000, sealed: 2_000 });
    expect(announcementsDue([old], 2_000 + 5 * 60_000)).toHaveLength(1);
    expect(announcementsDue([old], 2_001 + 5 * 60_000)).toHaveLength(0);
  });
});
