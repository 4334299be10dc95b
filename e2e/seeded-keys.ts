import { expect, type Page } from '@playwright/test';

/**
 * The keys view of Alice's account as both worlds seed it (worlds/normal.ts): her
 * signing key, a revoked key and two keys of weight 500.
 */
export async function expectAlicesSeededKeys(page: Page): Promise<void> {
  await expect(page.getByTestId('account-key')).toHaveCount(4);
  await expect(page.getByTestId('keys-summary')).toHaveText(
    '3 active keys and 1 revoked key. One key can sign for this account on its own.',
  );
  await expect(page.getByTestId('key-role')).toHaveText([
    'This key alone can sign for the account.',
    'Revoked: this key can never sign again.',
    'Signs only together with other keys: its weight is 500 of the 1000 a signature needs.',
    'Signs only together with other keys: its weight is 500 of the 1000 a signature needs.',
  ]);
  await expect(page.getByTestId('key-weight')).toHaveText(['1000', '1000', '500', '500']);
}

/** Each key shows its public key shortened, and whole in its title. */
export async function expectPublicKeys(page: Page, publicKeys: readonly string[]): Promise<void> {
  for (const [index, publicKey] of publicKeys.entries()) {
    await expect(
      page.getByTestId('account-key').nth(index).locator(`code[title="${publicKey}"]`),
    ).toHaveText(`${publicKey.slice(0, 8)}…${publicKey.slice(-8)}`);
  }
}
