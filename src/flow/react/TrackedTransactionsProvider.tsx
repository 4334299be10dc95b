import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TransactionCenter } from '../transactions/transaction-center.ts';
import type { NewTransaction, TransactionStore } from '../transactions/transaction-store.ts';
import { useFlowContext } from './flow-context.ts';
import {
  TrackedTransactionsContext,
  type TrackedTransactionsContextValue,
} from './tracked-transactions-context.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';

export interface TrackedTransactionsProviderProps {
  /** Where the transactions are kept: localStorage by default, null for memory only. */
  readonly storage?: Storage | null;
  readonly children: ReactNode;
}

// A transaction submitted while no account is known yet (the wallet signed the user in during
// the request) is recorded for the account that turns up, if it does so soon.
const UNRECORDED_MAX_AGE_MS = 2 * 60_000;

/**
 * The transaction center of one network (FlowProvider renders it): the signed-in account's
 * transactions, followed until final from the moment the account is known, so a reload resumes
 * them. Its code (transaction-center.ts) loads then: a signed-out visit never needs it.
 */
export function TrackedTransactionsProvider({
  storage,
  children,
}: TrackedTransactionsProviderProps) {
  const { network, getClient } = useFlowContext('TrackedTransactionsProvider');
  const { address } = useFlowCurrentUser();
  const [center, setCenter] = useState<TransactionCenter | null>(null);
  const storeRef = useRef<TransactionStore | null>(null);
  const unrecorded = useRef<NewTransaction[]>([]);

  useEffect(() => {
    if (!address) {
      setCenter(null);
      return;
    }
    let started: TransactionCenter | null = null;
    let unmounted = false;
    const start = async () => {
      const { createTransactionCenter } = await import('../transactions/transaction-center.ts');
      if (unmounted) return;
      started = createTransactionCenter({
        network,
        account: address,
        storage: storage === undefined ? browserStorage() : storage,
        getClient,
      });
      const now = Date.now();
      for (const transaction of unrecorded.current.splice(0)) {
        if (now - (transaction.createdAt ?? 0) <= UNRECORDED_MAX_AGE_MS) {
          record(started.store, transaction);
        }
      }
      storeRef.current = started.store;
      setCenter(started);
    };
    start().catch((error: unknown) => {
      // Its code could not be downloaded (offline): what was sent stays in storage, and is
      // followed again from the next sign-in or page load.
      console.error('Flowdeck: could not start the transaction center', error);
    });
    return () => {
      unmounted = true;
      if (!started) return;
      const stopped = started;
      // Another account's center loads next: this one's transactions must not show meanwhile.
      setCenter((current) => (current === stopped ? null : current));
      if (storeRef.current === stopped.store) storeRef.current = null;
      stopped.tracker.stop();
      stopped.store.dispose();
    };
  }, [address, network, getClient, storage]);

  const recordSubmitted = useCallback((id: string, title: string) => {
    const transaction: NewTransaction = { id, title, createdAt: Date.now() };
    const store = storeRef.current;
    if (store) record(store, transaction);
    else unrecorded.current.push(transaction);
  }, []);

  const value = useMemo<TrackedTransactionsContextValue>(
    () => ({
      store: center?.store ?? null,
      tracker: center?.tracker ?? null,
      recordSubmitted,
    }),
    [center, recordSubmitted],
  );

  return (
    <TrackedTransactionsContext.Provider value={value}>
      {children}
    </TrackedTransactionsContext.Provider>
  );
}

function record(store: TransactionStore, transaction: NewTransaction): void {
  try {
    store.add(transaction);
  } catch (error) {
    // The transaction was submitted: failing to record it must not make the send look failed.
    console.error('Flowdeck: could not record a submitted transaction', error);
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy settings): track in memory for this page only.
    return null;
  }
}
