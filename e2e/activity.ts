import { expect, type Page } from '@playwright/test';

/** Each transaction, by title, listed once in Activity as sealed (the page already open). */
export async function expectSealedInActivity(page: Page, titles: readonly string[]) {
  await expect(page).toHaveURL(/\/activity$/);
  for (const title of titles) {
    const entry = page.getByTestId('transaction').filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Succeeded: the transaction is sealed.');
  }
}
