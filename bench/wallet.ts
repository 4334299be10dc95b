/** Signing in through Flow's dev wallet, as the browser journeys do (e2e/wallet.ts). */
import type { FrameLocator, Page } from 'playwright-core';

/** The wallet, which FCL opens in its IFRAME/RPC frame. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('#FCL_IFRAME');

/** Signs in from the header through the wallet's frame, as the named world account. */
export async function signIn(page: Page, account = 'Alice'): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await walletFrame(page)
    .getByRole('button', { name: new RegExp(`^${account}\\b`) })
    .click();
  await page.getByTestId('signed-in-address').waitFor();
}

/** Signs in from the header as the wallet's account shown with this address. */
export async function signInAs(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await walletFrame(page).getByRole('button').filter({ hasText: address }).click();
  await page.getByTestId('signed-in-address').waitFor();
}
