import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signIn } from './wallet.ts';

test('an unknown route shows a 404 page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('says so, instead of a blank page, when the app’s code cannot be fetched', async ({
  page,
  problems,
}) => {
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root')).toHaveText(
    'Flowdeck could not load. Check your connection and reload the page.',
  );
  // Provoked on purpose: the file that failed, and the entry's failed import, rethrown.
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(problems.every((problem) => /app-[\w-]+\.js|failed to load/i.test(problem))).toBe(true);
  problems.splice(0, problems.length);
});

test('warns when the access node is on another chain than the configured network', async ({
  page,
  faults,
}) => {
  await faults.failRoute('/v1/network/parameters', {
    status: 200,
    body: JSON.stringify({ chain_id: 'flow-testnet' }),
  });
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong network.' })).toContainText(
    '“testnet” chain',
  );
});

test('switches between light and dark themes and remembers the choice', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const initial = await html.getAttribute('data-theme');
  const toggle = page.getByRole('button', { name: /Switch to (light|dark) theme/ });
  await toggle.click();
  const switched = initial === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', switched);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', switched);
  await expectAccessible(page);
});

test('fits a phone-sized screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('loads FCL only when the user reaches for the wallet, and no WalletConnect code without a project id', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const isFcl = (url: string) => /\/fcl-client-[^/]*\.js$/.test(url);
  await page.goto('/');
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  await expect(connect).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // Signed out with no stored session: the landing and its chain check run without FCL.
  expect(scripts.filter(isFcl)).toEqual([]);

  await connect.hover();
  await expect.poll(() => scripts.filter(isFcl).length).toBe(1);
  // Give FCL the chance to pull anything it would.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('relay.walletconnect');
  }
});

test('on a phone, the header, navigation and lookup leave the screen to the content', async ({
  page,
  world,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  // Before this layout: 274 px (header 3 rows, navigation 2, lookup 1).
  const mainTop = await page.locator('#main').evaluate((main) => main.getBoundingClientRect().top);
  expect(mainTop).toBeLessThanOrEqual(110);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Every link stays reachable in the scrolling navigation row.
  await page.getByRole('link', { name: 'Scripts' }).click();
  await expect(page).toHaveURL(/\/scripts$/);

  // The lookup unfolds, takes the focus, and opens an address.
  const lookup = page.getByRole('button', { name: 'Look up' });
  await expect(page.getByLabel('Look up a Flow address')).toBeHidden();
  await lookup.click();
  await expect(lookup).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Look up a Flow address')).toBeFocused();
  const bob = world.account('Bob').address;
  await page.getByLabel('Look up a Flow address').fill(bob);
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/address/${bob}`));

  // The account menu opens on the phone within the screen.
  await page.getByRole('button', { name: /^Your account/ }).click();
  const disconnect = page.getByRole('button', { name: 'Disconnect' });
  await expect(disconnect).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
});
