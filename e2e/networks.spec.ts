/**
 * Issue 20, networks that switch: the local build's header offers Testnet, which this build
 * points at the second (testnet-chain) sandbox. Under the production headers (vite preview) a
 * switch there and back must read, and sign in, on each network; the fixtures fail the journey
 * on any Content-Security-Policy violation, which is how the bug showed.
 */
import type { Page } from '@playwright/test';
import type { SandboxControl } from '../sandbox/src/control.ts';
import { expect, freshSandbox, test } from './fixtures.ts';
import { E2E_WS_URLS } from './ports.ts';
import { signIn } from './wallet.ts';

async function addressOf(sandbox: SandboxControl, label: string): Promise<string> {
  const account = (await sandbox.accounts()).find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no ${label} in the fixture`);
  return account.address;
}

const networkSwitch = (page: Page) => page.getByRole('combobox', { name: 'Network' });

/** The signed-in account screen shows this address and balance, with no network banner. */
async function expectAccount(page: Page, address: string, balance: string): Promise<void> {
  await expect(page.getByTestId('account-address')).toHaveText(address);
  await expect(page.getByTestId('flow-balance')).toHaveText(balance);
  await expect(page.locator('.banner')).toHaveCount(0);
}

test('switches local → testnet → local under the production CSP, reading on each', async ({
  page,
  sandbox,
}) => {
  const testnet = await freshSandbox(E2E_WS_URLS);
  const aliceLocal = await addressOf(sandbox, 'Alice');
  const bobTestnet = await addressOf(testnet, 'Bob');

  await page.goto('/');
  await expect(networkSwitch(page)).toHaveValue('local');
  await expect(networkSwitch(page).locator('option')).toHaveText([
    'Sandbox (simulated)',
    'Testnet',
    'Mainnet',
  ]);
  await signIn(page, 'Alice');
  await expectAccount(page, aliceLocal, '1000 FLOW');

  await testnet.clearRequests();
  await networkSwitch(page).selectOption('testnet');
  // Sessions are kept per network: on testnet nobody is signed in yet.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  await expect(page.locator('.banner')).toHaveCount(0);
  // The testnet wallet opens in the page's frame (frame-src) and the reads go to its node.
  await signIn(page, 'Bob');
  await expectAccount(page, bobTestnet, '50 FLOW');
  const testnetReads = (await testnet.requests()).filter(
    (entry) => entry.server === 'access' && entry.path === '/v1/scripts',
  );
  expect(testnetReads.length).toBeGreaterThanOrEqual(1);
  expect(testnetReads.every((entry) => entry.status === 200)).toBe(true);

  await sandbox.clearRequests();
  await networkSwitch(page).selectOption('local');
  await expect(networkSwitch(page)).toHaveValue('local');
  await expectAccount(page, aliceLocal, '1000 FLOW');
  expect(
    (await sandbox.requests()).some(
      (entry) => entry.server === 'access' && entry.path === '/v1/scripts',
    ),
  ).toBe(true);
});
