import { describe, expect, it } from 'vitest';
import { trackedTransaction } from '../../flow/transactions/stored-transactions.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';
import { activityCsv, csvCell } from './activity-csv.ts';
import { activityRows } from './activity-rows.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const FLOW = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const KITTY = 'A.120e725050340cab.SandboxKitties.NFT';
const SENT = 'a'.repeat(64);
const ELSEWHERE = 'b'.repeat(64);

const transfer = (over: Partial<AccountTransfer>): AccountTransfer => ({
  key: `${ELSEWHERE}:1`,
  transactionId: ELSEWHERE,
  blockHeight: 10n,
  time: Date.UTC(2026, 11, 1, 9, 30),
  direction: 'in',
  asset: { kind: 'token', type: FLOW, amount: 1_234_567_891n },
  counterparty: BOB,
  fee: null,
  ...over,
});

const sent = trackedTransaction({
  id: SENT,
  network: 'local',
  account: ALICE,
  title: '=HYPERLINK("http://evil.example","Send 2 FLOW")',
  recipient: BOB,
  createdAt: Date.UTC(2026, 11, 2, 8),
  phaseTimes: { pending: 1, sealed: 2 },
  errorMessage: null,
  feePaid: 1_000n,
  announced: [],
});

describe('activityCsv', () => {
  it('writes one line per asset moved, amounts exact, each fee once, formulas made inert', () => {
    const rows = activityRows(
      [sent],
      [
        transfer({}),
        transfer({
          key: `${ELSEWHERE}:3`,
          direction: 'out',
          asset: { kind: 'nft', type: KITTY, id: '18446744073709551615' },
          fee: 2_500n,
        }),
        transfer({
          key: `${ELSEWHERE}:5`,
          direction: 'out',
          asset: { kind: 'token', type: FLOW, amount: 1n },
          fee: 2_500n,
        }),
        transfer({
          key: `${SENT}:0`,
          transactionId: SENT,
          direction: 'out',
          asset: { kind: 'token', type: FLOW, amount: 200_000_000n },
          fee: 1_000n,
        }),
      ],
    );
    expect(activityCsv(rows, 'local').split('\r\n')).toEqual([
      'Date (UTC),Transaction ID,Direction,Status,Asset,Asset contract,Amount,NFT ID,Counterparty,Fee (FLOW),Source,Description',
      `2026-12-02T08:00:00.000Z,${SENT},Out,Sealed,FLOW,${FLOW},2.00000000,,${BOB},0.00001000,Sent from Flowdeck,"'=HYPERLINK(""http://evil.example"",""Send 2 FLOW"")"`,
      `2026-12-01T09:30:00.000Z,${ELSEWHERE},In,Sealed,FLOW,${FLOW},12.34567891,,${BOB},,Access node events,`,
      `2026-12-01T09:30:00.000Z,${ELSEWHERE},Out,Sealed,SandboxKitties · 0x120e…0cab,${KITTY},1,18446744073709551615,${BOB},0.00002500,Access node events,`,
      `2026-12-01T09:30:00.000Z,${ELSEWHERE},Out,Sealed,FLOW,${FLOW},0.00000001,,${BOB},,Access node events,`,
      '',
    ]);
  });

  it('still lists a sent transaction nothing was heard of, with its fee and recipient', () => {
    const lines = activityCsv(activityRows([sent], []), 'local').split('\r\n');
    expect(lines[1]).toBe(
      `2026-12-02T08:00:00.000Z,${SENT},Out,Sealed,,,,,${BOB},0.00001000,Sent from Flowdeck,"'=HYPERLINK(""http://evil.example"",""Send 2 FLOW"")"`,
    );
  });
});

describe('csvCell', () => {
  it('quotes separators and line breaks, defuses formula starters and drops hidden characters', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nthere')).toBe('"say ""hi""\nthere"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    // Leading space and tabs go first, so a formula behind them is caught too.
    expect(csvCell('\t =SUM(A1)')).toBe("'=SUM(A1)");
    // What could hide or reorder words in a cell is removed.
    expect(csvCell('Send\u202e 2 FLOW\u200b')).toBe('Send 2 FLOW');
  });
});
