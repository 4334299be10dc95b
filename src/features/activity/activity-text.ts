import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';

/** The phase as a status word. */
export const PHASE_LABELS: Readonly<Record<TransactionPhase, string>> = {
  pending: 'Pending',
  finalized: 'Finalized',
  executed: 'Executed',
  sealed: 'Sealed',
  failed: 'Failed',
  expired: 'Expired',
  'not-found': 'Unknown',
};

export type PhaseTone = 'progress' | 'success' | 'danger' | 'warning';

export const PHASE_TONES: Readonly<Record<TransactionPhase, PhaseTone>> = {
  pending: 'progress',
  finalized: 'progress',
  executed: 'progress',
  sealed: 'success',
  failed: 'danger',
  expired: 'warning',
  'not-found': 'warning',
};

/** `c237b3ae…32fb6063`: enough to recognise an id; show the full one in a title. */
export const shortTransactionId = (id: string): string =>
  id.length <= 17 ? id : `${id.slice(0, 8)}…${id.slice(-8)}`;

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export const formatDateTime = (epochMs: number): string => dateTimeFormat.format(epochMs);
export const formatTime = (epochMs: number): string => timeFormat.format(epochMs);
export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();

/** Time since sending: `+0.8 s`, `+12 s`, `+2 min 5 s`, `+3 h 4 min`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 10) return `+${seconds.toFixed(1)} s`;
  if (seconds < 60) return `+${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `+${minutes} min ${Math.floor(seconds % 60)} s`;
  return `+${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
