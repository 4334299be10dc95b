import { useEffect } from 'react';
import { Link } from 'wouter';
import { announceToast } from '../../components/ui/toast-bus.ts';
import { normalizeFlowAddress } from '../../flow/address.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAccountTransfers } from '../../flow/react/useAccountTransfers.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import { claimTransferAnnouncement } from '../../flow/transfers/stored-transfers.ts';
import { transferStoreOf } from '../../flow/transfers/transfer-registry.ts';
import { transferSentence } from './transfer-text.ts';

/**
 * A toast for each transfer heard live that was not sent from here: once, by the first screen
 * or tab to claim it. Transfers read back after a gap are listed in Activity, not toasted.
 */
export function useTransferAnnouncements(account: string | null): void {
  const { network } = useFlowContext('useTransferAnnouncements');
  const known = useAccountTransfers(account);
  const sent = useTransactions();
  useEffect(() => {
    if (!account) return;
    const store = transferStoreOf(network, normalizeFlowAddress(account));
    const sentIds = new Set(sent.map((entry) => entry.id));
    for (const transfer of known.transfers) {
      if (sentIds.has(transfer.transactionId) || known.announced.includes(transfer.key)) continue;
      if (!claimTransferAnnouncement(store, transfer.key)) continue;
      announceToast({
        id: `transfer:${transfer.key}`,
        tone: transfer.direction === 'in' ? 'success' : 'info',
        title: transfer.direction === 'in' ? 'Transfer received' : 'Transfer sent elsewhere',
        message: transferSentence(transfer, network),
        action: <Link to="/activity">View in Activity</Link>,
      });
    }
  }, [account, network, known, sent]);
}
