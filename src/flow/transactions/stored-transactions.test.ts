import { describe, expect, it } from 'vitest';
import { parseStoredTransactions, serializeTransactions } from './stored-transactions.ts';

const SCOPE = { network: 'testnet', account: '0x01cf0e2f2f715450' } as const;
const ID = 'a'.repeat(64);

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  network: SCOPE.network,
  account: SCOPE.account,
  title: 'Send 1 FLOW',
  createdAt: 1_000,
  phases: { pending: 1_000 },
  errorMessage: null,
  feePaid: null,
  final: false,
  announced: [],
  ...overrides,
});

// JSON.parse makes `__proto__` an own key, as reading storage would.
const PROTO_PHASE = JSON.stringify(entry()).replace('"phases":{', '"phases":{"__proto__":1,');

const parse = (...transactions: unknown[]) =>
  parseStoredTransactions(JSON.stringify({ version: 1, transactions }), SCOPE);

describe('parseStoredTransactions', () => {
  it('reads back exactly what serializeTransactions wrote', () => {
    const entries = parse(
      entry({
        phases: { pending: 1_000, finalized: 2_000, failed: 3_000 },
        errorMessage: '[Error Code: 1101] x',
        feePaid: '12345',
        final: true,
        announced: ['pending', 'failed'],
        recipient: '0x179b6b1cb6755e31',
      }),
    );
    expect(entries).toEqual([
      {
        id: ID,
        network: SCOPE.network,
        account: SCOPE.account,
        title: 'Send 1 FLOW',
        recipient: '0x179b6b1cb6755e31',
        createdAt: 1_000,
        phaseTimes: { pending: 1_000, finalized: 2_000, failed: 3_000 },
        phase: 'failed',
        errorMessage: '[Error Code: 1101] x',
        feePaid: 12_345n,
        final: true,
        announced: ['pending', 'failed'],
      },
    ]);
    expect(parseStoredTransactions(serializeTransactions(entries), SCOPE)).toEqual(entries);
  });

  it.each([
    ['phases that are an array', entry({ phases: [] })],
    ['phases that are null', entry({ phases: null })],
    ['a phase named __proto__', JSON.parse(PROTO_PHASE)],
    ['a phase named constructor', entry({ phases: { pending: 1, constructor: 2 } })],
    ['a phase time of zero', entry({ phases: { pending: 0 } })],
    ['a phase time past year 33658', entry({ phases: { pending: 1e15 } })],
    ['a creation time that is a string of digits', entry({ createdAt: '1000' })],
    ['no error message at all', entry({ errorMessage: undefined })],
    ['an id of 63 digits', entry({ id: ID.slice(1) })],
    ['a network that is not a string', entry({ network: 1 })],
    ['an array', [ID]],
  ])('drops an entry with %s', (_, bad) => {
    expect(parse(bad, entry({ id: 'b'.repeat(64) })).map(({ id }) => id)).toEqual(['b'.repeat(64)]);
  });

  it('mends what it can: title, error length, fee and announced phases', () => {
    const [mended, defaulted] = parse(
      entry({
        createdAt: 2_000,
        title: `\u202Eline\none ${'x'.repeat(300)}`,
        errorMessage: 'e'.repeat(20_001),
        feePaid: '1'.repeat(21),
        announced: ['sealed', 'hacked', 7, 'pending'],
      }),
      entry({
        id: 'b'.repeat(64),
        title: '   ',
        announced: 'pending',
        feePaid: 5,
        recipient: 'javascript:alert(1)',
      }),
    );
    expect(mended?.title).toMatch(/^line one x{190}…$/);
    expect(mended?.errorMessage).toHaveLength(20_000);
    expect(mended?.feePaid).toBeNull();
    expect(mended?.announced).toEqual(['pending', 'sealed']);
    expect(defaulted).toMatchObject({ title: 'Transaction', announced: [], feePaid: null });
    // Anything but an address is no recipient: nothing for Activity to offer to save.
    expect(defaulted).not.toHaveProperty('recipient');
  });

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: '1', transactions: [entry()] })],
    ['no list', JSON.stringify({ version: 1 })],
  ])('reads %s as an empty list', (_, raw) => {
    expect(parseStoredTransactions(raw, SCOPE)).toEqual([]);
  });
});
