/**
 * Inside an account on the sandbox: keys, contracts and storage, for the signed-in user and for
 * any address, and the large fixture's storage page by page. Expected values come from the
 * sandbox's ledger (`GET /_sandbox/state`). The same screens on the real emulator are in
 * emulator.spec.ts.
 */
import type { Page } from '@playwright/test';
import { ISSUER_INDEX } from '../sandbox/fixtures/system.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { ledgerPathsAt } from './ledger-paths.ts';
import { expectAlicesSeededKeys, expectPublicKeys } from './seeded-keys.ts';
import { signIn } from './wallet.ts';

const tabs = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('link');

const pathsIn = (page: Page, domain: 'storage' | 'public') =>
  page.getByTestId(`storage-${domain}`).getByTestId('storage-path');

test('Alice’s keys, contracts and storage, from her account’s tabs', async ({ page, sandbox }) => {
  const alice = await ledgerPathsAt(sandbox, 5);
  const accountReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/accounts/')) {
      accountReads.push(request.url());
    }
  });
  await page.goto('/');
  await signIn(page, 'Alice');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(tabs(page, 'Your account')).toHaveText(['Overview', 'Keys', 'Contracts', 'Storage']);

  // Keys: her signing key, the revoked key and the weight-500 pair, as the ledger has them.
  accountReads.length = 0;
  await tabs(page, 'Your account').getByText('Keys').click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  expect(alice.keys.map((key) => [key.weight, key.revoked])).toEqual([
    [1000, false],
    [1000, true],
    [500, false],
    [500, false],
  ]);
  await expectAlicesSeededKeys(page);
  await expectPublicKeys(
    page,
    alice.keys.map((key) => key.publicKey),
  );
  await page.waitForLoadState('networkidle');
  expect(accountReads, 'one account request for the keys').toHaveLength(1);
  await expectAccessible(page);

  // Contracts: Alice has none.
  await tabs(page, 'Your account').getByText('Contracts').click();
  await expect(page.getByTestId('contracts-empty')).toHaveText(
    'No contracts are deployed on this account.',
  );

  // Storage: exactly the paths her ledger implies, and a link to the collection in NFTs.
  await tabs(page, 'Your account').getByText('Storage').click();
  await expect(pathsIn(page, 'storage')).toHaveText(alice.stored);
  await expect(pathsIn(page, 'public')).toHaveText(alice.published);
  await expectAccessible(page);
  const kitties = page
    .getByTestId('storage-entry')
    .filter({ has: page.getByText('/storage/SandboxKittiesCollection', { exact: true }) });
  await kitties.getByRole('link', { name: 'Show in NFTs' }).click();
  await expect(page).toHaveURL(/\/nfts\?collection=SandboxKittiesCollection$/);
  await expect(page.getByRole('region', { name: 'NFTs in Sandbox Kitties' })).toBeVisible();
});

test('any address, signed out: the issuer’s contracts open read-only, its key and storage show', async ({
  page,
  sandbox,
}) => {
  const issuer = await ledgerPathsAt(sandbox, ISSUER_INDEX);
  expect(issuer.contracts).toEqual(['SandboxUSD', 'SandboxKitties']);
  await page.goto(`/address/${issuer.address}/contracts`);
  await expect(tabs(page, 'This account')).toHaveText([
    'Overview',
    'Tokens',
    'NFTs',
    'Keys',
    'Contracts',
    'Storage',
  ]);
  await expect(page.getByTestId('deployed-contract')).toHaveText(['SandboxKitties', 'SandboxUSD']);
  await page.getByRole('link', { name: 'SandboxKitties' }).click();
  await expect(page).toHaveURL(/\/contracts\?contract=SandboxKitties$/);
  const source = page.getByRole('textbox', { name: 'SandboxKitties' });
  await expect(source).toHaveAttribute('aria-readonly', 'true');
  await expect(source).toContainText('access(all) contract SandboxKitties');
  // Read-only: typing changes nothing.
  await source.click();
  await page.keyboard.type('xyz');
  await expect(source.locator('.cm-line').first()).toHaveText(
    "// An NFT collection of Flowdeck's seeded test worlds, deployed on the local emulator. Its",
  );
  await expect(source).not.toContainText('xyz');
  await expectAccessible(page);

  await tabs(page, 'This account').getByText('Keys').click();
  await expect(page.getByTestId('key-role')).toHaveText([
    'This key alone can sign for the account.',
  ]);

  await tabs(page, 'This account').getByText('Storage').click();
  await expect(pathsIn(page, 'storage')).toHaveText(issuer.stored);
  await expect(page.getByTestId('storage-storage').getByTestId('storage-total')).toHaveText(
    issuer.stored.length === 1 ? '1 path' : `${issuer.stored.length} paths`,
  );
});

test('the large account’s storage, 100 paths a request, to the last one', async ({
  page,
  sandbox,
}) => {
  await sandbox.reset('large');
  const alice = await ledgerPathsAt(sandbox, 5);
  expect(alice.stored.length).toBeGreaterThan(200);
  const storageRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/scripts') storageRequests.push(request.url());
  });
  await page.goto(`/address/${alice.address}/storage`);
  const stored = page.getByTestId('storage-storage');
  await expect(stored).toContainText(`${alice.stored.length} paths`);
  await expect(pathsIn(page, 'storage')).toHaveCount(100);
  await page.waitForLoadState('networkidle');
  // One request for the stored paths' first page and one for the public paths'.
  expect(storageRequests).toHaveLength(2);
  for (let shown = 100; shown < alice.stored.length; shown += 100) {
    await stored
      .getByRole('button', { name: `Show more (${shown} of ${alice.stored.length})` })
      .click();
    await expect(pathsIn(page, 'storage')).toHaveCount(Math.min(shown + 100, alice.stored.length));
  }
  await expect(pathsIn(page, 'storage')).toHaveText(alice.stored);
  await expect(stored.getByRole('button', { name: /Show more/ })).toHaveCount(0);
  expect(storageRequests).toHaveLength(1 + Math.ceil(alice.stored.length / 100));
});
