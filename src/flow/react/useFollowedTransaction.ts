import { useEffect, useState } from 'react';
import { transactionFollowersOf } from '../transactions/transaction-followers.ts';
import { type HeardOfTransaction, heardOfStatus } from '../transactions/transaction-tracker.ts';
import { useFlowContext } from './flow-context.ts';

interface Heard extends HeardOfTransaction {
  readonly id: string;
}

/**
 * Follows a transaction the account's store does not track (signed out, another account, or
 * before the store has loaded), through the network's one follower per id; nothing while
 * `id` is null.
 */
export function useFollowedTransaction(id: string | null): HeardOfTransaction | null {
  const { getClient } = useFlowContext('useFollowedTransaction');
  const [heard, setHeard] = useState<Heard | null>(null);

  useEffect(() => {
    if (id === null) return;
    const keep = (change: Partial<HeardOfTransaction>) =>
      setHeard((previous) => ({
        id,
        status: previous?.id === id ? previous.status : null,
        problem: previous?.id === id ? previous.problem : null,
        ...change,
      }));
    const following = transactionFollowersOf(getClient).follow(id, {
      onStatus: (status) => keep(heardOfStatus(status)),
      // Not known yet: still propagating, which is not a problem.
      onNotFound: () => keep({ problem: null }),
      onError: (problem) => keep({ problem }),
    });
    return following.stop;
  }, [id, getClient]);

  // What was heard of a previous id is never shown for the current one.
  return heard !== null && heard.id === id ? heard : null;
}
