import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatBytes } from './format-bytes.ts';
import { percentOf } from './percent-of.ts';

export function StorageUsage({ summary }: { readonly summary: AccountSummary }) {
  const used = percentOf(summary.storageUsed, summary.storageCapacity);
  const nearlyFull = used >= 90;
  return (
    <section className="card" aria-labelledby="storage-heading">
      <h2 id="storage-heading">Storage</h2>
      <p data-testid="storage-figures">
        {formatBytes(summary.storageUsed)} of {formatBytes(summary.storageCapacity)} used
      </p>
      <progress
        className={nearlyFull ? 'storage storage--full' : 'storage'}
        max={100}
        value={Math.min(used, 100)}
        aria-label={`Storage ${used}% used`}
      />
      {nearlyFull ? (
        <p role="status" className="warning-text">
          Storage is nearly full: transactions that store more data will fail (error 1103). Add FLOW
          to the account to raise its capacity.
        </p>
      ) : null}
    </section>
  );
}
