import type { KnownTransfers } from '../../flow/transfers/stored-transfers.ts';
import { GAP_FILL_BLOCKS, type TransferFeedStatus } from '../../flow/transfers/transfer-feed.ts';

/** Where Activity's transfers come from right now, and what it cannot see. */
export function TransferFeedNotice({
  status,
  known,
}: {
  readonly status: TransferFeedStatus;
  readonly known: KnownTransfers;
}) {
  return (
    <div className="activity__feed" data-testid="transfer-feed">
      <p role="status">
        {status.filling
          ? 'Reading the transfers since your last visit from the access node…'
          : status.live === 'live'
            ? 'Live: transfers into and out of this account appear here as they happen.'
            : status.live === 'retrying'
              ? 'The live connection to the access node dropped; reconnecting…'
              : status.live === 'connecting'
                ? 'Connecting to the access node for live transfers…'
                : 'Not listening for transfers.'}
      </p>
      {status.fillError ? (
        <p className="activity__feed-problem" data-testid="fill-error">
          The transfers since your last visit could not all be read: {status.fillError}
        </p>
      ) : null}
      {known.unread ? (
        <p className="activity__feed-problem" data-testid="unread-blocks">
          Older activity needs a history source: transfers between blocks{' '}
          {known.unread.start.toString()} and {known.unread.end.toString()} were not read, as the
          access node gives at most 250 blocks per request and Flowdeck reads back only the last{' '}
          {GAP_FILL_BLOCKS.toLocaleString('en-US')} blocks.
        </p>
      ) : null}
      <p className="muted">
        Transfers are heard from the network’s token and NFT events while Flowdeck is open in this
        browser; what happened before you first opened it here needs a history source.
      </p>
    </div>
  );
}
