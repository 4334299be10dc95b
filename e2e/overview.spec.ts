/**
 * Issue 38, point 4, on the emulator: the overview leads with the total and the actions, Receive
 * gives both addresses with their QR codes, every asset has a logo or a monogram (never a broken
 * image), and the details follow; at a phone's width and in both themes, nothing overflows and
 * axe finds nothing serious.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { evmBalanceOf, flowBalanceOf, unitsText } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signIn } from './wallet.ts';

/** Images that were asked for and came back as nothing: a broken-image box. */
const brokenImages = (page: Page) =>
  page.evaluate(() => {
    let broken = 0;
    for (let index = 0; index < document.images.length; index += 1) {
      const image = document.images.item(index);
      if (image?.complete && image.naturalWidth === 0) broken += 1;
    }
    return broken;
  });

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('Alice’s overview leads with her total and actions, then assets, then the details', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice');
  const coaHex = world.evm.coas[alice.index];
  if (!coaHex) throw new Error('Alice has a COA in the normal world');
  const coa = getAddress(coaHex);
  const totalAtto = (await flowBalanceOf(alice.address)) * 10n ** 10n + (await evmBalanceOf(coa));
  await page.goto('/');
  await signIn(page);

  const hero = page.getByRole('region', { name: 'Total' });
  await expect(hero.getByTestId('flow-total')).toHaveText(`${unitsText(totalAtto, 18)} FLOW`);
  await expect(page.locator('main h2')).toHaveText([
    'Total',
    'Assets',
    'FLOW',
    'EVM account',
    'Storage',
    'Value',
  ]);
  // Every figure of the details is still there.
  for (const figure of ['flow-balance', 'flow-available', 'flow-reserve', 'flow-evm']) {
    await expect(page.getByTestId(figure)).toContainText('FLOW');
  }
  await expect(page.getByTestId('coa-address')).toHaveText(coa);
  await expect(page.getByTestId('storage-figures')).toContainText('used');

  // Assets: FLOW on each VM and the verified sUSD, each drawn with a monogram.
  const rows = page.getByTestId('value-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('token-monogram')).toHaveText(['FL', 'FL', 'SU']);
  await expect(page.getByTestId('token-count')).toBeVisible();

  // Receive: both addresses, each written out and as a QR code.
  const receive = hero.getByRole('button', { name: 'Receive' });
  await receive.click();
  await expect(receive).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('receive-address')).toHaveText(alice.address);
  await expect(page.getByTestId('receive-evm-address')).toHaveText(coa);
  await expect(page.getByRole('img', { name: `QR code of ${alice.address}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of ${coa}` })).toBeVisible();

  // A phone's width, both themes: the total and the actions on the first screen, nothing cut off.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (let theme = 0; theme < 2; theme += 1) {
      await expect(hero.getByTestId('flow-total')).toBeInViewport();
      await expect(hero.getByRole('link', { name: 'Send' })).toBeInViewport();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await brokenImages(page)).toBe(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
    }
  }

  // Each action goes where it says.
  await hero.getByRole('link', { name: 'Move between VMs' }).click();
  await expect(page).toHaveURL(/\/evm$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Total' }).getByRole('link', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
});

test('Bob has no EVM account: Receive gives his Flow address and how to get an EVM one', async ({
  page,
  world,
}) => {
  const bob = world.account('Bob');
  await page.goto('/');
  await signIn(page, 'Bob');
  await page
    .getByRole('region', { name: 'Total' })
    .getByRole('button', { name: 'Receive' })
    .click();
  await expect(page.getByTestId('receive-address')).toHaveText(bob.address);
  await expect(page.getByTestId('receive-evm-address')).toHaveCount(0);
  await expect(page.getByTestId('receive-no-evm')).toContainText('No EVM address yet.');
  await page.getByTestId('receive-no-evm').getByRole('link', { name: 'Enable EVM' }).click();
  await expect(page).toHaveURL(/\/evm$/);
});
