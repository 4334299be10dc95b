import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NewTransaction, TransactionStore } from '../transactions/transaction-store.ts';
import { createTransactionStore } from '../transactions/transaction-store.ts';
import {
  createTransactionTracker,
  type TransactionTracker,
} from '../transactions/transaction-tracker.ts';
import { useFlowContext } from './flow-context.ts';
import {
  TrackedTransactionsContext,
  type TrackedTransactionsContextValue,
} from './tracked-transactions-context.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';
import { useInvalidateSettledTransactions } from './useInvalidateSettledTransactions.ts';
import { createWalletRequestLock } from './wallet-request-lock.ts';

export interface TrackedTransactionsProviderProps {
  /** Where the transactions are kept: localStorage by default, null for memory only. */
  readonly storage?: Storage | null;
  readonly children: ReactNode;
}

interface Center {
  readonly store: TransactionStore;
  readonly tracker: TransactionTracker;
}

// A transaction submitted while no account is known yet (the wallet signed the user in during
// the request) is recorded for the account that turns up, if it does so soon.
const UNRECORDED_MAX_AGE_MS = 2 * 60_000;

/**
 * The transaction center of one network (FlowProvider renders it): the signed-in account's
 * transactions, followed until final from the moment it mounts, so a reload resumes them.
 */
export function TrackedTransactionsProvider({
  storage,
  children,
}: TrackedTransactionsProviderProps) {
  const { network, getClient } = useFlowContext('TrackedTransactionsProvider');
  const { address } = useFlowCurrentUser();
  const [walletLock] = useState(createWalletRequestLock);
  const [center, setCenter] = useState<Center | null>(null);
  const storeRef = useRef<TransactionStore | null>(null);
  const unrecorded = useRef<NewTransaction[]>([]);

  useEffect(() => {
    if (!address) {
      setCenter(null);
      return;
    }
    const store = createTransactionStore({
      network,
      account: address,
      storage: storage === undefined ? browserStorage() : storage,
    });
    const now = Date.now();
    for (const transaction of unrecorded.current.splice(0)) {
      if (now - (transaction.createdAt ?? 0) <= UNRECORDED_MAX_AGE_MS) record(store, transaction);
    }
    const tracker = createTransactionTracker({ store, getClient });
    storeRef.current = store;
    setCenter({ store, tracker });
    return () => {
      if (storeRef.current === store) storeRef.current = null;
      tracker.stop();
      store.dispose();
    };
  }, [address, network, getClient, storage]);

  const recordSubmitted = useCallback((id: string, title: string) => {
    const transaction: NewTransaction = { id, title, createdAt: Date.now() };
    const store = storeRef.current;
    if (store) record(store, transaction);
    else unrecorded.current.push(transaction);
  }, []);

  useInvalidateSettledTransactions(center?.store ?? null);

  const value = useMemo<TrackedTransactionsContextValue>(
    () => ({
      store: center?.store ?? null,
      tracker: center?.tracker ?? null,
      recordSubmitted,
      walletLock,
    }),
    [center, recordSubmitted, walletLock],
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
