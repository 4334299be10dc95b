/**
 * Issue 7's journeys: the script runner at /scripts against the emulator. Expected values are
 * read from the chain (chain.ts) or the world's definition, not written into the tests.
 */
import type { Page } from '@playwright/test';
import { emulatorWorld } from '../emulator/src/emulator-world.ts';
import { visibleText } from '../src/components/ui/plain-text.ts';
import { flowAddressAtIndex } from '../src/flow/address.ts';
import { formatUFix64 } from '../src/flow/ufix64.ts';
import { FIXTURES } from '../worlds/index.ts';
import { commitBlocks, flowBalanceOf } from './chain.ts';
import { type EmulatorWorld, expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signIn } from './wallet.ts';

// ---------------------------------------------------------------- the chain

async function accountByLabel(world: EmulatorWorld, label: string) {
  const { address } = world.account(label);
  return { address, balance: await flowBalanceOf(address) };
}

// ---------------------------------------------------------------- the page

const editor = (page: Page) => page.locator('.cm-content');
const runButton = (page: Page) => page.getByRole('button', { name: 'Run script' });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const decoded = (page: Page) => page.getByRole('list', { name: 'Decoded result' });

/** Counts the script requests the page sends to the access node from now on. */
function countScriptRequests(page: Page): { readonly count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/scripts') count += 1;
  });
  return { count: () => count };
}

async function openScripts(page: Page): Promise<void> {
  await page.goto('/scripts');
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible();
  await expect(editor(page)).toBeVisible();
}

/** Replaces the editor's text as a paste would. */
async function setScript(page: Page, cadence: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(cadence);
  await expect(editor(page)).toContainText(cadence.split('\n')[0] ?? '');
}

async function loadExample(page: Page, title: string): Promise<void> {
  await page.getByLabel('Examples').selectOption({ label: title });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByText('No syntax errors.')).toBeVisible();
}

// ---------------------------------------------------------------- journeys

test('a syntax error is shown inline as the user types, and the script cannot run', async ({
  page,
}) => {
  await openScripts(page);
  await expect(page.getByText('No syntax errors.')).toBeVisible();
  await expect(runButton(page)).toBeEnabled();
  const requests = countScriptRequests(page);

  await setScript(page, 'access(all) fun main(): Int {\n    return 1 +\n}');
  const problems = page.getByRole('alert').filter({ hasText: 'syntax error' });
  await expect(problems).toContainText('Line 3');
  // The editor underlines the place and marks the line in the gutter.
  await expect(page.locator('.cm-lintRange-error, .cm-lintPoint-error')).toHaveCount(1);
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await expect(runButton(page)).toBeDisabled();

  // Fixing it clears the marks.
  await setScript(page, 'access(all) fun main(): Int {\n    return 1 + 2\n}');
  await expect(page.getByText('No syntax errors.')).toBeVisible();
  await expect(page.locator('.cm-lintRange-error, .cm-lintPoint-error')).toHaveCount(0);
  await expect(runButton(page)).toBeEnabled();
  expect(requests.count()).toBe(0);
  await expectAccessible(page);
});

test('an example with typed arguments runs on the emulator and shows the decoded result', async ({
  page,
  world,
}) => {
  const alice = await accountByLabel(world, 'Alice');
  const bob = await accountByLabel(world, 'Bob');
  await openScripts(page);

  await loadExample(page, 'FLOW balance');
  await page.getByLabel(/^address/).fill(alice.address);
  await runButton(page).click();
  await expect(decoded(page)).toContainText(`${formatUFix64(alice.balance)} UFix64`);

  // Several parameter kinds: a JSON array of addresses and an optional UFix64 left nil.
  await loadExample(page, 'FLOW balances of several accounts');
  await page.getByLabel(/^addresses/).fill(JSON.stringify([alice.address, bob.address]));
  await expect(page.getByRole('checkbox', { name: /^nil/ })).toBeChecked();
  await runButton(page).click();
  const tree = decoded(page);
  await expect(tree).toContainText('Dictionary');
  await expect(tree).toContainText(`${alice.address}: ${formatUFix64(alice.balance)} UFix64`);
  await expect(tree).toContainText(`${bob.address}: ${formatUFix64(bob.balance)} UFix64`);

  // The raw JSON-Cadence is there too, as text.
  await result(page).getByText('Raw JSON-Cadence').click();
  await expect(page.getByTestId('raw-result')).toContainText('"type": "Dictionary"');
  await expect(page.getByTestId('raw-result')).toContainText(
    `"value": "${formatUFix64(bob.balance)}"`,
  );

  // Both runs are in the history, newest first.
  const history = page.getByRole('region', { name: 'Recent runs' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Dictionary');
  await expectAccessible(page);
});

test('an invalid argument gives a field error and sends nothing', async ({ page, world }) => {
  const alice = await accountByLabel(world, 'Alice');
  await openScripts(page);
  await setScript(
    page,
    'access(all) fun main(owner: Address, count: UInt8, amount: UFix64): UFix64 {\n    return amount\n}',
  );
  await expect(page.getByText('No syntax errors.')).toBeVisible();
  const requests = countScriptRequests(page);

  // A checksum that fails on this network (last digit changed), 300 for a UInt8, 9 decimals.
  const last = alice.address.slice(-1);
  const badAddress = `${alice.address.slice(0, -1)}${last === '0' ? '1' : '0'}`;
  await page.getByLabel(/^owner/).fill(badAddress);
  await page.getByLabel(/^count/).fill('300');
  await page.getByLabel(/^amount/).fill('1.123456789');
  await runButton(page).click();

  const owner = page.getByLabel(/^owner/);
  await expect(owner).toHaveAttribute('aria-invalid', 'true');
  await expect(owner).toHaveAccessibleDescription(/checksum/i);
  await expect(owner).toBeFocused();
  await expect(page.getByLabel(/^count/)).toHaveAccessibleDescription(/255/);
  await expect(page.getByLabel(/^amount/)).toHaveAccessibleDescription(/8 decimal places/);
  await expect(result(page)).toContainText('Not run yet.');

  // Fixed, it is sent once and runs. One request in all proves the invalid attempt sent nothing.
  await page.getByLabel(/^owner/).fill(alice.address);
  await page.getByLabel(/^count/).fill('255');
  await page.getByLabel(/^amount/).fill('1.12345678');
  await runButton(page).click();
  await expect(decoded(page)).toContainText('1.12345678 UFix64');
  expect(requests.count()).toBe(1);
});

test('a shared link reproduces the script and its arguments, and runs to the same result', async ({
  page,
  world,
  context,
}) => {
  const alice = await accountByLabel(world, 'Alice');
  const bob = await accountByLabel(world, 'Bob');
  const addresses = JSON.stringify([alice.address, bob.address]);
  // Bob is left out by the minimum, so the result shows the argument reached the script.
  const minimum = formatUFix64(bob.balance + 1n);
  expect(alice.balance).toBeGreaterThan(bob.balance);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScripts(page);
  // Not the example the page starts with, so the link, not the default, must bring it.
  await loadExample(page, 'FLOW balances of several accounts');
  await page.getByLabel(/^addresses/).fill(addresses);
  await page.getByRole('checkbox', { name: /^nil/ }).uncheck();
  await page.getByLabel(/^minimum/).fill(minimum);
  await runButton(page).click();
  const expected = `${alice.address}: ${formatUFix64(alice.balance)} UFix64`;
  await expect(decoded(page)).toContainText(expected);
  await expect(decoded(page)).not.toContainText(bob.address);

  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel(/Anyone with this link/).inputValue();
  expect(new URL(link).hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A fresh tab: no session draft, only the link.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByText('Loaded the shared script and its arguments.')).toBeVisible();
  const script = 'access(all) fun main(addresses: [Address], minimum: UFix64?)';
  await expect(other.locator('.cm-content')).toContainText(script);
  await expect(other.getByLabel(/^addresses/)).toHaveValue(addresses);
  await expect(other.getByRole('checkbox', { name: /^nil/ })).not.toBeChecked();
  await expect(other.getByLabel(/^minimum/)).toHaveValue(minimum);
  // The fragment is dropped once read, so edits are not overwritten by a reload.
  expect(new URL(other.url()).hash).toBe('');
  await other.getByRole('button', { name: 'Run script' }).click();
  const otherTree = other.getByRole('list', { name: 'Decoded result' });
  await expect(otherTree).toContainText(expected);
  await expect(otherTree).not.toContainText(bob.address);

  // A reload keeps the draft, edits included (session storage).
  await other.getByLabel(/^minimum/).fill('');
  await other.reload();
  await expect(other.locator('.cm-content')).toContainText(script);
  await expect(other.getByLabel(/^addresses/)).toHaveValue(addresses);
  await expect(other.getByLabel(/^minimum/)).toHaveValue('');
  await other.close();
});

test('a pasted transaction is refused with the explanation, and nothing is sent', async ({
  page,
}) => {
  await openScripts(page);
  const requests = countScriptRequests(page);
  await setScript(
    page,
    'transaction(amount: UFix64) {\n    prepare(signer: &Account) {}\n    execute {}\n}',
  );
  await expect(page.getByRole('alert')).toContainText('This is a transaction, not a script.');
  await expect(runButton(page)).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Arguments' })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Enter');
  expect(requests.count()).toBe(0);
});

test.describe('the hostile world', () => {
  test.use({ worldName: 'hostile' });

  test('hostile NFT metadata in a script result is shown as inert text', async ({
    page,
    world,
  }) => {
    const holder = emulatorWorld(FIXTURES.hostile).accounts.find((account) =>
      account.collections?.some((collection) => collection.contractName === 'HostileNFT'),
    );
    const collection = holder?.collections?.find(
      ({ contractName }) => contractName === 'HostileNFT',
    );
    const hostileNft = collection?.nfts.find((candidate) =>
      /[<"]|javascript:/i.test(candidate.name + candidate.thumbnail),
    );
    const owner = world.accounts.find((account) => account.index === holder?.index);
    if (!hostileNft || !owner) throw new Error('the hostile world has no NFT with a hostile name');
    const nft = {
      address: owner.address,
      storageIdentifier: 'HostileNFTCollection',
      id: String(hostileNft.id),
      name: hostileNft.name,
      thumbnail: hostileNft.thumbnail,
    };
    await openScripts(page);
    await loadExample(page, 'NFT display');
    await page.getByLabel(/^address/).fill(nft.address);
    await page.getByLabel(/^storagePath/).fill(nft.storageIdentifier);
    await page.getByLabel(/^id/).fill(nft.id);
    await runButton(page).click();

    const tree = decoded(page);
    await expect(tree).toContainText(`name: ${visibleText(nft.name)}`);
    await expect(tree).toContainText(`thumbnail: ${visibleText(nft.thumbnail)}`);
    // Text only: no element, link or image came from the metadata, and no dialog opened (the
    // page fixture fails the test on one).
    await expect(result(page).locator('a, img, script, iframe')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  });
});

test('a script that fails on chain shows the parsed error', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  // A valid address on this network that holds no account.
  const nobody = flowAddressAtIndex(9000, 'local');
  await openScripts(page);
  await loadExample(page, 'FLOW balance');
  await page.getByLabel(/^address/).fill(nobody);
  await runButton(page).click();
  const failure = result(page);
  await expect(failure).toContainText('Could not borrow a FLOW balance reference');
  await failure.getByText('Show the raw error').click();
  await expect(failure.locator('pre')).toContainText('Could not borrow a FLOW balance reference');
  const history = page.getByRole('region', { name: 'Recent runs' }).getByRole('listitem');
  await expect(history.first()).toContainText('Failed');
  // Named by the example it ran, with its arguments, not by its first line of code.
  await expect(history.first()).toContainText('FLOW balance');
  await expect(history.first()).toContainText(`address = ${nobody}`);

  // Editing to another script takes the old failure off the screen.
  await setScript(page, 'access(all) fun main(): UInt64 {\n    return 1\n}');
  await expect(failure).not.toContainText('Could not borrow a FLOW balance reference');
  await expect(page.getByTestId('stale-result')).toContainText(
    'The last run failed, on an earlier version of this script',
  );
});

test('a script runs at an older block height when one is given', async ({
  page,
  expectedConsoleErrors,
}) => {
  // A height beyond the chain is refused (the emulator answers HTTP 400), which Chromium logs.
  expectedConsoleErrors.push(/status of 400/);
  const final = await commitBlocks(3);
  const older = final - 2;
  await openScripts(page);
  await loadExample(page, 'Current block');
  await expect(page.getByText('This script takes no arguments.')).toBeVisible();

  await page.getByLabel('Block height (optional)').fill(String(older));
  await runButton(page).click();
  await expect(decoded(page)).toContainText(`height: ${older} UInt64`);

  // Empty: the latest sealed block, which is at least as high.
  await page.getByLabel('Block height (optional)').fill('');
  await runButton(page).click();
  const latest = decoded(page).getByText(/^height: \d+/);
  await expect(latest).not.toHaveText(`height: ${older} UInt64`);
  const shown = Number(/height: (\d+)/.exec((await latest.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(older);

  // Not digits, 0 (FCL would run it at the latest block) or beyond what FCL sends exactly: a
  // field error, nothing sent. Beyond the chain: the node's answer.
  const requests = countScriptRequests(page);
  for (const [text, message] of [
    ['12a', 'A block height is digits only.'],
    ['0', 'Scripts cannot be run at block height 0 here; use 1 or later.'],
    ['9007199254740992', 'A block height is at most 9007199254740991.'],
  ] as const) {
    await page.getByLabel('Block height (optional)').fill(text);
    await runButton(page).click();
    await expect(page.getByLabel('Block height (optional)')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Block height (optional)')).toBeFocused();
  }
  expect(requests.count()).toBe(0);
  await page.getByLabel('Block height (optional)').fill(String(final + 1_000_000));
  await runButton(page).click();
  await expect(result(page)).toContainText(`height ${final + 1_000_000}`);
});

test('signed in, the examples start from the user’s own address', async ({ page, world }) => {
  const alice = await accountByLabel(world, 'Alice');
  await page.goto('/');
  await signIn(page, 'Alice');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Scripts' })
    .click();
  await expect(page).toHaveURL(/\/scripts$/);
  await expect(page.getByLabel(/^address/)).toHaveValue(alice.address);
  await runButton(page).click();
  await expect(decoded(page)).toContainText(`${formatUFix64(alice.balance)} UFix64`);

  await loadExample(page, 'FLOW balances of several accounts');
  await expect(page.getByLabel(/^addresses/)).toHaveValue(JSON.stringify([alice.address]));
});

test('the script runner fits a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openScripts(page);
  await loadExample(page, 'NFT display');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
