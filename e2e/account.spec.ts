/**
 * Issue 4's journeys: the account overview, tokens and NFTs on the emulator, the hostile and large
 * worlds, and the account view of any address. Expected values are the chain's (FLOW, read by
 * script) and the seeded world's (world-holdings.ts), not written into the tests.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { getAddress } from 'viem';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import { inlineScriptsOf } from '../scripts/security-headers.ts';
import { COMPUTATION, computeLimit } from '../src/flow/cadence/compute-limits.ts';
import { LIST_ANSWER_LIMIT_BYTES } from '../src/flow/cadence/scripts/metadata-limits.ts';
import { fallbackFeeReserve } from '../src/flow/spendable-flow.ts';
import type { FixtureName } from '../worlds/index.ts';
import { flowText, pathsOf, unitsText } from './chain.ts';
import { type EmulatorWorld, expect, expectAccessible, test } from './emulator-fixtures.ts';
import { list, record } from './strict-json.ts';
import { signIn, walletFrame } from './wallet.ts';
import { type HeldCollection, holdingsAt } from './world-holdings.ts';

// ---------------------------------------------------------------- the worlds

// FlowToken's own FTDisplay, as the chain resolves it.
const FLOW_TOKEN_DISPLAY = { name: 'FLOW Network Token', symbol: 'FLOW' } as const;

const MALLORY = '<img src=x onerror=alert(1)> Mallory';

const holdingsOf = (world: EmulatorWorld, label: string) =>
  holdingsAt(world.fixture as FixtureName, world, world.account(label).index);

// ---------------------------------------------------------------- amounts as the screens write them

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// ---------------------------------------------------------------- requests the app sends

const isScript = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/scripts';

/** The arguments of a script request, decoded (JSON-Cadence values). */
function scriptArguments(request: Request): unknown[] {
  const body = record(request.postDataJSON(), 'script request');
  return list(body.arguments, 'arguments').map((arg) =>
    JSON.parse(Buffer.from(String(arg), 'base64').toString('utf8')),
  );
}

const isNftPageRequest = (request: Request) => {
  if (!isScript(request)) return false;
  const body = record(request.postDataJSON(), 'script request');
  return Buffer.from(String(body.script), 'base64').toString('utf8').includes('struct NFTPage');
};

/** The fault proxy's request log since the last clear, as `METHOD /path` lines. */
async function loggedRequests(faults: FaultProxyControl): Promise<string[]> {
  return (await faults.requests())
    .filter((entry) => entry.server === 'access')
    .map((entry) => `${entry.method} ${entry.path}`);
}

const scriptCount = (requests: readonly string[]) =>
  requests.filter((line) => line === 'POST /v1/scripts').length;

/**
 * Reloads `path` with an empty request log and waits until `ready` shows and the network has
 * been quiet; returns what the page load asked the access node for.
 */
async function requestsOfPageLoad(
  page: Page,
  faults: FaultProxyControl,
  path: string,
  ready: () => Promise<void>,
): Promise<string[]> {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  await faults.clearRequests();
  await page.reload();
  await ready();
  await page.waitForLoadState('networkidle');
  // A late duplicate (a second observer, a refetch) would land within this.
  await page.waitForTimeout(1_500);
  return loggedRequests(faults);
}

// ---------------------------------------------------------------- hostile content checks

/** Zero-width and bidirectional control characters. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

interface InertReport {
  scripts: string[];
  handlers: string[];
  unsafeUrls: string[];
  invisible: boolean;
  longestRun: number;
}

/** What the document holds that hostile metadata could have put there. */
function inspectDocument(page: Page): Promise<InertReport> {
  return page.evaluate((invisibleSource) => {
    const scripts = Array.from(document.querySelectorAll('script')).map(
      (script) => script.getAttribute('src') ?? `inline: ${script.textContent?.slice(0, 80)}`,
    );
    const handlers: string[] = [];
    const unsafeUrls: string[] = [];
    const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'data'];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) handlers.push(`${element.tagName} ${name}`);
        if (
          urlAttributes.includes(name) &&
          /^(javascript|data|vbscript):/i.test(
            // As URL parsing does, ignoring spaces and C0 controls.
            Array.from(attribute.value)
              .filter((char) => char.charCodeAt(0) > 0x20)
              .join(''),
          )
        ) {
          unsafeUrls.push(`${element.tagName} ${name}=${attribute.value.slice(0, 60)}`);
        }
      }
    }
    const visible = document.body.innerText;
    const runs = visible.match(/A+/g) ?? [];
    return {
      scripts,
      handlers,
      unsafeUrls,
      invisible: new RegExp(invisibleSource).test(visible),
      longestRun: Math.max(0, ...runs.map((run) => run.length)),
    };
  }, INVISIBLE.source);
}

/** The page shows hostile data as inert, clamped, visible-only text, at desktop and phone sizes. */
async function expectInert(page: Page, baselineScripts: readonly string[]): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const report = await inspectDocument(page);
    expect(report.scripts, 'script elements').toEqual(baselineScripts);
    expect(report.handlers, 'elements with on* attributes').toEqual([]);
    expect(report.unsafeUrls, 'javascript:, data: or vbscript: URLs').toEqual([]);
    expect(report.invisible, 'bidi or zero-width characters in the visible text').toBe(false);
    // The 10 kB names and descriptions are cut: at most the longest allowed text (5000).
    expect(report.longestRun).toBeLessThanOrEqual(5_000);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in with the wallet's account whose button shows this address. */
async function signInAs(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await walletFrame(page).getByRole('button').filter({ hasText: address }).click();
  await expect(page.getByTestId('signed-in-address')).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// ---------------------------------------------------------------- a. the user's own account

test('Alice sees her FLOW, COA, tokens and NFTs as the chain holds them', async ({
  page,
  world,
  metadataImages,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  const coa = alice.coa;
  if (coa === null) throw new Error('the normal fixture gives Alice a COA');

  await page.goto('/');
  await signIn(page, 'Alice');
  await expect(page).toHaveURL(/\/account$/);

  // The dashboard.
  await expect(page.getByTestId('account-address')).toHaveText(alice.address);
  await expect(page.getByTestId('flow-balance')).toHaveText(`${flowText(alice.balance)} FLOW`);
  // What Send's Max allows: the available FLOW less the most a FLOW transfer's fee can be at that
  // transaction's compute limit (the emulator runs mainnet's fee parameters).
  const maxFee = fallbackFeeReserve(computeLimit(COMPUTATION.transfer_flow));
  await expect(page.getByTestId('flow-available')).toHaveText(
    `${flowText(alice.availableBalance - maxFee)} FLOW`,
  );
  await expect(page.getByTestId('flow-reserve')).toHaveText(
    `${flowText(alice.balance - alice.availableBalance)} FLOW`,
  );
  await expect(page.getByTestId('flow-evm')).toHaveText(`${unitsText(coa.balanceAtto, 18)} FLOW`);
  await expect(page.getByTestId('flow-total')).toHaveText(
    `${unitsText(alice.balance * 10n ** 10n + coa.balanceAtto, 18)} FLOW`,
  );
  await expect(page.getByTestId('coa-address')).toHaveText(getAddress(coa.evmAddress));
  await expect(page.getByTestId('coa-balance')).toHaveText(
    `${unitsText(coa.balanceAtto, 18)} FLOW`,
  );
  // The summary counts every stored vault, FLOW's included.
  await expect(page.getByTestId('token-count')).toHaveText(
    plural(alice.vaults.length + 1, 'token', 'tokens'),
  );
  const nftCount = alice.collections.reduce((sum, c) => sum + c.nfts.length, 0);
  await expect(page.getByTestId('nft-count')).toHaveText(
    `${plural(nftCount, 'NFT', 'NFTs')} in ${plural(alice.collections.length, 'collection', 'collections')}`,
  );
  await expectAccessible(page);

  // Tokens: FLOW first with its EVM side, then every vault with its exact balance.
  await page.getByTestId('token-count').click();
  await expect(page).toHaveURL(/\/tokens$/);
  const listed = alice.vaults.filter((vault) => vault.metadataViews);
  const rows = page.getByTestId('token-row');
  await expect(rows).toHaveCount(listed.length + 1);
  const flowRow = rows.first();
  await expect(flowRow).toContainText(FLOW_TOKEN_DISPLAY.name);
  await expect(flowRow.getByTestId('token-balance')).toHaveText(
    `${flowText(alice.balance)} ${FLOW_TOKEN_DISPLAY.symbol}`,
  );
  await expect(flowRow.getByTestId('token-evm-balance')).toHaveText(
    `${unitsText(coa.balanceAtto, 18)} ${FLOW_TOKEN_DISPLAY.symbol} on EVM`,
  );
  for (const vault of listed) {
    const row = rows.filter({ has: page.getByText(vault.name, { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('token-balance')).toHaveText(
      `${flowText(vault.balance)} ${vault.symbol}`,
    );
    if (vault.evmAddress !== null) {
      const onEvm = coa.erc20Balances[vault.evmAddress.toLowerCase()] ?? 0n;
      await expect(row.getByTestId('token-evm-balance')).toHaveText(
        `${unitsText(onEvm, vault.evmDecimals)} ${vault.symbol} on EVM`,
      );
    }
  }
  await expectAccessible(page);

  // NFTs: the collections and the first one's NFTs with their names.
  await mainNav(page).getByRole('link', { name: 'NFTs' }).click();
  await expect(page).toHaveURL(/\/nfts/);
  const collections = page.getByRole('navigation', { name: 'NFT collections' });
  for (const collection of alice.collections) {
    await expect(
      collections.getByRole('link', { name: new RegExp(collection.name) }),
    ).toContainText(plural(collection.nfts.length, 'NFT', 'NFTs'));
  }
  const [first] = alice.collections;
  if (first === undefined) throw new Error('Alice has a collection');
  const grid = page.getByRole('region', { name: `NFTs in ${first.name}` });
  for (const nft of first.nfts) {
    await expect(grid.getByRole('link', { name: `${nft.name} #${nft.id}` })).toBeVisible();
  }
  await expectAccessible(page);

  // One NFT in full.
  const [nft] = first.nfts;
  if (nft === undefined) throw new Error('the collection has an NFT');
  await grid.getByRole('link', { name: `${nft.name} #${nft.id}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/nfts/${first.storagePath.replace('/storage/', '')}/${nft.id}$`),
  );
  const detail = page.getByRole('article', { name: nft.name });
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(nft.name);
  await expect(detail).toContainText(nft.description);
  await expect(detail.locator('dt', { hasText: /^ID$/ }).locator('+ dd')).toHaveText(
    String(nft.id),
  );
  if (nft.serial !== undefined) {
    await expect(detail.locator('dt', { hasText: /^Serial$/ }).locator('+ dd')).toHaveText(
      String(nft.serial),
    );
  }
  await expect(detail.locator('dt', { hasText: /^Type$/ }).locator('+ dd')).toHaveText(
    first.nftTypeIdentifier,
  );
  if (nft.externalUrl) {
    const host = new URL(nft.externalUrl).host;
    await expect(detail.getByRole('link', { name: `Website (${host})` })).toHaveAttribute(
      'href',
      nft.externalUrl,
    );
  }
  // Strings, integers and booleans show as text; values of other types are left out.
  for (const trait of nft.traits ?? []) {
    const term = detail.locator('dt', { hasText: new RegExp(`^${trait.name}$`) });
    if (trait.value === null) {
      await expect(term).toHaveCount(0);
    } else {
      await expect(term.locator('+ dd')).toHaveText(String(trait.value));
    }
  }
  await expectAccessible(page);

  // Images came from the world's own metadata URLs, and only from there.
  const ledgerImages = new Set([
    ...alice.vaults.map((vault) => vault.logo),
    ...alice.collections.flatMap((c) => [c.squareImage, ...c.nfts.map((n) => n.thumbnail)]),
  ]);
  expect(metadataImages.filter((url) => !ledgerImages.has(url))).toEqual([]);
  for (const shown of first.nfts) expect(metadataImages).toContain(shown.thumbnail);
});

// ---------------------------------------------------------------- b. what each screen costs

test('the dashboard costs one script request; tokens and NFTs at most two each', async ({
  page,
  faults,
}) => {
  await page.goto('/');
  await signIn(page, 'Alice');
  await expect(page.getByTestId('flow-balance')).toBeVisible();

  const dashboard = await requestsOfPageLoad(page, faults, '/account', () =>
    expect(page.getByTestId('nft-count')).toBeVisible(),
  );
  const tokens = await requestsOfPageLoad(page, faults, '/tokens', () =>
    expect(page.getByTestId('token-row').first()).toBeVisible(),
  );
  const nfts = await requestsOfPageLoad(page, faults, '/nfts', () =>
    expect(
      page
        .getByRole('region', { name: /^NFTs in / })
        .getByRole('link')
        .first(),
    ).toBeVisible(),
  );
  const report = { dashboard, tokens, nfts };
  test.info().annotations.push({
    type: 'access-node requests per page load',
    description: JSON.stringify(report),
  });

  expect(scriptCount(dashboard)).toBe(1);
  expect(scriptCount(tokens)).toBeGreaterThanOrEqual(1);
  expect(scriptCount(tokens)).toBeLessThanOrEqual(2);
  expect(scriptCount(nfts)).toBeGreaterThanOrEqual(1);
  expect(scriptCount(nfts)).toBeLessThanOrEqual(2);
});

// ---------------------------------------------------------------- c. hostile metadata

test.describe('the hostile world', () => {
  test.use({ worldName: 'hostile' });

  test('hostile metadata renders inert on the dashboard, tokens, NFTs and an NFT', async ({
    page,
    world,
    metadataImages,
  }) => {
    const mallory = await holdingsOf(world, MALLORY);
    const [collection] = mallory.collections;
    if (collection === undefined) throw new Error('the hostile fixture has a collection');

    await page.goto('/');
    const baselineScripts = (await inspectDocument(page)).scripts;
    // The app's own scripts: files it serves, and the one inline script its page was served with
    // (the first read's hints), read as the policy reads it to allow it by hash.
    const servedPage = await (await page.request.get('/')).text();
    const ownInline = inlineScriptsOf(servedPage).map((text) => `inline: ${text.slice(0, 80)}`);
    expect(ownInline).toHaveLength(1);
    expect(baselineScripts.filter((src) => !src.startsWith('/'))).toEqual(ownInline);

    await signInAs(page, mallory.address);
    await expect(page.getByTestId('token-count')).toHaveText(
      plural(mallory.vaults.length + 1, 'token', 'tokens'),
    );
    await expectInert(page, baselineScripts);

    await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
    await expect(page.getByTestId('token-row')).toHaveCount(
      mallory.vaults.filter((vault) => vault.metadataViews).length + 1,
    );
    await expectInert(page, baselineScripts);

    await mainNav(page).getByRole('link', { name: 'NFTs' }).click();
    const cards = page.locator('.nft-card:not(.nft-card--skeleton)');
    await expect(cards).toHaveCount(collection.nfts.length);
    await expectInert(page, baselineScripts);
    // No name looks blank or hides text (Hangul fillers, tag characters, U+2028 are removed; one
    // with nothing left is "Untitled NFT"), and each is isolated, so right-to-left letters in it
    // cannot reorder what is around it.
    const names = page.locator('.nft-card__name');
    for (const name of await names.allInnerTexts()) {
      expect(name.trim()).not.toBe('');
      expect(name).not.toMatch(/[\p{Default_Ignorable_Code_Point}\u2028\u2029]/u);
    }
    await expect(names.filter({ hasText: /^Untitled NFT$/ })).toHaveCount(1);
    await expect(names.filter({ hasText: /^Tagged ?name$/ })).toHaveCount(1);
    expect(await names.evaluateAll((all) => all.map((name) => name.tagName))).toEqual(
      collection.nfts.map(() => 'BDI'),
    );
    // Whatever a collection calls itself, its card names the contract behind it and its address.
    const contractOf = (held: HeldCollection) => {
      const address = held.nftTypeIdentifier.split('.')[1] ?? '';
      return `${held.contractName} · 0x${address.slice(0, 4)}…${address.slice(-4)}`;
    };
    await expect
      .poll(async () => (await page.getByTestId('collection-contract').allInnerTexts()).sort())
      .toEqual(mallory.collections.map(contractOf).sort());

    // Every NFT's detail, the one whose serial is UInt64's maximum among them.
    for (const nft of collection.nfts) {
      await page.goto(`/nfts/${collection.storagePath.replace('/storage/', '')}/${nft.id}`);
      await expect(page.getByRole('article')).toBeVisible();
      await expect(page.locator('dt', { hasText: /^ID$/ }).locator('+ dd')).toHaveText(
        String(nft.id),
      );
      if (nft.serial !== null) {
        await expect(page.locator('dt', { hasText: /^Serial$/ }).locator('+ dd')).toHaveText(
          String(nft.serial),
        );
      }
      const name = await page.getByRole('article').getByRole('heading', { level: 1 }).innerText();
      expect(name.length).toBeLessThanOrEqual(300);
      await expectInert(page, baselineScripts);
    }

    // Of the unsafe image URLs only the https one was loaded, and only through <img>.
    expect(metadataImages.length).toBeGreaterThan(0);
    expect(metadataImages.filter((url) => !url.startsWith('https://example.com/'))).toEqual([]);
  });

  test('the hostile world inside: Mallory’s keys and storage and the issuer’s contracts stay inert text', async ({
    page,
    world,
  }) => {
    const mallory = await holdingsOf(world, MALLORY);
    const issuer = `0x${mallory.collections[0]?.nftTypeIdentifier.split('.')[1]}`;
    await page.goto('/');
    const baselineScripts = (await inspectDocument(page)).scripts;

    await page.goto(`/address/${mallory.address}/keys`);
    await expect(page.getByTestId('key-role')).toHaveText([
      'This key alone can sign for the account.',
    ]);
    await expectInert(page, baselineScripts);

    await page.goto(`/address/${mallory.address}/storage`);
    // Her FLOW vault, each token's vault and each collection, and her COA if she has one.
    const { stored } = await pathsOf(mallory.address);
    const shownPaths = page.getByTestId('storage-storage').getByTestId('storage-path');
    await expect(shownPaths).toHaveCount(stored.length);
    expect((await shownPaths.allTextContents()).sort()).toEqual(stored);
    for (const collection of mallory.collections) {
      await expect(
        page
          .getByTestId('storage-entry')
          .filter({ has: page.getByText(collection.storagePath, { exact: true }) })
          .getByTestId('storage-type'),
      ).toHaveText(collection.nftTypeIdentifier.replace(/\.NFT$/, '.Collection'));
    }
    await expectInert(page, baselineScripts);

    await page.goto(`/address/${issuer}/contracts?contract=HostileNFT`);
    await expect(page.getByRole('textbox', { name: 'HostileNFT' })).toContainText(
      'access(all) contract HostileNFT',
    );
    await expect(page.getByTestId('deployed-contract')).toHaveCount(10);
    await expectInert(page, baselineScripts);
  });

  test('60 NFTs with 1 MB in every text: the grid shows all 60, names cut, and no answer over 64 KB', async ({
    page,
    world,
    expectedConsoleErrors,
  }) => {
    // The whole page, and some halves, are refused with 1106 (HTTP 400) before the halves answer.
    expectedConsoleErrors.push(/status of 400 \(Bad Request\)/);
    // The emulator reads about 460 MB for this grid (60 NFTs of 6 MB, five refused windows of
    // 20 MB): 24 s on a quiet two-core machine.
    test.setTimeout(90_000);
    const mallory = await holdingsOf(world, MALLORY);
    const oversized = mallory.collections[1];
    if (oversized === undefined) throw new Error('the hostile fixture has an oversized collection');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (!isScript(response.request())) return;
      void response.body().then(
        (body) => answers.push(body.length),
        () => {},
      );
    });
    await page.goto('/');
    await signInAs(page, mallory.address);
    const storagePath = oversized.storagePath.replace('/storage/', '');
    await page.goto(`/nfts?collection=${storagePath}`);
    // The grid renders the rows in view: the first cards, then the last once the grid is
    // scrolled (in the order the chain lists the collection's ids, not by id).
    const cards = page.locator('.nft-card:not(.nft-card--skeleton)');
    const collectionLink = page
      .getByRole('navigation', { name: 'NFT collections' })
      .getByRole('link', { name: /^Oversized/ });
    await expect(collectionLink).toContainText(`${oversized.nfts.length} NFTs`);
    await expect(cards.first().locator('.nft-card__id')).toHaveText(/^#\d+$/, { timeout: 60_000 });
    const firstId = await cards.first().locator('.nft-card__id').innerText();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.locator('.nft-grid').evaluate((grid) => {
      grid.scrollTop = grid.scrollHeight;
    });
    await expect(cards.last().locator('.nft-card__id')).toHaveText(/^#\d+$/);
    await expect(cards.last().locator('.nft-card__id')).not.toHaveText(firstId);
    await expect(page.getByTestId('nft-too-large')).toHaveCount(0);
    for (const name of await page.locator('.nft-card__name').allInnerTexts()) {
      // 200 characters and the cut's "…".
      expect(name.length).toBeGreaterThan(100);
      expect(name.length).toBeLessThanOrEqual(201);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(Math.max(...answers)).toBeLessThan(LIST_ANSWER_LIMIT_BYTES);
  });

  test('a fake FLOW and a copy of sUSD are marked as such on Tokens and in Send, never taken for the real ones', async ({
    page,
    world,
  }) => {
    const mallory = await holdingsOf(world, MALLORY);
    await page.goto('/');
    await signInAs(page, mallory.address);
    await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
    const rows = page.getByTestId('token-row');
    // The real FLOW first, by its contract; the fake one says what it is not.
    await expect(rows.first().getByTestId('token-balance')).toHaveText('100 FLOW');
    await expect(rows.first().getByTestId('token-origin')).toHaveCount(0);
    const fakeFlow = rows.filter({ hasText: 'FakeFlow' });
    await expect(fakeFlow.getByTestId('token-balance')).toHaveText('99999 FLOW');
    await expect(fakeFlow.getByTestId('token-unverified')).toBeVisible();
    await expect(fakeFlow.getByTestId('token-imitation')).toHaveText(
      'Not the real FLOW: it only uses its name.',
    );
    const fakeUsd = rows.filter({ hasText: 'FakeUSD' });
    await expect(fakeUsd.getByTestId('token-imitation')).toHaveText(
      'Not the real sUSD: it only uses its name.',
    );

    await mainNav(page).getByRole('link', { name: 'Send' }).click();
    await expect(page.getByLabel('Asset').locator('option', { hasText: 'FakeFlow' })).toHaveCount(
      1,
    );
    const options = await page.getByLabel('Asset').locator('option').allTextContents();
    expect(options[0]).toMatch(/^FLOW — 9\d\.\d+ available$/);
    expect(options.find((option) => option.includes('FakeFlow'))).toContain(
      'NOT FLOW, unverified, FakeFlow at',
    );
    expect(options.filter((option) => option.startsWith('FLOW'))).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- d. the large fixture

test.describe('the large world', () => {
  test.use({ worldName: 'large' });

  test('the large fixture: counts, a searchable token list and a grid that pages as it scrolls', async ({
    page,
    world,
  }) => {
    const alice = await holdingsOf(world, 'Alice');
    const nftCount = alice.collections.reduce((sum, c) => sum + c.nfts.length, 0);
    const tokenCount = alice.vaults.length + 1;

    await page.goto('/');
    await signIn(page, 'Alice');
    await expect(page.getByTestId('token-count')).toHaveText(plural(tokenCount, 'token', 'tokens'));
    await expect(page.getByTestId('nft-count')).toHaveText(
      `${plural(nftCount, 'NFT', 'NFTs')} in ${plural(alice.collections.length, 'collection', 'collections')}`,
    );

    // Tokens: all of them, then a search that narrows the list to what matches.
    await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
    const listed = alice.vaults.filter((vault) => vault.metadataViews);
    await expect(page.getByRole('status').filter({ hasText: /tokens$/ })).toHaveText(
      `${listed.length + 1} tokens`,
    );
    const needle = 'Token 17';
    const matching = listed.filter((vault) =>
      [vault.name, vault.symbol, vault.typeIdentifier].some((field) =>
        field.toLowerCase().includes(needle.toLowerCase()),
      ),
    );
    expect(matching.length).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search tokens' }).fill(needle);
    await expect(page.getByRole('status').filter({ hasText: /tokens$/ })).toHaveText(
      `${matching.length} of ${listed.length + 1} tokens`,
    );
    await expect(page.getByTestId('token-row')).toHaveCount(matching.length);
    for (const vault of matching) {
      await expect(
        page
          .getByTestId('token-row')
          .filter({ has: page.getByText(vault.name, { exact: true }) })
          .getByTestId('token-balance'),
      ).toHaveText(`${flowText(vault.balance)} ${vault.symbol}`);
    }

    // NFTs: the first collection's grid asks for its first page only; scrolling to the end
    // fetches the next page, and the last NFTs show.
    const pageOffsets: number[] = [];
    page.on('request', (request) => {
      if (!isNftPageRequest(request)) return;
      const offset = record(scriptArguments(request)[2], 'offset argument');
      pageOffsets.push(Number(offset.value));
    });
    await mainNav(page).getByRole('link', { name: 'NFTs' }).click();
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const [first] = [...alice.collections].sort((a, b) => collator.compare(a.name, b.name));
    if (first === undefined) throw new Error('the large fixture has collections');
    const grid = page.getByRole('region', { name: `NFTs in ${first.name}` });
    // Cards come in the order the chain lists the collection's ids, not by id.
    const names = new Set(first.nfts.map((nft) => `${nft.name} #${nft.id}`));
    const cardName = async (card: Locator) => (await card.innerText()).replace(/\s+/g, ' ').trim();
    const firstCard = grid.getByRole('link').first();
    await expect(firstCard).toBeVisible();
    const firstName = await cardName(firstCard);
    expect([...names]).toContain(firstName);
    await page.waitForLoadState('networkidle');
    expect(pageOffsets).toEqual([0]);

    const pageSize = 60;
    const expectedOffsets = Array.from(
      { length: Math.ceil(first.nfts.length / pageSize) },
      (_, i) => i * pageSize,
    );
    await expect(async () => {
      await grid.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      expect([...new Set(pageOffsets)].sort((a, b) => a - b)).toEqual(expectedOffsets);
    }).toPass();
    const lastCard = grid.getByRole('link').last();
    await expect(lastCard).toBeVisible();
    const lastName = await cardName(lastCard);
    expect([...names]).toContain(lastName);
    expect(lastName).not.toBe(firstName);
    expect(pageOffsets).toHaveLength(expectedOffsets.length);
  });
});

// ---------------------------------------------------------------- e. any address

test('any address: a valid one shows its overview; wrong-network, corrupt and EVM addresses are explained without a request', async ({
  page,
  world,
  faults,
}) => {
  const bob = await holdingsOf(world, 'Bob');

  await page.goto(`/address/${bob.address}`);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'This account' })).toBeVisible();
  await expect(page.getByTestId('account-address')).toHaveText(bob.address);
  await expect(page.getByTestId('flow-balance')).toHaveText(`${flowText(bob.balance)} FLOW`);
  await expect(page.getByTestId(bob.coa === null ? 'coa-missing' : 'coa-address')).toBeVisible();
  await expectAccessible(page);

  // Signed in as Alice, Bob's account is still his: none of her actions, no "your".
  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto(`/address/${bob.address}`);
  await expect(page.getByTestId('flow-balance')).toHaveText(`${flowText(bob.balance)} FLOW`);
  await expect(page.getByTestId('coa-missing')).toHaveText(
    'This account has no EVM account (COA).',
  );
  await expect(page.getByRole('link', { name: 'Enable EVM' })).toHaveCount(0);
  await expect(page.getByText('Available to send')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/\byour\b/i);

  // One bit of Bob's address flipped: no longer an address of any network.
  const flipped = `0x${(BigInt(bob.address) ^ 1n).toString(16).padStart(16, '0')}`;
  const cases = [
    {
      address: '0x1654653399040a61',
      title: 'Wrong network.',
      message: /0x1654653399040a61 is a Mainnet address, and Flowdeck is on Local emulator/,
    },
    {
      address: flipped,
      title: 'Not a Flow address.',
      message: /not a valid Flow address on Local emulator/,
    },
    {
      address: '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52',
      title: 'Not a Flow address.',
      message: /looks like an EVM address/,
    },
  ];
  for (const { address, title, message } of cases) {
    await faults.clearRequests();
    await page.goto(`/address/${address}`);
    await expect(page.getByRole('heading', { name: 'Cannot show this account' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Cannot show this account' });
    await expect(section).toContainText(title);
    await expect(section).toContainText(message);
    await page.waitForLoadState('networkidle');
    const requests = await loggedRequests(faults);
    expect(scriptCount(requests), `${address}: ${requests.join(', ')}`).toBe(0);
    await expectAccessible(page);
  }
});
