import { Link } from 'wouter';
import { useTransferFeed } from '../../flow/react/useTransferFeed.ts';
import { useTransferAnnouncements } from './useTransferAnnouncements.tsx';

const LABELS = {
  live: 'Live',
  connecting: 'Connecting…',
  retrying: 'Reconnecting…',
  stopped: 'Off',
} as const;

/** Listens for the account's transfers while the app is open, and says whether it is. */
export function LiveTransfersIndicator({ account }: { readonly account: string }) {
  const status = useTransferFeed(account);
  useTransferAnnouncements(account);
  return (
    <Link
      to="/activity"
      className="activity-indicator"
      data-testid="live-transfers"
      aria-label={`Incoming transfers: ${LABELS[status.live]}. Open Activity`}
    >
      {status.live === 'live' ? (
        <span className="activity-indicator__dot" aria-hidden="true" />
      ) : null}
      {LABELS[status.live]}
    </Link>
  );
}
