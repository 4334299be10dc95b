import { createContext, useContext } from 'react';
import { FlowProviderMissingError } from '../errors.ts';
import type { TransactionStore } from '../transactions/transaction-store.ts';
import type { TransactionTracker } from '../transactions/transaction-tracker.ts';

export interface TrackedTransactionsContextValue {
  /** The signed-in account's transactions on this network; null while signed out. */
  readonly store: TransactionStore | null;
  readonly tracker: TransactionTracker | null;
  /** Records a transaction the wallet just submitted, for the signed-in account. */
  readonly recordSubmitted: (id: string, title: string) => void;
}

export const TrackedTransactionsContext = createContext<TrackedTransactionsContextValue | null>(
  null,
);

/** The transaction center of the current FlowProvider; throws a named error outside it. */
export function useTrackedTransactionsContext(hookName: string): TrackedTransactionsContextValue {
  const context = useContext(TrackedTransactionsContext);
  if (!context) throw new FlowProviderMissingError(hookName);
  return context;
}
