import { useEffect } from 'react';
import { Link } from 'wouter';
import type { Toast } from '../../components/ui/ToastRegion.tsx';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import { announcementsDue } from './announcements-due.ts';
import { transactionToast } from './transaction-toast.ts';
import { usePageVisible } from './usePageVisible.ts';

interface TransactionAnnouncerProps {
  readonly transactions: readonly TrackedTransaction[];
  readonly show: (toast: Toast) => void;
}

/**
 * Shows a toast for each transaction phase due: submitted, sealed, failed, expired. Each is
 * shown once: by the first visible tab to claim it, never again after a reload or in another tab.
 */
export function TransactionAnnouncer({ transactions, show }: TransactionAnnouncerProps) {
  const { claimAnnouncement } = useFlowContext('TransactionAnnouncer').transactions;
  const visible = usePageVisible();

  useEffect(() => {
    // A hidden tab leaves the announcement to the tab the user is looking at.
    if (!visible) return;
    for (const announcement of announcementsDue(transactions, Date.now())) {
      if (!claimAnnouncement(announcement.entry.id, announcement.phase)) continue;
      show({
        ...transactionToast(announcement),
        action: <Link to="/activity">View in Activity</Link>,
      });
    }
  }, [transactions, visible, claimAnnouncement, show]);

  return null;
}
