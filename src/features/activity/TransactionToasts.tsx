import { lazy, Suspense, useEffect } from 'react';
import { ToastRegion } from '../../components/ui/ToastRegion.tsx';
import { onAnnouncedToast } from '../../components/ui/toast-bus.ts';
import { useToastQueue } from '../../components/ui/useToastQueue.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';

// Its code loads with the first transaction tracked: a first visit, signed out, has none.
const TransactionAnnouncer = lazy(async () => ({
  default: (await import('./TransactionAnnouncer.tsx')).TransactionAnnouncer,
}));

/**
 * Toasts for transactions (TransactionAnnouncer) and transfers (toast-bus.ts). The live region is there from the start, so
 * that a screen reader announces the first toast too.
 */
export function TransactionToasts() {
  const transactions = useTransactions();
  const { toasts, show, dismiss } = useToastQueue();
  // Transfers heard from the chain are announced from where they are heard (Activity, Live).
  useEffect(() => onAnnouncedToast(show), [show]);
  return (
    <>
      {transactions.length > 0 && (
        <Suspense fallback={null}>
          <TransactionAnnouncer transactions={transactions} show={show} />
        </Suspense>
      )}
      <ToastRegion toasts={toasts} onDismiss={dismiss} label="Transaction notifications" />
    </>
  );
}
