/**
 * Journeys on the real Flow emulator (issue 14): the user flows end to end, on real Cadence, the real core contracts, Flow EVM and the VM bridge. Each journey starts from
 * the freshly seeded world (emulator-fixtures.ts); expected values come from that world
 * (worlds/normal.ts, shifted onto the emulator) and from the chain itself.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import {
  COMPUTATION,
  type ComputationCost,
  computeLimit,
} from '../src/flow/cadence/compute-limits.ts';
import { formatFlow } from '../src/flow/flow-amounts.ts';
import { fallbackFeeReserve } from '../src/flow/spendable-flow.ts';
import { fixtureExtraKeyPair, TEST_KEY_PAIR } from '../worlds/keys.ts';
import { expectSealedInActivity } from './activity.ts';
import { flowBalanceOf } from './chain.ts';
import { type EmulatorWorld, expect, expectAccessible, test } from './emulator-fixtures.ts';
import { E2E_EMULATOR_URLS } from './ports.ts';
import { expectAlicesSeededKeys, expectPublicKeys } from './seeded-keys.ts';
import { signAndApprove, signIn } from './wallet.ts';

const SEALED = { timeout: 30_000 };
// An EVM account nobody in the world owns, written with its EIP-55 checksum.
const EVM_RECIPIENT = getAddress('0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9');

/** Signs out (the session lives in localStorage) and signs in as `account`. */
async function switchAccount(page: Page, account: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await signIn(page, account);
}

/** A fee paid: more than nothing, and at most the most it can be at the transaction's limit. */
function expectFee(paid: bigint, cost: ComputationCost) {
  expect(paid).toBeGreaterThan(0n);
  expect(paid).toBeLessThanOrEqual(fallbackFeeReserve(computeLimit(cost)));
}

const reviewButton = (page: Page) => page.getByRole('button', { name: 'Review', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function chooseOption(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: text }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Opens Activity from the navigation: each transaction listed once, sealed. */
async function expectSealedInActivityPage(page: Page, titles: readonly string[]) {
  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  await expectSealedInActivity(page, titles);
}

const coaOf = (world: EmulatorWorld, label: string) => {
  const index = world.account(label).index;
  const coa = world.evm.coas[index];
  if (!coa) throw new Error(`${label} has no COA in the world`);
  return getAddress(coa);
};

// A journey here signs and seals up to six transactions on a real chain, each through the dev
// wallet's pages: on a busy two-core machine that outgrows the suite's 45 s.
test.describe.configure({ timeout: 90_000 });

test('Alice signs in and sees her account, tokens, NFTs and one NFT as the chain holds them', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice');
  const issuer = world.account('Sandbox token issuer').address.slice(2);
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('local');
  await signIn(page, 'Alice');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-address')).toHaveText(alice.address);
  await expect(page.getByTestId('flow-balance')).toHaveText('1000 FLOW');
  await expect(page.getByTestId('coa-address')).toHaveText(coaOf(world, 'Alice'));
  await expect(page.getByTestId('coa-balance')).toHaveText('25 FLOW');
  await expect(page.getByTestId('flow-evm')).toHaveText('25 FLOW');
  await expect(page.getByTestId('flow-total')).toHaveText('1025 FLOW');
  await expect(page.getByTestId('token-count')).toHaveText('2 tokens');
  await expect(page.getByTestId('nft-count')).toHaveText('3 NFTs in 1 collection');
  await expectAccessible(page);

  await page.getByTestId('token-count').click();
  await expect(page).toHaveURL(/\/tokens$/);
  const rows = page.getByTestId('token-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('token-balance')).toHaveText('1000 FLOW');
  await expect(rows.first().getByTestId('token-evm-balance')).toHaveText('25 FLOW on EVM');
  const susd = rows.filter({ hasText: 'Sandbox USD' });
  await expect(susd.getByTestId('token-balance')).toHaveText('250 sUSD');
  await expect(susd.getByTestId('token-evm-balance')).toHaveText('12.5 sUSD on EVM');
  // Verified by its type identifier on this network's list (the seeded world's issuer).
  await expect(susd.getByTestId('token-origin')).toContainText(
    `Verified SandboxUSD · 0x${issuer.slice(0, 4)}…${issuer.slice(-4)}`,
  );
  await expectAccessible(page);

  await mainNav(page).getByRole('link', { name: 'NFTs' }).click();
  const collections = page.getByRole('navigation', { name: 'NFT collections' });
  await expect(collections.getByRole('link', { name: /Sandbox Kitties/ })).toContainText('3 NFTs');
  const grid = page.getByRole('region', { name: 'NFTs in Sandbox Kitties' });
  for (const name of ['Whiskers #1', 'Mittens #2', 'Shadow #3']) {
    await expect(grid.getByRole('link', { name })).toBeVisible();
  }
  await grid.getByRole('link', { name: 'Whiskers #1' }).click();
  await expect(page).toHaveURL(/\/nfts\/SandboxKittiesCollection\/1$/);
  const detail = page.getByRole('article', { name: 'Whiskers' });
  await expect(detail).toContainText('Whiskers is a sandbox kitty (test data).');
  await expect(detail.locator('dt', { hasText: /^Type$/ }).locator('+ dd')).toHaveText(
    `A.${issuer}.SandboxKitties.NFT`,
  );
  await expect(detail.locator('dt', { hasText: /^Color$/ }).locator('+ dd')).toHaveText('tabby');
  await expect(detail.locator('dt', { hasText: /^Lives$/ }).locator('+ dd')).toHaveText('8');
  await expect(detail.locator('dt', { hasText: /^Lineage$/ })).toHaveCount(0);
  await expectAccessible(page);

  // The browser's Back returns to the NFTs; coming back another day, the start page takes her,
  // still signed in, to her account.
  await page.goBack();
  await expect(page).toHaveURL(/\/nfts$/);
  await expect(grid.getByRole('link', { name: 'Whiskers #1' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('flow-total')).toHaveText('1025 FLOW');
});

test('the address view shows Bob’s account, read-only, signed out', async ({ page, world }) => {
  const bob = world.account('Bob');
  await page.goto(`/address/${bob.address}`);
  await expect(page.getByTestId('account-address')).toHaveText(bob.address);
  await expect(page.getByTestId('flow-balance')).toHaveText('50 FLOW');
  await expect(page.getByTestId('coa-missing')).toBeVisible();
  await expectAccessible(page);
});

test('inside the account on real Cadence: Alice’s seeded keys, the service account’s contracts, her storage', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice');
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/account/keys');
  // Her signing key, the revoked key and the weight-500 pair the world added (add_keys.cdc).
  await expectAlicesSeededKeys(page);
  await expectPublicKeys(
    page,
    [0, 1, 2, 3].map((keyIndex) =>
      keyIndex === 0
        ? TEST_KEY_PAIR.publicKey
        : fixtureExtraKeyPair('normal', alice.index, keyIndex).publicKey,
    ),
  );
  await expect(page.getByTestId('account-key').first()).toContainText('ECDSA P-256 · SHA3-256');

  // The service account holds many contracts; EVM's source is about 1 200 lines, and only the
  // lines in view are drawn.
  await page.goto('/address/0xf8d6e0586b0a20c7/contracts');
  const contracts = page.getByRole('list', { name: 'Contracts' });
  await expect(contracts.getByRole('link', { name: 'EVM', exact: true })).toBeVisible();
  const names = await page.getByTestId('deployed-contract').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['EVM', 'MetadataViews', 'NonFungibleToken']));
  await contracts.getByRole('link', { name: 'EVM', exact: true }).click();
  const source = page.getByRole('textbox', { name: 'EVM' });
  await expect(source).toContainText('The Flow EVM contract defines important types');
  await expect(source).toHaveAttribute('aria-readonly', 'true');
  const size = await page
    .getByRole('region', { name: 'EVM' })
    .locator('.small')
    .first()
    .textContent();
  const lines = Number((size ?? '').replace(/,/g, '').match(/^(\d+) lines/)?.[1]);
  expect(lines).toBeGreaterThan(500);
  expect(await source.locator('.cm-line').count()).toBeLessThan(lines / 2);
  await expectAccessible(page);

  // Storage: what the world stored for her, read by get_account_storage.cdc on the emulator.
  await page.goto('/account/storage');
  const issuer = world.account('Sandbox token issuer').address.slice(2);
  const stored = page.getByTestId('storage-storage');
  await expect(stored.getByTestId('storage-total')).toHaveText('6 paths');
  await expect(stored.getByTestId('storage-path')).toHaveCount(6);
  expect((await stored.getByTestId('storage-path').allTextContents()).sort()).toEqual([
    '/storage/SandboxKittiesCollection',
    '/storage/bridgeFlowVaultProvider',
    '/storage/evm',
    '/storage/flowTokenVault',
    '/storage/flowdeckFiller0',
    '/storage/sandboxUSDVault',
  ]);
  await expect(
    stored
      .getByTestId('storage-entry')
      .filter({ hasText: '/storage/SandboxKittiesCollection' })
      .getByTestId('storage-type'),
  ).toHaveText(`A.${issuer}.SandboxKitties.Collection`);
  await expect(page.getByTestId('storage-public').getByTestId('storage-path')).toHaveCount(6);
  await expect(page.getByTestId('storage-unreadable')).toHaveCount(0);
});

test('Alice sends FLOW to Bob and to an EVM address; each seals and shows in Activity', async ({
  page,
  world,
}) => {
  const [alice, bob] = [world.account('Alice'), world.account('Bob')];
  const [aliceBefore, bobBefore] = [
    await flowBalanceOf(alice.address),
    await flowBalanceOf(bob.address),
  ];
  await page.goto('/');
  await signIn(page, 'Alice');

  await page.goto('/send');
  await page.getByLabel('Recipient').fill(bob.address);
  await page.getByLabel(/^Amount/).fill('12.5');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('send-summary')).toContainText('Send 12.5 FLOW to');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);
  expect((await flowBalanceOf(bob.address)) - bobBefore).toBe(1_250_000_000n);
  const afterFirst = await flowBalanceOf(alice.address);
  expectFee(aliceBefore - afterFirst - 1_250_000_000n, COMPUTATION.transfer_flow);

  await page.goto('/send');
  await page.getByLabel('Recipient').fill(EVM_RECIPIENT);
  await page.getByLabel(/^Amount/).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);
  expectFee(
    afterFirst - (await flowBalanceOf(alice.address)) - 200_000_000n,
    COMPUTATION.transfer_flow_to_evm,
  );

  // By title: a bare amount could also be the last digits of the other one's fee.
  await expectSealedInActivityPage(page, ['Send 12.5 FLOW', 'Send 2 FLOW']);
  await mainNav(page).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('flow-balance')).toHaveText(
    `${formatFlow(await flowBalanceOf(alice.address))} FLOW`,
  );
});

test('Alice sends two kitties to Bob; Carol, who has no collection, is refused before the wallet', async ({
  page,
  world,
}) => {
  const [bob, carol] = [world.account('Bob'), world.account('Carol')];
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/send?what=nfts');
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('send-nft-1').check();
  await page.getByTestId('send-nft-2').check();
  await page.getByLabel('Recipient').fill(carol.address);
  await expect(page.getByText(/This account cannot receive Sandbox Kitties/)).toBeVisible();
  await page.getByLabel('Recipient').fill(bob.address);
  await expect(page.getByText(/that can receive Sandbox Kitties/)).toBeVisible();
  await reviewButton(page).click();
  await expect(page.getByTestId('review-nfts')).toHaveText('#1, #2');
  // The most the fee can be at the limit measured for two NFTs, from the chain's own FlowFees
  // (mainnet's parameters on the local network).
  const limit = computeLimit(COMPUTATION.transfer_nfts, 2);
  await expect(page.getByText('Compute limit').locator('xpath=..')).toContainText(String(limit));
  await expect(page.getByTestId('review-max-fee')).toHaveText(
    `${formatFlow(fallbackFeeReserve(limit))} FLOW`,
  );
  await expectAccessible(page);
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);
  await expectSealedInActivityPage(page, ['Send 2 NFTs of Sandbox Kitties']);

  // Read back from the chain: Bob's collection has them, Alice's only the third.
  await page.goto(`/address/${bob.address}/nfts`);
  const bobsGrid = page.getByRole('region', { name: 'NFTs in Sandbox Kitties' });
  for (const name of ['Whiskers #1', 'Mittens #2', 'Tiger #4']) {
    await expect(bobsGrid.getByRole('link', { name })).toBeVisible();
  }
  await mainNav(page).getByRole('link', { name: 'NFTs' }).click();
  const alicesGrid = page.getByRole('region', { name: 'NFTs in Sandbox Kitties' });
  await expect(alicesGrid.getByRole('link', { name: 'Shadow #3' })).toBeVisible();
  await expect(alicesGrid.getByRole('link')).toHaveCount(1);
});

test('Carol, short of the most the fee can be, is told so before the wallet and charged nothing; topped up, she sends', async ({
  page,
  world,
}) => {
  const [alice, carol] = [world.account('Alice'), world.account('Carol')];
  const before = await flowBalanceOf(carol.address);
  await page.goto('/');
  await signIn(page, 'Carol');
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(alice.address);
  await page.getByLabel(/^Amount/).fill('0.0004');
  await reviewButton(page).click();
  // Her 0.0015 FLOW pays for her storage; a FLOW transfer's fee can be up to 0.00746 FLOW at its
  // measured limit, and Flow reserves all of it before running the transaction.
  const maxFee = fallbackFeeReserve(computeLimit(COMPUTATION.transfer_flow));
  await expect(page.getByText(/^This account needs at least \d/)).toContainText(
    `FLOW to send this: Flow reserves the most its fee can be (${formatFlow(maxFee)} FLOW)`,
  );
  await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);
  expect(await flowBalanceOf(carol.address)).toBe(before);

  // Alice tops her up by 0.3 FLOW; at the measured limit she can then send.
  await switchAccount(page, 'Alice');
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(carol.address);
  await page.getByLabel(/^Amount/).fill('0.3');
  await reviewButton(page).click();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);
  await switchAccount(page, 'Carol');
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(alice.address);
  await page.getByLabel(/^Amount/).fill('0.01');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-cannot-pay')).toHaveCount(0);
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);
  expectFee(
    before + 30_000_000n - 1_000_000n - (await flowBalanceOf(carol.address)),
    COMPUTATION.transfer_flow,
  );
});

test('the script runner runs a script the user types, with arguments, now and at an older height', async ({
  page,
  world,
}) => {
  const bob = world.account('Bob');
  await page.goto('/scripts');
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // Typed by hand (the editor closes brackets as it goes, so type without them and let it).
  await editor.fill(
    'access(all) fun main(owner: Address, factor: UInt8): UFix64 {\n  return getAccount(owner).balance * UFix64(factor)\n}\n',
  );
  await page.getByLabel(/^owner/).fill(bob.address);
  await page.getByLabel(/^factor/).fill('3');
  await page.getByRole('button', { name: 'Run script' }).click();
  const decoded = page.getByRole('list', { name: 'Decoded result' });
  await expect(decoded).toContainText('150.00000000');

  // Bob receives 4 FLOW; the same script at the height before shows 150 again, now 162.
  const before = await (await fetch(`${E2E_EMULATOR_URLS.rest}/v1/blocks?height=sealed`)).json();
  const height = (before as { header: { height: string } }[])[0]?.header.height ?? '';
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(bob.address);
  await page.getByLabel(/^Amount/).fill('4');
  await page.getByRole('button', { name: 'Review' }).click();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', SEALED);

  await page.goto('/scripts');
  await expect(page.getByLabel(/^owner/)).toHaveValue(bob.address);
  await page.getByRole('button', { name: 'Run script' }).click();
  await expect(decoded).toContainText('162.00000000');
  await page.getByLabel('Block height (optional)').fill(height);
  await page.getByRole('button', { name: 'Run script' }).click();
  await expect(decoded).toContainText('150.00000000');
});
