/**
 * Inside an account: keys, contracts and storage, for the signed-in user and for any address,
 * and the large world's storage page by page. Expected values are read from the chain
 * (chain-reads.ts).
 */
import type { Page } from '@playwright/test';
import { keysAndContractsOf, pathsOf } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { expectAlicesSeededKeys, expectPublicKeys } from './seeded-keys.ts';
import { signIn } from './wallet.ts';

const tabs = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('link');

const pathsIn = (page: Page, domain: 'storage' | 'public') =>
  page.getByTestId(`storage-${domain}`).getByTestId('storage-path');

const sortedTextsOf = async (paths: ReturnType<typeof pathsIn>) =>
  (await paths.allTextContents()).sort();

test('Alice’s keys, contracts and storage, from her account’s tabs', async ({ page, world }) => {
  const address = world.account('Alice').address;
  const { keys } = await keysAndContractsOf(address);
  const paths = await pathsOf(address);
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
  await expect(tabs(page, 'Your account')).toHaveText([
    'Overview',
    'Keys',
    'Contracts',
    'Storage',
    'Staking',
  ]);

  // Keys: her signing key, the revoked key and the weight-500 pair, as the chain has them.
  accountReads.length = 0;
  await tabs(page, 'Your account').getByText('Keys').click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  expect(keys.map((key) => [key.weight, key.revoked])).toEqual([
    [1000, false],
    [1000, true],
    [500, false],
    [500, false],
  ]);
  await expectAlicesSeededKeys(page);
  await expectPublicKeys(
    page,
    keys.map((key) => key.publicKey),
  );
  await page.waitForLoadState('networkidle');
  expect(accountReads, 'one account request for the keys').toHaveLength(1);
  await expectAccessible(page);

  // Contracts: Alice has none.
  await tabs(page, 'Your account').getByText('Contracts').click();
  await expect(page.getByTestId('contracts-empty')).toHaveText(
    'No contracts are deployed on this account.',
  );

  // Storage: exactly the paths the chain holds, and a link to the collection in NFTs.
  await tabs(page, 'Your account').getByText('Storage').click();
  await expect(pathsIn(page, 'storage')).toHaveCount(paths.stored.length);
  await expect(pathsIn(page, 'public')).toHaveCount(paths.published.length);
  expect(await sortedTextsOf(pathsIn(page, 'storage'))).toEqual(paths.stored);
  expect(await sortedTextsOf(pathsIn(page, 'public'))).toEqual(paths.published);
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
  world,
}) => {
  const address = world.account('Sandbox token issuer').address;
  const { contracts } = await keysAndContractsOf(address);
  const { stored } = await pathsOf(address);
  expect(contracts.sort()).toEqual(['SandboxKitties', 'SandboxUSD']);
  await page.goto(`/address/${address}/contracts`);
  await expect(tabs(page, 'This account')).toHaveText([
    'Overview',
    'Tokens',
    'NFTs',
    'Keys',
    'Contracts',
    'Storage',
    'Staking',
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
  await expect(page.getByTestId('storage-storage').getByTestId('storage-total')).toHaveText(
    stored.length === 1 ? '1 path' : `${stored.length} paths`,
  );
  expect(await sortedTextsOf(pathsIn(page, 'storage'))).toEqual(stored);
});

test.describe('the large world', () => {
  test.use({ worldName: 'large' });

  test('the large account’s storage, 100 paths a request, to the last one', async ({
    page,
    world,
  }) => {
    const address = world.account('Alice').address;
    const { stored: onChain } = await pathsOf(address);
    expect(onChain.length).toBeGreaterThan(200);
    const alice = { address, stored: onChain };
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
      await expect(pathsIn(page, 'storage')).toHaveCount(
        Math.min(shown + 100, alice.stored.length),
      );
    }
    expect(await sortedTextsOf(pathsIn(page, 'storage'))).toEqual(alice.stored);
    await expect(stored.getByRole('button', { name: /Show more/ })).toHaveCount(0);
    expect(storageRequests).toHaveLength(1 + Math.ceil(alice.stored.length / 100));
  });
});
