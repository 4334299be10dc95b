import { useId } from 'react';
import { formatUnits } from 'viem';
import type { EvmAsset } from '../../flow/history/history-transfer.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import type { EvmBalanceChange } from '../../flow/transfers/evm-balance-changes.ts';
import { formatDateTime, isoTime } from './activity-text.ts';
import { assetAmount, assetName } from './transfer-text.ts';

/** A change of the EVM account's balance between two reads, not explained by a send from here. */
export function BalanceChangeItem({
  change,
  asset,
  network,
}: {
  readonly change: EvmBalanceChange;
  readonly asset: EvmAsset;
  readonly network: FlowNetwork;
}) {
  const titleId = useId();
  const rose = change.delta > 0n;
  const { label } = assetName(asset, network);
  return (
    <article className="tx" aria-labelledby={titleId} data-testid="balance-change">
      <header className="tx__header">
        <h2 id={titleId} className="tx__title">
          EVM account {rose ? 'received' : 'spent'} {assetAmount(asset)} {label}
        </h2>
        <span className={`tx__badge tx__badge--${rose ? 'success' : 'progress'}`}>
          Balance change
        </span>
      </header>
      <div className="tx__meta">
        <span>
          Seen <time dateTime={isoTime(change.time)}>{formatDateTime(change.time)}</time>
        </span>
        <span>
          Balance after: {formatUnits(change.after, 18)} {label}
        </span>
      </div>
      <p className="tx__source">
        A balance change between two reads of your EVM account: which transaction made it, and who
        sent it, is not known. A history source for the EVM account can tell.
      </p>
    </article>
  );
}
