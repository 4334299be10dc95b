import * as v from 'valibot';
import { normalizeFlowAddress } from '../address.ts';
import type { TransferAsset } from '../transfers/account-transfer.ts';
import { parseUFix64OrNull } from '../ufix64.ts';
import { fetchHistoryAnswer, type HistoryRequestOptions } from './history-request.ts';
import type { HistoryPage, HistoryTransfer } from './history-transfer.ts';
import { type ListPage, readTwoLists } from './two-lists.ts';

const PAGE_SIZE = 50;

const digits = v.pipe(v.string(), v.regex(/^\d{1,20}$/));
const address = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{16}$/));
const common = {
  transaction_id: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/)),
  block_height: digits,
  timestamp: v.pipe(v.string(), v.maxLength(64)),
  event_indices: v.pipe(v.array(digits), v.maxLength(100)),
  token_type: v.pipe(v.string(), v.maxLength(300)),
  source_address: address,
  recipient_address: address,
};
const ftTransfer = v.object({ ...common, amount: v.pipe(v.string(), v.maxLength(40)) });
const nftTransfer = v.object({ ...common, nft_id: digits });
const pageSchema = v.object({
  transfers: v.pipe(v.array(v.unknown()), v.maxLength(500)),
  next_cursor: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
});

// Before a list's first page: its first request takes no cursor.
const START = 'start';

/**
 * One page of the account's token and NFT transfers from the access node's experimental
 * endpoints (`/experimental/v1/accounts/{address}/ft/transfers` and `/nft/transfers`, newest
 * first), the two lists merged. Its cursor holds both lists' cursors. A node without them
 * answers 404: the source is not offered there.
 */
export async function readAccessNodeHistory(
  accessNodeUrl: string,
  account: string,
  cursor: string | null,
  options?: HistoryRequestOptions,
): Promise<HistoryPage> {
  const owner = normalizeFlowAddress(account);
  const base = `${accessNodeUrl.replace(/\/+$/, '')}/experimental/v1/accounts/${owner.slice(2)}`;
  const read =
    (kind: 'ft' | 'nft') =>
    async (at: string): Promise<ListPage<string>> => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (at !== START) query.set('cursor', at);
      const url = `${base}/${kind}/transfers?${query}`;
      const body = await fetchHistoryAnswer(url, pageSchema, options);
      const transfers = body.transfers.flatMap((item) => {
        const transfer = kind === 'ft' ? tokenTransfer(item, owner) : nftTransferOf(item, owner);
        return transfer ? [transfer] : [];
      });
      return { transfers, next: body.next_cursor ?? null };
    };
  return readTwoLists(cursor, START, v.string(), [read('ft'), read('nft')]);
}

function tokenTransfer(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(ftTransfer, item);
  if (!parsed.success) return null;
  const amount = parseUFix64OrNull(parsed.output.amount);
  if (amount === null) return null;
  return historyTransfer(parsed.output, owner, {
    kind: 'token',
    type: typeOf(parsed.output.token_type, 'Vault'),
    amount,
  });
}

function nftTransferOf(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(nftTransfer, item);
  if (!parsed.success) return null;
  return historyTransfer(parsed.output, owner, {
    kind: 'nft',
    type: typeOf(parsed.output.token_type, 'NFT'),
    id: parsed.output.nft_id,
  });
}

/** `A.<address>.<Contract>` (as the endpoints name a token) → the vault's or NFT's type. */
const typeOf = (tokenType: string, typeName: string) =>
  tokenType.split('.').length === 3 ? `${tokenType}.${typeName}` : tokenType;

function historyTransfer(
  row: v.InferOutput<typeof ftTransfer> | v.InferOutput<typeof nftTransfer>,
  owner: string,
  asset: TransferAsset,
): HistoryTransfer | null {
  const from = normalizeFlowAddress(row.source_address);
  const to = normalizeFlowAddress(row.recipient_address);
  if (from !== owner && to !== owner) return null;
  const time = Date.parse(row.timestamp);
  return {
    key: `access-node:${row.transaction_id.toLowerCase()}:${row.event_indices.join('-')}:${asset.kind}`,
    source: 'access-node',
    vm: 'cadence',
    transactionId: row.transaction_id.toLowerCase(),
    blockHeight: BigInt(row.block_height),
    time: Number.isFinite(time) ? time : null,
    direction: to === owner ? 'in' : 'out',
    asset,
    counterparty: to === owner ? from : to,
    fee: null,
    failed: false,
  };
}
