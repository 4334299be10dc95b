/**
 * Issue 38, points 1 and 5, on the emulator with a price stand-in: nothing is asked while prices
 * are off; turned on, each VM and the account add up to the cent from the chain's exact balances;
 * every way a source fails leaves the screen working; a look-alike token never gets a value.
 */
import type { Page } from '@playwright/test';
import { evmBalanceOf, flowBalanceOf, flowText, unitsText, vaultBalanceOf } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { type PriceMode, type PriceTable, priceStandIn } from './price-stand-in.ts';
import { signIn, walletFrame } from './wallet.ts';

test.use({ locale: 'en-US' });

const PRICES: PriceTable = {
  flow: { usd: 0.4321, eur: 0.3987 },
  'usd-coin': { usd: 0.9998, eur: 0.9213 },
};

/** `amount` (in 10^-decimals) × `price` in 10^-30 of the currency: exact, as the test reckons it. */
const worth = (amount: bigint, decimals: number, price: number | undefined): bigint => {
  if (price === undefined) throw new Error('the stand-in has no such price');
  return amount * 10n ** BigInt(18 - decimals) * BigInt(price.toFixed(12).replace('.', ''));
};

/** "≈ €12.35": rounded half up to the cent, once. */
const money = (value: bigint, currency: string): string => {
  const cents = (value + 5n * 10n ** 27n) / 10n ** 28n;
  const decimal = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as `${number}`;
  return `≈ ${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(decimal)}`;
};

const forgetPrices = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('flowdeck:local:prices:')) localStorage.removeItem(key);
    }
  });

test('prices off ask nothing; on, each VM and the account add up to the cent from the chain', async ({
  page,
  world,
}) => {
  const stand = await priceStandIn(page, PRICES);
  const alice = world.account('Alice').address;
  const coa = world.evm.coas[world.account('Alice').index];
  if (!coa) throw new Error('Alice has a COA in the normal world');
  await page.goto('/');
  await signIn(page);
  await expect(page.getByTestId('value-off')).toContainText('Prices are off.');
  await expect(page.getByTestId('flow-total')).toBeVisible();
  expect(stand.asked).toEqual([]);

  await page.getByLabel('Prices').selectOption('CoinGecko');
  await expect(page.getByTestId('value-status')).toContainText('Prices from CoinGecko');
  await page.getByLabel('Currency').selectOption('EUR');

  const flow = await flowBalanceOf(alice);
  const flowOnEvm = await evmBalanceOf(coa);
  const susd = await vaultBalanceOf(alice, 'sandboxUSDVault');
  if (susd === null) throw new Error('Alice holds sUSD in the normal world');
  const cadence = worth(flow, 8, PRICES.flow?.eur) + worth(susd, 8, PRICES['usd-coin']?.eur);
  const evm = worth(flowOnEvm, 18, PRICES.flow?.eur);
  await expect(page.getByTestId('value-cadence')).toHaveText(`Cadence ${money(cadence, 'EUR')}`);
  await expect(page.getByTestId('value-evm')).toHaveText(` · EVM ${money(evm, 'EUR')}`);
  await expect(page.getByTestId('value-total')).toHaveText(money(cadence + evm, 'EUR'));
  // The chart's table: each holding's amount as the chain holds it, and its value.
  const table = page.getByTestId('value-table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('value-row-flow-cadence')).toContainText(`${flowText(flow)} FLOW`);
  await expect(page.getByTestId('value-row-flow-cadence')).toContainText(
    money(worth(flow, 8, PRICES.flow?.eur), 'EUR'),
  );
  await expect(page.getByTestId('value-row-flow-evm')).toContainText(
    `${unitsText(flowOnEvm, 18)} FLOW`,
  );
  await expect(table.getByRole('row', { name: /sUSD on Cadence/ })).toContainText(
    `${flowText(susd)} sUSD`,
  );
  await expect(table.getByRole('row', { name: /sUSD on Cadence/ })).toContainText(
    money(worth(susd, 8, PRICES['usd-coin']?.eur), 'EUR'),
  );
  await expect(page.getByTestId('holdings-chart')).toHaveAttribute(
    'aria-label',
    /^FLOW on Cadence [\d.]+%, FLOW on EVM [\d.]+%, sUSD on Cadence [\d.]+%$/,
  );
  expect(stand.asked.map((url) => new URL(url).searchParams.get('vs_currencies'))).toEqual([
    'usd',
    'eur',
  ]);
  // Axe-clean in both themes, and at a phone's width.
  await expectAccessible(page);
  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('holdings-chart')).toBeInViewport({ ratio: 0 });
  await expectAccessible(page);
  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
  await expectAccessible(page);

  // A reload shows the stored prices: no request within the minute.
  await page.reload();
  await expect(page.getByTestId('value-total')).toHaveText(money(cadence + evm, 'EUR'));
  expect(stand.asked).toHaveLength(2);

  // Off again: the figures go, and nothing more is asked.
  await page.getByLabel('Prices').selectOption('Off');
  await expect(page.getByTestId('value-off')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('value-off')).toBeVisible();
  expect(stand.asked).toHaveLength(2);
});

test.describe('a failing price source', () => {
  test('leaves every figure working and says the price is unavailable, in each way it fails', async ({
    page,
    expectedConsoleErrors,
  }) => {
    // A 429 without CORS headers and a refused connection are network errors to the page, which
    // Chromium also logs.
    expectedConsoleErrors.push(
      /blocked by CORS policy/,
      /Failed to load resource: (net::ERR_|the server responded with a status of 429)/,
    );
    const stand = await priceStandIn(page, PRICES);
    await page.goto('/');
    await signIn(page);
    await page.getByLabel('Prices').selectOption('DeFi Llama');
    await expect(page.getByTestId('value-total')).toBeVisible();

    const failures: [PriceMode, string][] = [
      ['rate-limited', 'DeFi Llama could not be reached, or is limiting requests.'],
      ['unreachable', 'DeFi Llama could not be reached, or is limiting requests.'],
      ['garbage', 'DeFi Llama gave no usable price.'],
      ['not-json', 'DeFi Llama’s answer was not prices.'],
    ];
    for (const [mode, reason] of failures) {
      stand.answer(mode);
      await forgetPrices(page);
      await page.reload();
      await expect(page.getByTestId('value-status'), mode).toHaveText(
        `Price unavailable: ${reason}`,
      );
      await expect(page.getByTestId('value-row-flow-cadence')).toContainText('price unavailable');
      await expect(page.getByTestId('value-total')).toHaveCount(0);
      // The rest of the account is as it was.
      await expect(page.getByTestId('flow-total')).toContainText('FLOW');
      await expect(page.getByTestId('token-count')).toBeVisible();
    }

    // Slow but sane: the figures wait for it, then show.
    stand.answer('slow');
    await forgetPrices(page);
    await page.reload();
    await expect(page.getByText('Reading prices from DeFi Llama…')).toBeVisible();
    await expect(page.getByTestId('value-total')).toBeVisible();
    expect(stand.asked).toHaveLength(failures.length + 2);
  });
});

test.describe('the hostile world', () => {
  test.use({ worldName: 'hostile' });

  test('a look-alike token gets no value: only FLOW is priced', async ({ page, world }) => {
    await priceStandIn(page, PRICES);
    const { address: mallory, index } = world.account('<img src=x onerror=alert(1)> Mallory');
    const coa = world.evm.coas[index];
    const hasCoa = coa !== undefined;
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await walletFrame(page).getByRole('button').filter({ hasText: mallory }).click();
    await page.getByLabel('Prices').selectOption('CoinGecko');
    const flow = await flowBalanceOf(mallory);
    // Mallory holds 5000 of a token calling itself "Sandbox USD" (sUSD) and a fake FLOW.
    const table = page.getByTestId('value-table');
    // The header row, FLOW on Cadence, and FLOW on EVM where there is a COA: nothing else.
    await expect(table.getByRole('row')).toHaveCount(hasCoa ? 3 : 2);
    await expect(page.getByTestId('value-row-flow-cadence')).toContainText(
      money(worth(flow, 8, PRICES.flow?.usd), 'USD'),
    );
    const flowOnEvm = coa === undefined ? 0n : await evmBalanceOf(coa);
    await expect(page.getByTestId('value-total')).toHaveText(
      money(worth(flow, 8, PRICES.flow?.usd) + worth(flowOnEvm, 18, PRICES.flow?.usd), 'USD'),
    );
  });
});
