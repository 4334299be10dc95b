import * as v from 'valibot';
import { fetchHistoryAnswer, type HistoryRequestOptions } from './history-request.ts';
import type { EvmAsset, HistoryPage, HistoryTransfer } from './history-transfer.ts';
import { type ListPage, readTwoLists } from './two-lists.ts';

const evmAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const party = v.nullish(v.object({ hash: evmAddress }));
const uint = v.pipe(v.string(), v.regex(/^\d{1,78}$/));
const blockNumber = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
]);
const hash = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/));
const when = v.nullish(v.pipe(v.string(), v.maxLength(64)));

// Blockscout renamed fields across versions (tx_hash → transaction_hash in 6.9, block →
// block_number, token.address → token.address_hash in 8.0): both names are read.
const transactionItem = v.object({
  hash,
  block_number: v.optional(blockNumber),
  block: v.optional(blockNumber),
  timestamp: when,
  from: party,
  to: party,
  value: uint,
  fee: v.nullish(v.object({ value: v.nullish(uint) })),
  status: v.nullish(v.string()),
});
const tokenTransferItem = v.object({
  transaction_hash: v.optional(hash),
  tx_hash: v.optional(hash),
  block_number: blockNumber,
  log_index: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.pipe(v.string(), v.regex(/^\d{1,9}$/)),
  ]),
  timestamp: when,
  from: party,
  to: party,
  token: v.object({
    address_hash: v.optional(evmAddress),
    address: v.optional(evmAddress),
    symbol: v.nullish(v.string()),
    decimals: v.nullish(
      v.union([v.pipe(v.string(), v.regex(/^\d{1,2}$/)), v.pipe(v.number(), v.integer())]),
    ),
    type: v.nullish(v.string()),
  }),
  total: v.nullish(
    v.object({
      value: v.nullish(uint),
      decimals: v.nullish(v.union([v.string(), v.number()])),
      token_id: v.nullish(uint),
    }),
  ),
});
const pageParamsSchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
  v.check((params) => Object.keys(params).length <= 20, 'too many page parameters'),
);
type PageParams = v.InferOutput<typeof pageParamsSchema>;
const pageSchema = v.object({
  items: v.pipe(v.array(v.unknown()), v.maxLength(500)),
  next_page_params: v.nullish(pageParamsSchema),
});

// Before a list's first page: no parameters.
const START: PageParams = {};
const SYMBOL_LENGTH = 40;

/**
 * One page of the COA's history from a Blockscout explorer's API v2: its transactions that moved
 * FLOW (`/api/v2/addresses/<coa>/transactions`) and its token transfers (`/token-transfers`),
 * paged by each list's `next_page_params`. A token's symbol is its own claim.
 */
export async function readBlockscoutHistory(
  baseUrl: string,
  coa: string,
  cursor: string | null,
  options?: HistoryRequestOptions,
): Promise<HistoryPage> {
  const owner = coa.toLowerCase();
  const read =
    (list: 'transactions' | 'token-transfers') =>
    async (params: PageParams): Promise<ListPage<PageParams>> => {
      const query = new URLSearchParams(
        Object.entries(params).flatMap(([key, value]) =>
          value === null ? [] : [[key, String(value)]],
        ),
      );
      const url = `${baseUrl}/api/v2/addresses/${owner}/${list}${query.size ? `?${query}` : ''}`;
      const page = await fetchHistoryAnswer(url, pageSchema, options);
      const transfers = page.items.flatMap((item) => {
        const transfer = list === 'transactions' ? flowMove(item, owner) : tokenMove(item, owner);
        return transfer ? [transfer] : [];
      });
      return { transfers, next: page.next_page_params ?? null };
    };
  return readTwoLists(cursor, START, pageParamsSchema, [
    read('transactions'),
    read('token-transfers'),
  ]);
}

/** A transaction of the COA's that moved FLOW (value above zero). */
function flowMove(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(transactionItem, item);
  if (!parsed.success) return null;
  const row = parsed.output;
  const amount = BigInt(row.value);
  const height = row.block_number ?? row.block;
  if (amount === 0n || height === undefined) return null;
  const sides = sidesOf(row.from?.hash, row.to?.hash, owner);
  if (!sides) return null;
  return {
    key: `blockscout:${row.hash.toLowerCase()}:value`,
    source: 'blockscout',
    vm: 'evm',
    transactionId: row.hash.toLowerCase(),
    blockHeight: BigInt(height),
    time: timeOf(row.timestamp),
    ...sides,
    asset: { kind: 'evm-flow', amount },
    fee: sides.direction === 'out' && row.fee?.value ? BigInt(row.fee.value) : null,
    failed: row.status === 'error',
  };
}

function tokenMove(item: unknown, owner: string): HistoryTransfer | null {
  const parsed = v.safeParse(tokenTransferItem, item);
  if (!parsed.success) return null;
  const row = parsed.output;
  const transactionHash = row.transaction_hash ?? row.tx_hash;
  const contract = (row.token.address_hash ?? row.token.address)?.toLowerCase();
  if (!transactionHash || !contract) return null;
  const sides = sidesOf(row.from?.hash, row.to?.hash, owner);
  if (!sides) return null;
  const symbol = (row.token.symbol ?? '').slice(0, SYMBOL_LENGTH);
  let asset: EvmAsset;
  if (row.token.type === 'ERC-20' && row.total?.value) {
    const decimals = Number(row.total.decimals ?? row.token.decimals ?? 18);
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return null;
    asset = { kind: 'erc20', contract, symbol, decimals, amount: BigInt(row.total.value) };
  } else if (row.token.type === 'ERC-721' && row.total?.token_id) {
    asset = { kind: 'erc721', contract, symbol, id: row.total.token_id };
  } else {
    return null;
  }
  return {
    key: `blockscout:${transactionHash.toLowerCase()}:${row.log_index}`,
    source: 'blockscout',
    vm: 'evm',
    transactionId: transactionHash.toLowerCase(),
    blockHeight: BigInt(row.block_number),
    time: timeOf(row.timestamp),
    ...sides,
    asset,
    fee: null,
    failed: false,
  };
}

function sidesOf(
  from: string | undefined,
  to: string | undefined,
  owner: string,
): { direction: 'in' | 'out'; counterparty: string | null } | null {
  const sender = from?.toLowerCase() ?? null;
  const recipient = to?.toLowerCase() ?? null;
  if (recipient === owner) return { direction: 'in', counterparty: sender };
  if (sender === owner) return { direction: 'out', counterparty: recipient };
  return null;
}

function timeOf(timestamp: string | null | undefined): number | null {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isFinite(time) ? time : null;
}
