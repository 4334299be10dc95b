import { expect, type Page } from '@playwright/test';

/** The wallet FCL opens in its IFRAME/RPC frame. */
export const walletFrame = (page: Page) => page.frameLocator('#FCL_IFRAME');

/** Signs in from the header through the wallet, as the named world account. */
export async function signIn(page: Page, account = 'Alice'): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await walletFrame(page)
    .getByRole('button', { name: new RegExp(`^${account}\\b`) })
    .click();
  await expect(page.getByTestId('signed-in-address')).toBeVisible();
}

/** Signs what the review shows: the app's "Sign in wallet", then the wallet's Approve. */
export async function signAndApprove(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
}
