import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import { formatElapsed, formatTime, isoTime, PHASE_LABELS } from './activity-text.ts';
import { timelineSteps } from './timeline-steps.ts';

const STATE_TEXT = { done: '', current: 'waiting…', upcoming: 'not yet' } as const;

/** Each step of a transaction with the time it was first seen and how long after sending. */
export function PhaseTimeline({ entry }: { readonly entry: TrackedTransaction }) {
  return (
    <ol className="timeline" aria-label="Progress">
      {timelineSteps(entry).map((step) => (
        <li
          key={step.phase}
          className={`timeline__step timeline__step--${step.state} timeline__step--${step.phase}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-testid={`step-${step.phase}`}
        >
          <span className="timeline__marker" aria-hidden="true" />
          <span className="timeline__label">{PHASE_LABELS[step.phase]}</span>
          {step.at === null ? (
            <span className="timeline__time muted">{STATE_TEXT[step.state]}</span>
          ) : (
            <span className="timeline__time">
              <time dateTime={isoTime(step.at)}>{formatTime(step.at)}</time>
              {step.phase === 'pending' ? null : (
                <span className="timeline__elapsed muted">
                  {' '}
                  {formatElapsed(step.at - entry.createdAt)}
                </span>
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
