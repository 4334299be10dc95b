import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { E2E_EMULATOR_URLS } from './ports.ts';
import { signIn, walletFrame } from './wallet.ts';

test('signs in through the wallet, sees the address and balance, and signs out', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice').address;
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Your whole Flow account, on one screen' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('local');
  await expectAccessible(page);

  await signIn(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-address')).toHaveText(alice);
  const onChain = await fetch(`${E2E_EMULATOR_URLS.rest}/v1/accounts/${alice.slice(2)}`);
  expect(((await onChain.json()) as { balance?: string }).balance).toBe('100000000000');
  await expect(page.getByTestId('flow-balance')).toHaveText('1000 FLOW');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Your account/ }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
});

test('declining sign-in keeps the user signed out with a clear message', async ({
  page,
  expectedConsoleErrors,
}) => {
  // FCL logs the wallet's decline itself, at error level.
  expectedConsoleErrors.push(/Declined: User declined/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  // Flow's dev wallet declines when its dialog is closed.
  await expect(walletFrame(page).getByRole('button', { name: /^Alice\b/ })).toBeVisible();
  await walletFrame(page).locator('button:has(img[src="/x-icon.svg"])').click();
  await expect(page.getByText('Sign-in cancelled. You are still signed out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
});

test('the session survives a reload', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'Bob');
  await page.reload();
  await expect(page.getByTestId('signed-in-address')).toBeVisible();
  await expect(page.getByTestId('flow-balance')).toHaveText('50 FLOW');
});

test('the header works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  // The button is disabled for the moment the stored session is being read.
  await expect(connect).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  for (
    let presses = 0;
    presses < 10 && !(await connect.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(connect).toBeFocused();
  await page.keyboard.press('Enter');
  const alice = walletFrame(page).getByRole('button', { name: /^Alice\b/ });
  await expect(alice).toBeVisible();
  await alice.press('Enter');
  // The Connect button is gone: the focus goes to the account button in its place, not <body>.
  const account = page.getByRole('button', { name: /^Your account/ });
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy your address' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeHidden();
});

test('signing in from the landing page leaves the focus on the account, not on the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect your Flow wallet' }).click();
  await walletFrame(page)
    .getByRole('button', { name: /^Alice\b/ })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: /^Your account/ })).toBeFocused();
  // A session restored by a reload moves no focus.
  await page.reload();
  await expect(page.getByTestId('signed-in-address')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
