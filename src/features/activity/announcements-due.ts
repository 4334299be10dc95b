import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';

/** Changes older than this are not announced (say, a tab the user comes back to hours later). */
const ANNOUNCEMENT_MAX_AGE_MS = 5 * 60_000;

export interface Announcement {
  readonly entry: TrackedTransaction;
  /** `pending` announces the submission; the others how it ended. */
  readonly phase: TransactionPhase;
  readonly at: number;
}

/**
 * What is still to be announced, oldest first: a submission while it is under way, and the
 * final outcome. Phases already announced (in any tab, before any reload) are left out.
 */
export function announcementsDue(
  entries: readonly TrackedTransaction[],
  now: number,
): Announcement[] {
  const due: Announcement[] = [];
  for (const entry of entries) {
    const phase: TransactionPhase = entry.final ? entry.phase : 'pending';
    const at = entry.phaseTimes[phase];
    if (at === undefined || entry.announced.includes(phase)) continue;
    if (now - at > ANNOUNCEMENT_MAX_AGE_MS) continue;
    due.push({ entry, phase, at });
  }
  return due.sort((a, b) => a.at - b.at);
}
