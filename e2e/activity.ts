import { expect, type Page } from '@playwright/test';
import { signIn } from './wallet.ts';

/** Each transaction, by title, listed once in Activity as sealed (the page already open). */
export async function expectSealedInActivity(page: Page, titles: readonly string[]) {
  await expect(page).toHaveURL(/\/activity$/);
  for (const title of titles) {
    const entry = page.getByTestId('transaction').filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Succeeded: the transaction is sealed.');
  }
}

/** Alice signs in and opens Activity, which listens for her transfers. */
export async function openActivityAsAlice(page: Page) {
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/activity');
  await expect(page.getByTestId('transfer-feed')).toContainText('Live:', { timeout: 20_000 });
}
