import { describe, expect, it } from 'vitest';
import type { HistoryTransfer } from '../../flow/history/history-transfer.ts';
import { trackedTransaction } from '../../flow/transactions/stored-transactions.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';
import {
  activityRows,
  assetKey,
  assetsIn,
  filterFromSearch,
  filterRows,
  searchOfFilter,
  withHistory,
} from './activity-rows.ts';

const FLOW = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const USD = 'A.120e725050340cab.SandboxUSD.Vault';
const id = (digit: string) => digit.repeat(64);

const sent = (digit: string, createdAt: number, failed = false) =>
  trackedTransaction({
    id: id(digit),
    network: 'local',
    account: '0x01cf0e2f2f715450',
    title: `Sent ${digit}`,
    createdAt,
    phaseTimes: failed ? { pending: createdAt, failed: createdAt + 1 } : { pending: createdAt },
    errorMessage: null,
    feePaid: null,
    announced: [],
  });

const heard = (
  digit: string,
  time: number,
  direction: 'in' | 'out',
  type = FLOW,
): AccountTransfer => ({
  key: `${id(digit)}:1`,
  transactionId: id(digit),
  blockHeight: 1n,
  time,
  direction,
  asset: { kind: 'token', type, amount: 1n },
  counterparty: null,
  fee: null,
});

describe('activityRows', () => {
  const rows = activityRows(
    [sent('a', 300), sent('b', 100, true)],
    [heard('a', 310, 'out'), heard('c', 200, 'in', USD), heard('d', 400, 'out')],
  );

  it('lists both newest first; a sent transaction’s own transfer joins its row, never shown twice', () => {
    expect(rows.map((row) => [row.kind, row.key])).toEqual([
      ['transfer', `${id('d')}:1`],
      ['sent', id('a')],
      ['transfer', `${id('c')}:1`],
      ['sent', id('b')],
    ]);
    const first = rows[1];
    expect(first?.kind === 'sent' && first.transfers.map((transfer) => transfer.key)).toEqual([
      `${id('a')}:1`,
    ]);
  });

  it('filters by direction, asset and status together', () => {
    const keys = (filter: Parameters<typeof filterRows>[1]) =>
      filterRows(rows, filter).map((row) => row.key);
    expect(keys({ direction: 'in', asset: 'all', status: 'all' })).toEqual([`${id('c')}:1`]);
    expect(keys({ direction: 'out', asset: FLOW, status: 'all' })).toEqual([
      `${id('d')}:1`,
      id('a'),
    ]);
    expect(keys({ direction: 'all', asset: 'all', status: 'failed' })).toEqual([id('b')]);
    expect(keys({ direction: 'all', asset: 'all', status: 'pending' })).toEqual([id('a')]);
    expect(keys({ direction: 'all', asset: USD, status: 'succeeded' })).toEqual([`${id('c')}:1`]);
    expect(assetsIn(rows).map(assetKey)).toEqual([FLOW, USD]);
  });

  it('reads the filter from the address bar, anything unknown as all, and writes back only what is set', () => {
    expect(
      filterFromSearch(new URLSearchParams(`direction=in&status=nonsense&asset=${FLOW}`)),
    ).toEqual({
      direction: 'in',
      asset: FLOW,
      status: 'all',
    });
    expect(searchOfFilter({ direction: 'all', asset: USD, status: 'failed' })).toEqual({
      asset: USD,
      status: 'failed',
    });
  });
});

describe('activityRows with history and balance changes', () => {
  const fromSource = (digit: string, time: number): HistoryTransfer => ({
    key: `indexer:${id(digit)}:token`,
    source: 'indexer',
    vm: 'cadence',
    transactionId: id(digit),
    blockHeight: 1n,
    time,
    direction: 'in',
    asset: { kind: 'token', type: USD, amount: 5n },
    counterparty: null,
    fee: null,
    failed: digit === 'f',
  });

  it('leaves out a source’s row of a transaction already listed, and a row told twice', () => {
    const rows = withHistory(activityRows([sent('a', 300)], [heard('c', 200, 'in')]), [
      fromSource('a', 290),
      fromSource('c', 190),
      fromSource('e', 100),
      fromSource('e', 100),
    ]);
    expect(rows.map((row) => [row.kind, row.key])).toEqual([
      ['sent', id('a')],
      ['transfer', `${id('c')}:1`],
      ['history', `indexer:${id('e')}:token`],
    ]);
  });

  it('gives a failed source row the failed status, and a balance change its direction', () => {
    const rows = withHistory(
      activityRows(
        [],
        [],
        [
          {
            change: { key: 'flow:10', time: 10, asset: 'flow', delta: -3n, after: 1n },
            asset: { kind: 'evm-flow', amount: 3n },
          },
        ],
      ),
      [fromSource('f', 50)],
    );
    expect(filterRows(rows, { direction: 'all', asset: 'all', status: 'failed' })).toHaveLength(1);
    expect(
      filterRows(rows, { direction: 'out', asset: 'evm:flow', status: 'succeeded' }).map(
        (row) => row.kind,
      ),
    ).toEqual(['balance-change']);
  });
});
