import { useEffect } from 'react';
import { Link } from 'react-router';
import { ToastRegion } from '../../components/ui/ToastRegion.tsx';
import { useToastQueue } from '../../components/ui/useToastQueue.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import { announcementsDue } from './announcements-due.ts';
import { transactionToast } from './transaction-toast.ts';
import { usePageVisible } from './usePageVisible.ts';

/**
 * Toasts for transactions: submitted, sealed, failed, expired. Each is shown once: by the first
 * visible tab to claim it, never again after a reload or in another tab.
 */
export function TransactionToasts() {
  const transactions = useTransactions();
  const { claimAnnouncement } = useFlowContext('TransactionToasts').transactions;
  const visible = usePageVisible();
  const { toasts, show, dismiss } = useToastQueue();

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

  return <ToastRegion toasts={toasts} onDismiss={dismiss} label="Transaction notifications" />;
}
