import { displayText } from '../../components/ui/plain-text.ts';
import type { Toast } from '../../components/ui/ToastRegion.tsx';
import { parseFlowError } from '../../flow/errors.ts';
import type { Announcement } from './announcements-due.ts';

const TITLE_LENGTH = 120;

/** The toast announcing one phase of one transaction (without its action). */
export function transactionToast({ entry, phase }: Announcement): Omit<Toast, 'action'> {
  const id = `${entry.id}:${phase}`;
  const title = displayText(entry.title, TITLE_LENGTH);
  switch (phase) {
    case 'sealed':
      return { id, tone: 'success', title: 'Transaction sealed', message: title };
    case 'failed':
      return {
        id,
        tone: 'danger',
        title: 'Transaction failed',
        message: `${title}: ${parseFlowError(entry.errorMessage ?? '').summary}`,
      };
    case 'expired':
      return {
        id,
        tone: 'warning',
        title: 'Transaction expired',
        message: `${title}: nothing happened. You can send it again.`,
      };
    case 'not-found':
      return {
        id,
        tone: 'warning',
        title: 'Transaction status unknown',
        message: `${title}: the network has no record of it. Check before sending again.`,
      };
    default:
      // `pending`: the transaction was just submitted.
      return { id, tone: 'info', title: 'Transaction submitted', message: title };
  }
}
