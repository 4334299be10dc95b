import { useEffect, useState, useSyncExternalStore } from 'react';
import { normalizeFlowAddress } from '../address.ts';
import type { TransferFeed, TransferFeedStatus } from '../transfers/transfer-feed.ts';
import { acquireTransferFeed } from '../transfers/transfer-registry.ts';
import { useFlowContext } from './flow-context.ts';

const STOPPED: TransferFeedStatus = { live: 'stopped', filling: false, fillError: null };
const stoppedFeed = { status: () => STOPPED, subscribe: () => () => {} };

/**
 * Keeps `account`'s transfer feed running while mounted (shared with every other user of it),
 * and refreshes the network's reads once for each batch of new transfers; returns its status.
 */
export function useTransferFeed(account: string | null): TransferFeedStatus {
  const { network, config, transactions } = useFlowContext('useTransferFeed');
  const [feed, setFeed] = useState<Pick<TransferFeed, 'status' | 'subscribe'>>(stoppedFeed);
  useEffect(() => {
    if (!account) return;
    const { feed: shared, release } = acquireTransferFeed({
      network,
      accessNodeUrl: config.accessNodeUrl,
      account: normalizeFlowAddress(account),
      onTransfers: () => transactions.refreshReads(),
    });
    setFeed(shared);
    return () => {
      setFeed(stoppedFeed);
      release();
    };
  }, [account, network, config.accessNodeUrl, transactions]);
  return useSyncExternalStore(feed.subscribe, feed.status, feed.status);
}
