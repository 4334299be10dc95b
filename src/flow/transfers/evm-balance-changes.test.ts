import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { createEvmBalanceStore, noteEvmBalances } from './evm-balance-changes.ts';

const COA = '0x000000000000000000000002C4F0E9B1D2A3B4C5';
const OTHER_COA = '0x000000000000000000000002aaaaaaaaaaaaaaaa';
const unexplained = () => false;

// Every read goes through storage's JSON and the store's parse, as in the browser.
const freshStore = () => createEvmBalanceStore('local', '0x01cf0e2f2f715450', new MemoryStorage());

describe('noteEvmBalances', () => {
  it('records a change between two reads, not the first read, and not a read of another COA', () => {
    const store = freshStore();
    noteEvmBalances(store, { coa: COA, flowAtto: 10n, wflow: null }, 1_000, unexplained);
    expect(store.read().changes).toEqual([]);
    noteEvmBalances(store, { coa: COA, flowAtto: 15n, wflow: 7n }, 2_000, unexplained);
    expect(store.read().changes).toEqual([
      { key: 'flow:2000', time: 2_000, asset: 'flow', delta: 5n, after: 15n },
    ]);
    noteEvmBalances(store, { coa: COA, flowAtto: 12n, wflow: 9n }, 3_000, unexplained);
    expect(store.read().changes.map((change) => [change.asset, change.delta])).toEqual([
      ['flow', -3n],
      ['wflow', 2n],
      ['flow', 5n],
    ]);
    noteEvmBalances(store, { coa: OTHER_COA, flowAtto: 1n, wflow: null }, 4_000, unexplained);
    expect(store.read().changes).toEqual([]);
  });

  it('leaves out a change a transaction sent from here explains', () => {
    const store = freshStore();
    noteEvmBalances(store, { coa: COA, flowAtto: 10n, wflow: null }, 1_000, unexplained);
    noteEvmBalances(
      store,
      { coa: COA, flowAtto: 30n, wflow: null },
      2_000,
      (since) => since <= 1_000,
    );
    expect(store.read().changes).toEqual([]);
    expect(store.read().flowAtto).toBe(30n);
  });

  it('keeps amounts beyond a double exactly', () => {
    const store = freshStore();
    noteEvmBalances(store, { coa: COA, flowAtto: 10n ** 30n, wflow: null }, 1_000, unexplained);
    noteEvmBalances(
      store,
      { coa: COA, flowAtto: 10n ** 30n + 1n, wflow: null },
      2_000,
      unexplained,
    );
    expect(store.read().changes[0]).toMatchObject({ delta: 1n, after: 10n ** 30n + 1n });
  });
});
