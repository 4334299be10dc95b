import { describe, expect, it } from 'vitest';
import {
  clearRunHistory,
  type HistoryStorage,
  MAX_HISTORY_CADENCE,
  MAX_HISTORY_ENTRIES,
  MAX_SUMMARY_LENGTH,
  type RunHistoryEntry,
  readRunHistory,
  recordRun,
  runHistoryKey,
} from './run-history.ts';

class MemoryStorage implements HistoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const entry = (overrides: Partial<RunHistoryEntry> = {}): RunHistoryEntry => ({
  cadence: 'access(all) fun main(): Int { return 1 }',
  args: {},
  ranAt: 1_700_000_000_000,
  outcome: 'ok',
  summary: 'Int 1',
  ...overrides,
});

describe('run history', () => {
  it('keeps runs per network, newest first', () => {
    const storage = new MemoryStorage();
    recordRun('testnet', entry({ cadence: 'first' }), storage);
    recordRun('testnet', entry({ cadence: 'second', blockHeight: '7' }), storage);
    recordRun('mainnet', entry({ cadence: 'elsewhere' }), storage);
    expect(readRunHistory('testnet', storage).map((run) => run.cadence)).toEqual([
      'second',
      'first',
    ]);
    expect(readRunHistory('testnet', storage)[0]?.blockHeight).toBe('7');
    expect(readRunHistory('mainnet', storage)).toHaveLength(1);
    expect([...storage.items.keys()].sort()).toEqual([
      runHistoryKey('mainnet'),
      runHistoryKey('testnet'),
    ]);
    expect(runHistoryKey('testnet')).toBe('flowdeck:scripts:testnet');
  });

  it('keeps the last 20 and moves a repeated run to the top', () => {
    const storage = new MemoryStorage();
    for (let index = 0; index < MAX_HISTORY_ENTRIES + 5; index++) {
      recordRun('local', entry({ cadence: `script ${index}` }), storage);
    }
    const runs = readRunHistory('local', storage);
    expect(runs).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(runs[0]?.cadence).toBe(`script ${MAX_HISTORY_ENTRIES + 4}`);
    recordRun(
      'local',
      entry({ cadence: 'script 10', outcome: 'failed', summary: 'boom' }),
      storage,
    );
    const again = readRunHistory('local', storage);
    expect(again).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(again.filter((run) => run.cadence === 'script 10')).toHaveLength(1);
    expect(again[0]).toMatchObject({ cadence: 'script 10', outcome: 'failed', summary: 'boom' });
  });

  it('does not record a script over 64 KB', () => {
    const storage = new MemoryStorage();
    recordRun('local', entry({ cadence: 'x'.repeat(MAX_HISTORY_CADENCE + 1) }), storage);
    expect(readRunHistory('local', storage)).toEqual([]);
  });

  it('does not record arguments that reading back would refuse', () => {
    const storage = new MemoryStorage();
    recordRun('local', entry({ cadence: 'kept' }), storage);
    const tooLong = { a: { text: 'x'.repeat(16 * 1024 + 1), isNil: false } };
    expect(
      recordRun('local', entry({ cadence: 'long', args: tooLong }), storage).map(
        (run) => run.cadence,
      ),
    ).toEqual(['kept']);
    const tooMany = Object.fromEntries(
      Array.from({ length: 65 }, (_, index) => [`p${index}`, { text: '1', isNil: false }]),
    );
    recordRun('local', entry({ cadence: 'many', args: tooMany }), storage);
    expect(readRunHistory('local', storage).map((run) => run.cadence)).toEqual(['kept']);
  });

  it('keeps a summary to one length, written and read back', () => {
    const storage = new MemoryStorage();
    recordRun('local', entry({ summary: 'y'.repeat(MAX_SUMMARY_LENGTH + 40) }), storage);
    expect(readRunHistory('local', storage)[0]?.summary).toHaveLength(MAX_SUMMARY_LENGTH);
    storage.setItem(
      runHistoryKey('local'),
      JSON.stringify([entry({ summary: 'z'.repeat(MAX_SUMMARY_LENGTH * 3) })]),
    );
    expect(readRunHistory('local', storage)[0]?.summary).toHaveLength(MAX_SUMMARY_LENGTH);
  });

  it('drops damaged entries and survives damaged storage', () => {
    const storage = new MemoryStorage();
    const good = entry();
    storage.setItem(
      runHistoryKey('local'),
      JSON.stringify([
        good,
        { ...good, outcome: 'maybe' },
        { ...good, ranAt: 'yesterday' },
        { ...good, args: { a: { text: 1, isNil: false } } },
        { ...good, blockHeight: 'latest' },
        null,
        'x',
      ]),
    );
    expect(readRunHistory('local', storage)).toEqual([good]);
    storage.setItem(runHistoryKey('local'), '{not json');
    expect(readRunHistory('local', storage)).toEqual([]);
    storage.setItem(runHistoryKey('local'), '{"an":"object"}');
    expect(readRunHistory('local', storage)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const throwing: HistoryStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readRunHistory('local', throwing)).toEqual([]);
    expect(recordRun('local', entry(), throwing)).toEqual([]);
    expect(() => clearRunHistory('local', throwing)).not.toThrow();

    const full = new MemoryStorage();
    recordRun('local', entry({ cadence: 'kept' }), full);
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(recordRun('local', entry({ cadence: 'lost' }), full).map((run) => run.cadence)).toEqual([
      'kept',
    ]);
  });

  it('clears one network only', () => {
    const storage = new MemoryStorage();
    recordRun('local', entry(), storage);
    recordRun('testnet', entry(), storage);
    clearRunHistory('local', storage);
    expect(readRunHistory('local', storage)).toEqual([]);
    expect(readRunHistory('testnet', storage)).toHaveLength(1);
  });

  it('drops stored entries over the limits, and reads twenty at most', () => {
    const storage = new MemoryStorage();
    const tooMany = Object.fromEntries(
      Array.from({ length: 65 }, (_, index) => [`p${index}`, { text: '1', isNil: false }]),
    );
    storage.setItem(
      runHistoryKey('local'),
      JSON.stringify([
        entry({ cadence: 'x'.repeat(MAX_HISTORY_CADENCE + 1) }),
        entry({ cadence: 'too many', args: tooMany }),
        entry({
          cadence: 'too long',
          args: { a: { text: 'x'.repeat(16 * 1024 + 1), isNil: false } },
        }),
        { ...entry(), ranAt: Number.NaN },
        { ...entry(), summary: null },
        ...Array.from({ length: 25 }, (_, index) => entry({ cadence: `#${index}` })),
      ]),
    );
    const runs = readRunHistory('local', storage);
    expect(runs.map((run) => run.cadence)).toEqual(
      Array.from({ length: MAX_HISTORY_ENTRIES }, (_, index) => `#${index}`),
    );
    expect(runs[0]).toEqual(entry({ cadence: '#0' }));
    expect(Object.hasOwn(runs[0] ?? {}, 'blockHeight')).toBe(false);
  });

  it('keeps arguments named constructor and prototype', () => {
    const storage = new MemoryStorage();
    const args = { constructor: { text: '1', isNil: false }, prototype: { text: '', isNil: true } };
    storage.setItem(runHistoryKey('local'), JSON.stringify([entry({ args })]));
    expect(readRunHistory('local', storage)[0]?.args).toEqual(args);
  });
});
