/** Signing in through the sandbox wallet, as the browser journeys do (e2e/wallet.ts). */
import type { Page } from 'playwright-core';

/** Signs in from the header through the sandbox wallet's frame, as the named fixture account. */
export async function signIn(page: Page, account = 'Alice'): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .frameLocator('#FCL_IFRAME')
    .getByRole('button', { name: new RegExp(`^${account}\\b`) })
    .click();
  await page.getByTestId('signed-in-address').waitFor();
}

/** Signs in from the header as the wallet's account shown with this address. */
export async function signInAs(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.frameLocator('#FCL_IFRAME').getByRole('button').filter({ hasText: address }).click();
  await page.getByTestId('signed-in-address').waitFor();
}
