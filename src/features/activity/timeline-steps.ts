import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import {
  PROGRESS_PHASES,
  type TransactionPhase,
} from '../../flow/transactions/transaction-phase.ts';

type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  readonly phase: TransactionPhase;
  /** When the phase was first seen; null when it has not been (yet). */
  readonly at: number | null;
  /** `current` is the step being waited for. */
  readonly state: StepState;
}

/**
 * The steps to show for a transaction: pending → finalized → executed → sealed while it is
 * under way; once final, the steps it actually went through and how it ended (an expired one
 * was never in a block).
 */
export function timelineSteps(entry: TrackedTransaction): TimelineStep[] {
  const times = entry.phaseTimes;
  const progress = PROGRESS_PHASES.filter(
    (phase) => phase === 'pending' || !entry.final || times[phase] !== undefined,
  );
  const phases: TransactionPhase[] = [...progress, entry.final ? entry.phase : 'sealed'];
  let awaiting = !entry.final;
  return phases.map((phase) => {
    const at = times[phase] ?? null;
    if (at !== null) return { phase, at, state: 'done' };
    if (awaiting) {
      awaiting = false;
      return { phase, at, state: 'current' };
    }
    return { phase, at, state: 'upcoming' };
  });
}
