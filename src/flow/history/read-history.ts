import { readAccessNodeHistory } from './access-node-history.ts';
import { readBlockscoutHistory } from './blockscout-history.ts';
import type { HistoryRequestOptions } from './history-request.ts';
import type { HistorySource } from './history-sources.ts';
import type { HistoryPage } from './history-transfer.ts';
import { readIndexerHistory } from './indexer-history.ts';

export interface HistoryAccount {
  readonly accessNodeUrl: string;
  /** The Cadence account. */
  readonly address: string;
  /** Its COA (`0x` + 40 hex), when it has one: what an EVM explorer knows it by. */
  readonly coa: string | null;
}

const NOTHING: HistoryPage = { transfers: [], next: null };

/** One page of `source`'s history of the account, from `cursor` (null: the newest page). */
export function readHistory(
  source: HistorySource,
  account: HistoryAccount,
  cursor: string | null,
  options?: HistoryRequestOptions,
): Promise<HistoryPage> {
  switch (source.kind) {
    case 'access-node':
      return readAccessNodeHistory(account.accessNodeUrl, account.address, cursor, options);
    case 'indexer':
      return source.url
        ? readIndexerHistory(source.url, account.address, cursor, options)
        : Promise.resolve(NOTHING);
    case 'blockscout':
      // Blockscout knows EVM addresses only: an account without a COA has no history there.
      return source.url && account.coa
        ? readBlockscoutHistory(source.url, account.coa, cursor, options)
        : Promise.resolve(NOTHING);
  }
}
