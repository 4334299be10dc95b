import { useEffect } from 'react';
import { Link } from 'react-router';
import { ToastRegion } from '../../components/ui/ToastRegion.tsx';
import { useToastQueue } from '../../components/ui/use-toast-queue.ts';
import { useClaimTransactionAnnouncement } from '../../flow/react/useClaimTransactionAnnouncement.ts';
import { useTrackedTransactions } from '../../flow/react/useTrackedTransactions.ts';
import { announcementsDue } from './announcements-due.ts';
import { transactionToast } from './transaction-toast.ts';
import { usePageVisible } from './use-page-visible.ts';

/**
 * Toasts for transactions: submitted, sealed, failed, expired. Each is shown once: by the first
 * visible tab to claim it, never again after a reload or in another tab.
 */
export function TransactionToasts() {
  const transactions = useTrackedTransactions();
  const claim = useClaimTransactionAnnouncement();
  const visible = usePageVisible();
  const { toasts, show, dismiss } = useToastQueue();

  useEffect(() => {
    // A hidden tab leaves the announcement to the tab the user is looking at.
    if (!visible) return;
    for (const announcement of announcementsDue(transactions, Date.now())) {
      if (!claim(announcement.entry.id, announcement.phase)) continue;
      show({
        ...transactionToast(announcement),
        action: <Link to="/activity">View in Activity</Link>,
      });
    }
  }, [transactions, visible, claim, show]);

  return <ToastRegion toasts={toasts} onDismiss={dismiss} label="Transaction notifications" />;
}
