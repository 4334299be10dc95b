/**
 * Issue 38, point 3, on the emulator: save a recipient after a send and pay it again from the
 * picker; an address that looks like a saved one is flagged in the review; the book survives a
 * reload, and export and import round-trip.
 */
import { readFile } from 'node:fs/promises';
import { getAddress } from 'viem';
import { flowBalanceOf } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signIn, walletFrame } from './wallet.ts';

// Two EVM accounts nobody in the world owns, alike in their first and last four hex digits.
const EXCHANGE = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const POISONED = getAddress('0x5290aaaa098527886e0f7030069857d2e4169ee7');

test('a recipient saved after a send is paid again from the picker, by name', async ({
  page,
  world,
}) => {
  const bob = world.account('Bob').address;
  const before = await flowBalanceOf(bob);
  await page.goto('/');
  await signIn(page);
  await page.goto('/send');
  // Nothing saved or sent yet: no picker.
  await expect(page.getByTestId('saved-address-picker')).toHaveCount(0);
  await page.getByLabel('Recipient').fill(bob);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('review-saved-as')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });

  // An empty name is refused next to the field; then Bob is saved.
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('.save-recipient').getByRole('alert')).toHaveText(
    'Give the address a name.',
  );
  await page.getByLabel(`Save ${bob} as`).fill('Bob from the café');
  await page.getByRole('button', { name: 'Save address' }).click();
  // Names are shown bidi-isolated (U+2068…U+2069): a name cannot reorder the text around it.
  await expect(page.getByTestId('recipient-saved')).toHaveText(
    'Saved as “\u2068Bob from the café\u2069”.',
  );

  await page.getByRole('button', { name: 'Send more' }).click();
  const picker = page.getByTestId('saved-address-picker');
  await expect(
    picker.locator('option', { hasText: `\u2068Bob from the café\u2069 — ${bob}` }),
  ).toHaveCount(1);
  await picker.selectOption(bob);
  await expect(page.getByLabel('Recipient')).toHaveValue(bob);
  await page.getByLabel(/^Amount/).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('review-saved-as')).toContainText('Bob from the café');
  await expect(page.getByTestId('look-alike-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  expect((await flowBalanceOf(bob)) - before).toBe(300_000_000n);

  // The book is the browser's: it is there after a reload, on the address book's own page.
  await page.goto('/contacts');
  await expect(page.getByTestId('contact')).toHaveCount(1);
  await expect(page.getByTestId('contact')).toContainText(bob);
});

test('an address that looks like a saved one is flagged in the review', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await page.goto('/contacts');
  // A mistyped checksum is refused next to the field, and nothing is saved.
  await page.getByTestId('contact-name').fill('Exchange');
  await page.getByTestId('contact-address').fill(EXCHANGE.replace('E0F', 'e0F'));
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('contacts-empty')).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Save an address' }).getByRole('alert'),
  ).toContainText('checksum');
  await page.getByTestId('contact-address').fill(EXCHANGE);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('contact')).toContainText('Exchange');

  await page.goto('/send');
  await page.getByLabel('Recipient').fill(POISONED);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('look-alike-warning')).toContainText(
    `looks like the one you saved as “\u2068Exchange\u2069” (${EXCHANGE})`,
  );
  await expect(page.getByTestId('review-saved-as')).toHaveCount(0);
  await expectAccessible(page);
});

test('the address book exports and imports as JSON, leaving out what is not an address here', async ({
  page,
  world,
}, testInfo) => {
  const alice = world.account('Alice').address;
  await page.goto('/contacts');
  await page.getByTestId('contact-name').fill('Alice');
  await page.getByTestId('contact-address').fill(alice);
  await page.getByRole('button', { name: 'Save address' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  const file = testInfo.outputPath('book.json');
  await (await downloading).saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as { contacts: unknown[] };
  expect(exported.contacts).toEqual([{ name: 'Alice', address: alice }]);

  // Renaming starts from the saved entry and replaces its name.
  await page.getByRole('button', { name: 'Rename Alice' }).click();
  await expect(page.getByTestId('contact-address')).toHaveText(alice);
  await page.getByTestId('contact-name').fill('Alice B.');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('contact')).toHaveCount(1);
  await expect(page.getByTestId('contact')).toContainText('Alice B.');
  await page.getByRole('button', { name: 'Delete Alice B.' }).click();
  await expect(page.getByTestId('contacts-empty')).toBeVisible();
  const imported = {
    contacts: [
      ...exported.contacts,
      { name: 'Mainnet only', address: '0xf233dcee88fe0abe' },
      { name: '', address: EXCHANGE },
    ],
  };
  await page.getByTestId('contacts-import').setInputFiles({
    name: 'book.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(imported)),
  });
  await expect(page.getByTestId('contacts-import-note')).toHaveText(
    /^Imported 1 address; left out 2 that were not names and addresses of /,
  );
  await page.reload();
  await expect(page.getByTestId('contact')).toHaveCount(1);
  await expect(page.getByTestId('contact')).toContainText(alice);
  await expectAccessible(page);
});
