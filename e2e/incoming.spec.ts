/**
 * Incoming activity on the real emulator (issue 36): transfers sent to the signed-in user by
 * another account, behind the app's back, appear live in Activity and as toasts with exact
 * amounts; after the app was closed, the gap is read back from `/v1/events`; the filters and
 * the CSV export agree with the chain.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatFlow } from '../src/flow/flow-amounts.ts';
import { openActivityAsAlice } from './activity.ts';
import { address, sendBehindTheAppsBack, ufix64 } from './app-transactions.ts';
import { flowBalanceOf } from './chain.ts';
import { type EmulatorWorld, expect, test } from './emulator-fixtures.ts';
import { signIn } from './wallet.ts';

const LIVE = { timeout: 20_000 };

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const transferRow = (page: Page, text: string) =>
  page.getByTestId('transfer').filter({ hasText: text });

async function bobPaysAlice(world: EmulatorWorld) {
  const [alice, bob] = [world.account('Alice').address, world.account('Bob').address];
  const issuer = world.account('Sandbox token issuer').address;
  await sendBehindTheAppsBack(bob, 'transfer_flow', [ufix64('3.21098765'), address(alice)]);
  await sendBehindTheAppsBack(bob, 'transfer_tokens', [
    ufix64('1.50000000'),
    address(alice),
    address(issuer),
    { type: 'String', value: 'SandboxUSD' },
  ]);
  await sendBehindTheAppsBack(bob, 'transfer_nfts', [
    { type: 'String', value: `A.${issuer.slice(2)}.SandboxKitties.NFT` },
    { type: 'Array', value: [{ type: 'UInt64', value: '4' }] },
    address(alice),
  ]);
  return { alice, bob, issuer };
}

test.describe.configure({ timeout: 90_000 });

test('Bob pays Alice while Activity is open: each transfer appears live, exact, with a toast; filters and the CSV agree with the chain', async ({
  page,
  world,
}, testInfo) => {
  await openActivityAsAlice(page);

  const { bob, issuer } = await bobPaysAlice(world);
  const from = `from ${shortAddress(bob)}`;
  await expect(transferRow(page, `Received 3.21098765 FLOW ${from}`)).toHaveCount(1, LIVE);
  await expect(transferRow(page, `Received 1.5 sUSD ${from}`)).toHaveCount(1, LIVE);
  await expect(
    transferRow(page, `Received SandboxKitties · ${shortAddress(issuer)} #4 ${from}`),
  ).toHaveCount(1, LIVE);
  await expect(
    transferRow(page, '3.21098765 FLOW').getByTestId('transfer-counterparty'),
  ).toHaveText(`From ${bob}`);
  // Named by its contract, never by its metadata: the kitty is not on any verified list.
  await expect(transferRow(page, '#4').getByTestId('unverified-asset')).toBeVisible();
  const toasts = page.getByTestId('toast').filter({ hasText: 'Transfer received' });
  await expect(toasts.filter({ hasText: 'Received 3.21098765 FLOW' })).toHaveCount(1);

  // Filters live in the address bar, so a reload keeps them.
  const asset = page.getByLabel('Asset');
  const flowType = await asset.locator('option', { hasText: 'FLOW' }).getAttribute('value');
  await asset.selectOption(flowType ?? '');
  await expect(page.getByTestId('transfer')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('transfer')).toHaveCount(1, LIVE);
  await expect(page.getByTestId('transfer')).toContainText('Received 3.21098765 FLOW');
  await page.getByLabel('Direction').selectOption('out');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByLabel('Direction').selectOption('in');
  await page.getByLabel('Asset').selectOption('all');
  await expect(page.getByTestId('transfer')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 3 as CSV' }).click();
  const file = testInfo.outputPath('activity.csv');
  await (await downloading).saveAs(file);
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Date (UTC),Transaction ID,Direction,Status,Asset,Asset contract,Amount,NFT ID,Counterparty,Fee (FLOW),Source,Description',
  );
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((row) => [row[2], row[4], row[5], row[6], row[7], row[8]])).toEqual([
    [
      'In',
      `SandboxKitties · ${shortAddress(issuer)}`,
      `A.${issuer.slice(2)}.SandboxKitties.NFT`,
      '1',
      '4',
      bob,
    ],
    ['In', 'sUSD', `A.${issuer.slice(2)}.SandboxUSD.Vault`, '1.50000000', '', bob],
    ['In', 'FLOW', 'A.0ae53cb6e3f42a79.FlowToken.Vault', '3.21098765', '', bob],
  ]);
  for (const row of rows) {
    expect(row[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(row[10]).toBe('Access node events');
  }
});

test('Alice closes Flowdeck, Bob pays her, she comes back: the gap is read from /v1/events, listed without toasts', async ({
  page,
  world,
}) => {
  const [alice, bob] = [world.account('Alice').address, world.account('Bob').address];
  await openActivityAsAlice(page);
  await page.goto('/account');

  await sendBehindTheAppsBack(bob, 'transfer_flow', [ufix64('0.00000001'), address(alice)]);
  await page.goto('/activity');
  await expect(transferRow(page, `Received 0.00000001 FLOW from ${shortAddress(bob)}`)).toHaveCount(
    1,
    LIVE,
  );
  await expect(page.getByTestId('toast').filter({ hasText: 'Transfer received' })).toHaveCount(0);
  await expect(page.getByTestId('unread-blocks')).toHaveCount(0);
});

test('with live transfers on everywhere, a payment on the dashboard is toasted and the balance refreshed', async ({
  page,
  world,
}) => {
  const [alice, bob] = [world.account('Alice').address, world.account('Bob').address];
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/activity');
  await page.getByLabel(/Listen for incoming transfers on every screen/).check();
  await page.goto('/account');
  await expect(page.getByTestId('live-transfers')).toHaveText('Live', LIVE);
  const before = await flowBalanceOf(alice);
  await expect(page.getByTestId('flow-balance')).toHaveText(`${formatFlow(before)} FLOW`);

  await sendBehindTheAppsBack(bob, 'transfer_flow', [ufix64('7.00000000'), address(alice)]);
  await expect(
    page.getByTestId('toast').filter({ hasText: `Received 7 FLOW from ${shortAddress(bob)}` }),
  ).toHaveCount(1, LIVE);
  await expect(page.getByTestId('flow-balance')).toHaveText(
    `${formatFlow(before + 700_000_000n)} FLOW`,
    LIVE,
  );
});

test('FLOW sent to Alice’s EVM account elsewhere shows in Activity as a balance change between two reads', async ({
  page,
  world,
}) => {
  const coa = world.evm.coas[world.account('Alice').index];
  if (!coa) throw new Error('Alice has no COA in the world');
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/evm');
  const balance = page.getByTestId('evm-flow-balance');
  await expect(balance).toBeVisible(LIVE);
  const before = await balance.textContent();

  await sendBehindTheAppsBack(world.account('Bob').address, 'transfer_flow_to_evm', [
    { type: 'String', value: coa.replace(/^0x/, '') },
    ufix64('4.50000000'),
  ]);
  await page.reload();
  await expect(balance).not.toHaveText(before ?? '', LIVE);

  await page.goto('/activity');
  const change = page.getByTestId('balance-change');
  await expect(change).toHaveCount(1, LIVE);
  await expect(change).toContainText('EVM account received 4.5 FLOW');
  await expect(change).toContainText('which transaction made it, and who sent it, is not known');
});
