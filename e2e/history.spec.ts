/**
 * Past activity from history sources (issue 36): the emulator has no experimental account
 * history (404: not offered), and the history stand-in (history-stand-in/) plays a FlowIndex and
 * a Blockscout in their documented shapes. Rows page in by the source's cursor, merge with what
 * Flowdeck heard by transaction id, say where they came from, and a failing source leaves the
 * rest of Activity alone. Hostile rows are inert and marked.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { connectHistoryStandIn } from '../history-stand-in/src/control.ts';
import { openActivityAsAlice } from './activity.ts';
import { address, sendBehindTheAppsBack, ufix64 } from './app-transactions.ts';
import { type EmulatorWorld, expect, test } from './emulator-fixtures.ts';
import { E2E_HISTORY_STAND_IN_URL } from './ports.ts';

const LIVE = { timeout: 20_000 };
const standIn = connectHistoryStandIn(E2E_HISTORY_STAND_IN_URL);
const FLOW_VAULT = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const fakeId = (n: number) => `f${n.toString(16).padStart(63, '0')}`;

test.describe.configure({ timeout: 90_000 });
test.beforeEach(() => standIn.reset());

/** Bob pays Alice `amount` FLOW behind the app's back; returns the transaction id. */
const bobPaysAlice = (world: EmulatorWorld, amount: string) =>
  sendBehindTheAppsBack(world.account('Bob').address, 'transfer_flow', [
    ufix64(amount),
    address(world.account('Alice').address),
  ]);

/** A FLOW transfer from Bob to Alice as FlowIndex writes it (its amount a JSON number). */
const indexerRow = (world: EmulatorWorld, id: string, amount: number, height: number) => ({
  transaction_hash: id,
  block_height: height,
  timestamp: '2026-11-20T09:00:00Z',
  amount,
  sender: world.account('Bob').address,
  receiver: world.account('Alice').address,
  address: world.account('Alice').address,
  direction: 'deposit',
  token: { token: FLOW_VAULT, name: 'Flow', symbol: 'FLOW' },
  verified: true,
  is_primary: false,
  classifier: 'Coin Transfer',
});

const historySource = (page: Page, kind: string) => page.getByTestId(`history-${kind}`);

test('FlowIndex pages in past activity, merged with what Flowdeck heard, marked by source; the access node does not offer it', async ({
  page,
  world,
  expectedConsoleErrors,
}, testInfo) => {
  // The emulator's answer to the experimental endpoints, as the browser logs it.
  expectedConsoleErrors.push(/status of 404 \(Not Found\)/);
  await openActivityAsAlice(page);
  const heard = await bobPaysAlice(world, '2.50000000');
  await expect(page.getByTestId('transfer')).toHaveCount(1, LIVE);
  // The indexer knows the same payment, and 60 older ones.
  await standIn.setRows({
    indexer: {
      [world.account('Alice').address]: {
        ft: [
          indexerRow(world, heard, 2.5, 100),
          ...Array.from({ length: 60 }, (_, index) =>
            indexerRow(world, fakeId(index), 0.125, 99 - index),
          ),
        ],
      },
    },
  });

  await historySource(page, 'indexer').getByRole('checkbox').check();
  const fromIndexer = page.getByTestId('history-transfer');
  // The first page is 50 rows; the one already heard is shown once, as heard.
  await expect(fromIndexer).toHaveCount(49, LIVE);
  await expect(page.getByTestId('transfer')).toHaveCount(1);
  await expect(fromIndexer.first()).toContainText('Received 0.125 FLOW from');
  await expect(fromIndexer.first().getByTestId('transfer-source')).toHaveText(
    'From FlowIndex: a third party’s record, not read from the chain by Flowdeck',
  );
  await page.getByRole('button', { name: 'Load older activity from FlowIndex' }).click();
  await expect(fromIndexer).toHaveCount(60, LIVE);
  await expect(
    page.getByRole('button', { name: 'Load older activity from FlowIndex' }),
  ).toHaveCount(0);

  await historySource(page, 'access-node').getByRole('checkbox').check();
  await expect(historySource(page, 'access-node').getByTestId('history-problem')).toContainText(
    'does not offer account history here',
    LIVE,
  );
  await expect(fromIndexer).toHaveCount(60);

  // The choice is kept per network: a reload asks FlowIndex again, from its first page.
  await page.reload();
  await expect(fromIndexer).toHaveCount(49, LIVE);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export \d+ as CSV$/ }).click();
  const file = testInfo.outputPath('history.csv');
  await (await downloading).saveAs(file);
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n').slice(1);
  const byId = (id: string) => lines.filter((line) => line.includes(id));
  expect(byId(heard)).toHaveLength(1);
  expect(byId(heard)[0]).toContain(
    `,In,Sealed,FLOW,${FLOW_VAULT},2.50000000,,${world.account('Bob').address},`,
  );
  expect(byId(heard)[0]).toContain(',Access node events,');
  expect(byId(fakeId(0))[0]).toContain(',0.12500000,');
  expect(byId(fakeId(0))[0]).toContain(',FlowIndex,');
});

test('a source that limits its rate or is slow is named with what failed; the rest of Activity works, and it recovers', async ({
  page,
  world,
  expectedConsoleErrors,
}) => {
  // The stand-in's 429, as the browser logs it.
  expectedConsoleErrors.push(/status of 429 \(Too Many Requests\)/);
  await openActivityAsAlice(page);
  await bobPaysAlice(world, '1.00000000');
  await expect(page.getByTestId('transfer')).toHaveCount(1, LIVE);
  await standIn.setRows({
    indexer: { [world.account('Alice').address]: { ft: [indexerRow(world, fakeId(1), 3, 50)] } },
  });
  await standIn.setMode('indexer', 'rate-limited');
  await historySource(page, 'indexer').getByRole('checkbox').check();
  const problem = historySource(page, 'indexer').getByTestId('history-problem');
  await expect(problem).toContainText('FlowIndex is limiting requests', LIVE);
  await expect(page.getByTestId('transfer')).toHaveCount(1);

  await standIn.setMode('indexer', 'normal');
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('history-transfer')).toHaveCount(1, LIVE);
  await expect(problem).toHaveCount(0);

  await standIn.setMode('indexer', 'slow');
  await page.reload();
  await expect(problem).toContainText('FlowIndex did not answer in time', { timeout: 30_000 });
  await expect(page.getByTestId('transfer')).toHaveCount(1);
});

test('Blockscout shows the COA’s history; a fake FLOW, huge text and a look-alike of a saved address are inert and marked', async ({
  page,
  world,
}) => {
  const coa = world.evm.coas[world.account('Alice').index]?.toLowerCase();
  if (!coa) throw new Error('Alice has no COA in the world');
  const saved = '0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9';
  const lookAlike = '0x6ca8000000000000000000000000000000f3a1e9';
  await page.addInitScript((address) => {
    localStorage.setItem(
      'flowdeck:local:address-book',
      JSON.stringify({ contacts: [{ name: 'My exchange', address }], recent: [] }),
    );
  }, saved);
  await standIn.setRows({
    blockscout: {
      [coa]: {
        transactions: [
          {
            hash: `0x${'a'.repeat(64)}`,
            block_number: 40,
            timestamp: '2026-11-25T10:00:00.000000Z',
            from: { hash: lookAlike },
            to: { hash: coa },
            value: '1500000000000000001',
            fee: { type: 'actual', value: '21000' },
            status: 'ok',
            result: 'success',
          },
        ],
        tokenTransfers: [
          {
            transaction_hash: `0x${'b'.repeat(64)}`,
            block_number: 39,
            log_index: 0,
            timestamp: '2026-11-25T09:00:00.000000Z',
            type: 'token_transfer',
            from: { hash: saved },
            to: { hash: coa },
            token: {
              address_hash: '0x00000000000000000000000000000000000bad00',
              symbol: `FLOW<img src=x onerror=alert(1)>${'W'.repeat(5_000)}`,
              name: 'Flow',
              decimals: '18',
              type: 'ERC-20',
            },
            total: { value: '1000000000000000000000', decimals: '18' },
          },
        ],
      },
    },
  });
  await openActivityAsAlice(page);
  await historySource(page, 'blockscout').getByRole('checkbox').check();
  const rows = page.getByTestId('history-transfer');
  await expect(rows).toHaveCount(2, LIVE);

  const flow = rows.filter({ hasText: 'Received 1.500000000000000001 FLOW' });
  await expect(flow).toHaveCount(1);
  await expect(flow.getByTestId('look-alike-warning')).toContainText('My exchange');

  const fake = rows.filter({ hasText: 'Received 1000 FLOW<img' });
  await expect(fake).toHaveCount(1);
  await expect(fake.getByTestId('unverified-asset')).toContainText(
    'Not FLOW: it only calls itself that.',
  );
  await expect(fake.getByTestId('transfer-counterparty')).toContainText(
    `“\u2068My exchange\u2069” ${saved}`,
  );
  expect((await fake.locator('h2').textContent())?.length).toBeLessThan(120);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
