import * as v from 'valibot';
import { normalizeFlowAddress } from '../address.ts';
import type { TransferAsset } from '../transfers/account-transfer.ts';
import { parseUFix64OrNull } from '../ufix64.ts';
import { fetchHistoryAnswer, type HistoryRequestOptions } from './history-request.ts';
import type { HistoryPage, HistoryTransfer } from './history-transfer.ts';
import { type ListPage, readTwoLists } from './two-lists.ts';

const PAGE_SIZE = 50;

const height = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
]);
const flowAddress = v.pipe(v.string(), v.regex(/^(0x)?[0-9a-fA-F]{1,16}$/));
const common = {
  transaction_hash: v.pipe(v.string(), v.regex(/^(0x)?[0-9a-fA-F]{64}$/)),
  block_height: height,
  timestamp: v.pipe(v.string(), v.maxLength(64)),
  sender: v.optional(v.union([flowAddress, v.literal('')])),
  receiver: v.optional(v.union([flowAddress, v.literal('')])),
};
const ftItem = v.object({
  ...common,
  // FlowIndex and Find send a JSON number; a string is read exactly.
  amount: v.union([
    v.pipe(v.number(), v.finite(), v.minValue(0)),
    v.pipe(v.string(), v.maxLength(40)),
  ]),
  token: v.object({ token: v.pipe(v.string(), v.maxLength(300)) }),
});
const nftItem = v.object({
  ...common,
  nft_type: v.pipe(v.string(), v.maxLength(300)),
  nft_id: v.union([
    v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
    v.pipe(v.number(), v.integer(), v.minValue(0)),
  ]),
});
const pageSchema = v.object({
  data: v.optional(v.nullable(v.pipe(v.array(v.unknown()), v.maxLength(500))), []),
  _meta: v.optional(v.object({ has_more: v.optional(v.boolean()) })),
  _links: v.optional(v.object({ next: v.optional(v.nullable(v.string())) })),
});

/**
 * One page of the account's token and NFT transfers from a FlowIndex (Find-compatible) API:
 * `<base>/flow/v1/account/<address>/ft/transfer` and `/nft/transfer`, paged by offset
 * (`_meta.has_more`, or Find's `_links.next`). Amounts come as JSON numbers: one with more
 * significant digits than a number holds exactly is marked approximate, never shown as exact.
 */
export async function readIndexerHistory(
  baseUrl: string,
  account: string,
  cursor: string | null,
  options?: HistoryRequestOptions,
): Promise<HistoryPage> {
  const owner = normalizeFlowAddress(account);
  const read =
    (kind: 'ft' | 'nft') =>
    async (offset: number): Promise<ListPage<number>> => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
      const url = `${baseUrl}/flow/v1/account/${owner}/${kind}/transfer?${query}`;
      const page = await fetchHistoryAnswer(url, pageSchema, options);
      const items = page.data ?? [];
      const transfers = items.flatMap((item) => {
        const transfer = kind === 'ft' ? tokenTransfer(item, owner) : nftTransfer(item, owner);
        return transfer ? [transfer] : [];
      });
      const more = page._meta?.has_more ?? Boolean(page._links?.next);
      return { transfers, next: more && items.length > 0 ? offset + items.length : null };
    };
  return readTwoLists(cursor, 0, v.pipe(v.number(), v.integer(), v.minValue(0)), [
    read('ft'),
    read('nft'),
  ]);
}

/** A UFix64 from the indexer's amount; `approximate` when a JSON number could not carry it exactly. */
function amountOf(amount: number | string): { units: bigint; approximate: boolean } | null {
  const text = typeof amount === 'string' ? amount : String(amount);
  // Beyond 15 significant digits a double no longer holds every decimal of the original.
  const approximate = typeof amount === 'number' && text.replace(/^0\.0*|\./g, '').length > 15;
  const units = parseUFix64OrNull(/e/i.test(text) ? amountWithoutExponent(amount) : text);
  return units === null ? null : { units, approximate };
}

const amountWithoutExponent = (amount: number | string): string | null =>
  typeof amount === 'number' && amount < 1 ? amount.toFixed(8) : null;

function tokenTransfer(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(ftItem, item);
  if (!parsed.success) return null;
  const amount = amountOf(parsed.output.amount);
  if (!amount) return null;
  const asset: TransferAsset = {
    kind: 'token',
    type: parsed.output.token.token,
    amount: amount.units,
  };
  return transferOf(parsed.output, owner, asset, amount.approximate);
}

function nftTransfer(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(nftItem, item);
  if (!parsed.success) return null;
  const type =
    parsed.output.nft_type.split('.').length === 3
      ? `${parsed.output.nft_type}.NFT`
      : parsed.output.nft_type;
  return transferOf(
    parsed.output,
    owner,
    { kind: 'nft', type, id: String(parsed.output.nft_id) },
    false,
  );
}

function transferOf(
  row: v.InferOutput<typeof ftItem> | v.InferOutput<typeof nftItem>,
  owner: string,
  asset: TransferAsset,
  approximate: boolean,
): HistoryTransfer | null {
  const from = addressOrNull(row.sender);
  const to = addressOrNull(row.receiver);
  if (from !== owner && to !== owner) return null;
  const transactionId = row.transaction_hash.replace(/^0x/, '').toLowerCase();
  const time = Date.parse(row.timestamp);
  const direction = to === owner ? 'in' : 'out';
  return {
    key: `indexer:${transactionId}:${asset.kind}:${asset.type}:${asset.kind === 'nft' ? asset.id : asset.amount}:${direction}`,
    source: 'indexer',
    vm: 'cadence',
    transactionId,
    blockHeight: BigInt(row.block_height),
    time: Number.isFinite(time) ? time : null,
    direction,
    asset,
    counterparty: direction === 'in' ? from : to,
    fee: null,
    failed: false,
    ...(approximate && { approximate }),
  };
}

const addressOrNull = (value: string | undefined): string | null =>
  value ? normalizeFlowAddress(value.replace(/^0x/, '').padStart(16, '0')) : null;
