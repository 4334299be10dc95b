/**
 * Issue 20, networks that switch: the emulator build's header offers Testnet, which the suite
 * points at a second fault proxy and a second dev wallet on the same emulator, each at an origin
 * of its own (E2E_TESTNET_URLS), the proxy saying `flow-testnet`. Under the production headers
 * (vite preview) a switch there and back must reach the other network's node and open its wallet,
 * and read again on return; the fixtures fail the journey on any Content-Security-Policy
 * violation, which is how the bug showed. Signing in and reading on testnet need a testnet-chain
 * node, which cannot run here (ports.ts).
 */
import type { Page } from '@playwright/test';
import { connectFaultProxy } from '../fault-proxy/src/control.ts';
import { flowBalanceOf, flowText } from './chain.ts';
import { expect, test } from './emulator-fixtures.ts';
import { E2E_TESTNET_URLS } from './ports.ts';
import { signIn, walletFrame } from './wallet.ts';

const networkSwitch = (page: Page) => page.getByRole('combobox', { name: 'Network' });

test('switches local → testnet → local under the production CSP, reaching each network’s node and wallet', async ({
  page,
  world,
  faults,
}) => {
  const testnet = connectFaultProxy(E2E_TESTNET_URLS.accessNode);
  await testnet.clearFaults();
  await testnet.failRoute('/v1/network/parameters', {
    status: 200,
    body: JSON.stringify({ chain_id: 'flow-testnet' }),
  });
  const alice = world.account('Alice').address;
  const aliceBalance = `${flowText(await flowBalanceOf(alice))} FLOW`;

  await page.goto('/');
  await expect(networkSwitch(page)).toHaveValue('local');
  await expect(networkSwitch(page).locator('option')).toHaveText([
    'Local emulator',
    'Testnet',
    'Mainnet',
  ]);
  await signIn(page, 'Alice');
  await page.goto('/account');
  await expect(page.getByTestId('flow-balance')).toHaveText(aliceBalance);

  await testnet.clearRequests();
  await networkSwitch(page).selectOption('testnet');
  // Sessions are kept per network: on testnet nobody is signed in yet.
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  await expect(page.locator('.banner')).toHaveCount(0);
  // The app asked the testnet node which chain it is, and was answered.
  await expect
    .poll(async () =>
      (await testnet.requests()).some(
        (entry) => entry.path === '/v1/network/parameters' && entry.status === 200,
      ),
    )
    .toBe(true);
  // The testnet wallet opens in the page's frame (frame-src) and lists its accounts; signing in
  // there would read the account with testnet's contracts, which this chain does not have.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(walletFrame(page).getByRole('button', { name: /^Alice\b/ })).toBeVisible();
  expect(new URL((await page.locator('#FCL_IFRAME').getAttribute('src')) ?? '').origin).toBe(
    E2E_TESTNET_URLS.wallet,
  );
  await page.getByRole('button', { name: 'Cancel wallet request' }).click();
  await expect(page.getByText('Sign-in cancelled. You are still signed out.')).toBeVisible();

  await faults.clearRequests();
  await networkSwitch(page).selectOption('local');
  await expect(networkSwitch(page)).toHaveValue('local');
  await page.goto('/account');
  await expect(page.getByTestId('account-address')).toHaveText(alice);
  await expect(page.getByTestId('flow-balance')).toHaveText(aliceBalance);
  await expect(page.locator('.banner')).toHaveCount(0);
  expect(
    (await faults.requests()).some(
      (entry) => entry.server === 'access' && entry.path === '/v1/scripts',
    ),
  ).toBe(true);
  await testnet.clearFaults();
});
