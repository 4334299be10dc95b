/**
 * The app's history readers against the stand-in, which answers in FlowIndex's and Blockscout's
 * documented shapes: paging by each service's cursor, exact amounts, the failures each source
 * can give (404, 429, a slow answer), and hostile rows made harmless.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBlockscoutHistory } from '../../src/flow/history/blockscout-history.ts';
import { HistorySourceError } from '../../src/flow/history/history-request.ts';
import { readIndexerHistory } from '../../src/flow/history/indexer-history.ts';
import { connectHistoryStandIn, type HistoryStandInControl } from '../src/control.ts';
import { type HistoryStandIn, startHistoryStandIn } from '../src/stand-in.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const COA = '0x000000000000000000000002c4f0e9b1d2a3b4c5';
const OTHER = '0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9';
const txId = (n: number) => n.toString(16).padStart(64, '0');

/** An FT transfer as FlowIndex writes it (amount a JSON number, as it does). */
const indexerFt = (n: number, amount: number | string, direction: 'in' | 'out' = 'in') => ({
  transaction_hash: txId(n),
  block_height: 1_000 - n,
  timestamp: '2026-11-30T12:00:00Z',
  amount,
  sender: direction === 'in' ? BOB : ALICE,
  receiver: direction === 'in' ? ALICE : BOB,
  address: ALICE,
  direction: direction === 'in' ? 'deposit' : 'withdraw',
  token: { token: 'A.0ae53cb6e3f42a79.FlowToken.Vault', name: 'Flow', symbol: 'FLOW' },
  verified: true,
  is_primary: false,
  classifier: 'Coin Transfer',
});

describe('history sources against the stand-in', () => {
  let standIn: HistoryStandIn;
  let control: HistoryStandInControl;
  beforeAll(async () => {
    standIn = await startHistoryStandIn({ port: 0, slowMs: 1_500 });
    control = connectHistoryStandIn(standIn.url);
  });
  afterAll(() => standIn?.close());
  beforeEach(() => control.reset());

  it('FlowIndex: pages by offset until has_more is false, amounts exact, NFTs typed', async () => {
    const ft = Array.from({ length: 70 }, (_, index) => indexerFt(index + 1, 1.5));
    ft[0] = indexerFt(1, 12.34567891);
    await control.setRows({
      indexer: {
        [ALICE]: {
          ft,
          nft: [
            {
              transaction_hash: txId(500),
              block_height: 999,
              timestamp: '2026-11-30T12:00:00Z',
              nft_type: 'A.120e725050340cab.SandboxKitties',
              nft_id: '4',
              sender: BOB,
              receiver: ALICE,
              direction: 'deposit',
            },
          ],
        },
      },
    });
    const base = `${standIn.url}/indexer`;
    const first = await readIndexerHistory(base, ALICE, null);
    expect(first.transfers).toHaveLength(51);
    expect(first.transfers.find((transfer) => transfer.transactionId === txId(1))).toMatchObject({
      direction: 'in',
      counterparty: BOB,
      asset: { kind: 'token', type: 'A.0ae53cb6e3f42a79.FlowToken.Vault', amount: 1_234_567_891n },
      source: 'indexer',
    });
    expect(first.transfers.find((transfer) => transfer.asset.kind === 'nft')?.asset).toEqual({
      kind: 'nft',
      type: 'A.120e725050340cab.SandboxKitties.NFT',
      id: '4',
    });
    const second = await readIndexerHistory(base, ALICE, first.next);
    expect(second.transfers).toHaveLength(20);
    expect(second.next).toBeNull();
    expect(await control.requests()).toEqual([
      `GET /indexer/flow/v1/account/${ALICE}/ft/transfer?limit=50&offset=0`,
      `GET /indexer/flow/v1/account/${ALICE}/nft/transfer?limit=50&offset=0`,
      `GET /indexer/flow/v1/account/${ALICE}/ft/transfer?limit=50&offset=50`,
    ]);
  });

  it('FlowIndex: an amount a JSON number cannot carry exactly is marked approximate', async () => {
    await control.setRows({ indexer: { [ALICE]: { ft: [indexerFt(1, 123456789.12345678)] } } });
    const [transfer] = (await readIndexerHistory(`${standIn.url}/indexer`, ALICE, null)).transfers;
    expect(transfer?.approximate).toBe(true);
  });

  it('Blockscout: the COA’s FLOW and token moves, paged by next_page_params, hostile symbols cut', async () => {
    const transactions = Array.from({ length: 55 }, (_, index) => ({
      hash: `0x${txId(index + 1)}`,
      block_number: 2_000 - index,
      timestamp: '2026-11-29T08:00:00.000000Z',
      from: { hash: OTHER },
      to: { hash: COA },
      value: '1000000000000000001',
      fee: { type: 'actual', value: '21000' },
      status: 'ok',
      result: 'success',
    }));
    await control.setRows({
      blockscout: {
        [COA]: {
          transactions,
          tokenTransfers: [
            {
              transaction_hash: `0x${txId(900)}`,
              block_number: 1_990,
              log_index: 3,
              timestamp: '2026-11-29T08:00:00.000000Z',
              type: 'token_transfer',
              from: { hash: COA },
              to: { hash: OTHER },
              token: {
                address_hash: '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52',
                symbol: `USDC${'\u202e'}${'x'.repeat(10_000)}`,
                name: 'USD Coin',
                decimals: '6',
                type: 'ERC-20',
              },
              total: { value: '2500001', decimals: '6' },
            },
          ],
        },
      },
    });
    const base = `${standIn.url}/blockscout`;
    const first = await readBlockscoutHistory(base, COA, null);
    expect(first.transfers).toHaveLength(51);
    const token = first.transfers.find((transfer) => transfer.asset.kind === 'erc20');
    expect(token).toMatchObject({ direction: 'out', counterparty: OTHER });
    expect(token?.asset.kind === 'erc20' && [token.asset.amount, token.asset.decimals]).toEqual([
      2_500_001n,
      6,
    ]);
    expect(token?.asset.kind === 'erc20' && token.asset.symbol.length).toBe(40);
    const flow = first.transfers.find((transfer) => transfer.asset.kind === 'evm-flow');
    expect(flow).toMatchObject({ direction: 'in', asset: { amount: 1_000_000_000_000_000_001n } });
    const second = await readBlockscoutHistory(base, COA, first.next);
    expect(second.transfers).toHaveLength(5);
    expect(second.next).toBeNull();
  });

  it('each failure as the source gives it: 404 not offered, 429 rate-limited, slow', async () => {
    const base = `${standIn.url}/indexer`;
    const problemOf = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (error) {
        return error instanceof HistorySourceError ? error.problem : String(error);
      }
      return 'no error';
    };
    await control.setMode('indexer', 'not-offered');
    expect(await problemOf(readIndexerHistory(base, ALICE, null))).toBe('not-offered');
    await control.setMode('indexer', 'rate-limited');
    expect(await problemOf(readIndexerHistory(base, ALICE, null))).toBe('rate-limited');
    await control.setMode('indexer', 'slow');
    expect(await problemOf(readIndexerHistory(base, ALICE, null, { timeoutMs: 300 }))).toBe('slow');
  });
});
