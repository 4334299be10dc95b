import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  E2E_BUILD_DIRS,
  E2E_EMULATOR_TEST_WALLET_URLS,
  E2E_EMULATOR_URLS,
  E2E_HISTORY_STAND_IN_URL,
  E2E_TESTNET_URLS,
  type E2eEnvironment,
} from './ports.ts';

// The emulator's build, unless a test names another.
test.use({ environment: E2E_EMULATOR_URLS });

/** The headers this suite owns, in lower case as HTTP/1.1 responses carry them. */
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
] as const;

function securityHeadersOf(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  return Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, headers[name]]));
}

const ws = (httpOrigin: string) => httpOrigin.replace(/^http:/, 'ws:');

// Written out rather than computed by scripts/security-headers.ts, so the test checks the module.
const OTHER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  // HSTS means nothing over http, and would pin 127.0.0.1 to https in a real browser.
  'strict-transport-security': undefined,
};

// The suite's Testnet: the second emulator's fault proxy (E2E_TESTNET_URLS).
const TESTNET_NODE = [E2E_TESTNET_URLS.accessNode, ws(E2E_TESTNET_URLS.accessNode)];
const MAINNET_NODE = ['https://rest-mainnet.onflow.org', 'wss://rest-mainnet.onflow.org'];
const DISCOVERY = 'https://fcl-discovery.onflow.org';

/**
 * Each build checked: the emulator's builds (Flow's dev wallet, the project's own wallet), whose
 * network switch also offers the suite's testnet and Flow's mainnet. A testnet or mainnet
 * build's policy is checked in scripts/security-headers.test.ts.
 */
const BUILDS: readonly { name: string; environment: E2eEnvironment }[] = [
  { name: 'the emulator build', environment: E2E_EMULATOR_URLS },
  {
    name: 'the emulator build with the project’s own wallet',
    environment: E2E_EMULATOR_TEST_WALLET_URLS,
  },
];

/**
 * The script-src of a page: its own inline script (the first read's hints), allowed by the
 * sha256 of its text as served, and no other.
 */
function scriptSources(html: string): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  expect(inline, 'the inline scripts of index.html').toHaveLength(1);
  const hashes = inline.map((text) => createHash('sha256').update(text).digest('base64'));
  return ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(' ');
}

function documentHeaders({ environment }: (typeof BUILDS)[number], html: string) {
  const nodes = [
    environment.accessNode,
    ws(environment.accessNode),
    ...TESTNET_NODE,
    ...MAINNET_NODE,
  ];
  // Testnet's wallet is the suite's; mainnet's is Flow's discovery.
  const wallets = [environment.wallet, E2E_TESTNET_URLS.wallet, DISCOVERY].join(' ');
  return {
    'content-security-policy':
      `default-src 'self'; script-src ${scriptSources(html)}; style-src 'self' 'unsafe-inline'; ` +
      "img-src 'self' data: https:; font-src 'self'; " +
      `connect-src 'self' ${nodes.join(' ')} ${wallets} https://ipfs.io ` +
      // The price sources a build offers by default, reached only once a user turns prices on.
      'https://coins.llama.fi https://api.coingecko.com ' +
      // The history sources: the emulator build's stand-in (its access node's own history needs
      // no host of its own), then testnet's and mainnet's defaults, each asked once turned on.
      `${E2E_HISTORY_STAND_IN_URL} https://evm-testnet.flowscan.io https://flowindex.io https://evm.flowscan.io; ` +
      `frame-src ${wallets}; worker-src 'self'; object-src 'none'; base-uri 'none'; ` +
      "form-action 'self'; frame-ancestors 'none'",
    ...OTHER_HEADERS,
  };
}

const WORKER_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; " +
    "object-src 'none'; base-uri 'none'",
  ...OTHER_HEADERS,
};

for (const build of BUILDS) {
  const { environment } = build;
  test(`${build.name}: the page and its scripts carry the exact security headers`, async ({
    request,
  }) => {
    const html = await request.get(`${environment.app}/`);
    expect(html.ok()).toBe(true);
    const page = await html.text();
    expect(securityHeadersOf(html)).toEqual(documentHeaders(build, page));

    // A client-side route is the same document and needs the same policy.
    const route = await request.get(`${environment.app}/send`);
    expect(securityHeadersOf(route)).toEqual(documentHeaders(build, page));

    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(page);
    expect(entry?.[1], 'the entry script in index.html').toBeDefined();
    const script = await request.get(`${environment.app}${entry?.[1]}`);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(securityHeadersOf(script)).toEqual(documentHeaders(build, page));
  });
}

test('worker scripts carry their own policy, which allows WebAssembly compilation', async ({
  request,
}) => {
  const buildDir = E2E_BUILD_DIRS.emulatorApp;
  const workers = readdirSync(join(buildDir, 'assets')).filter((name) =>
    /worker[^/]*\.js$/.test(name),
  );
  // The rule goes by path, so it holds before any worker ships; each built worker is checked too.
  for (const path of ['/assets/probe.worker-0.js', ...workers.map((name) => `/assets/${name}`)]) {
    const response = await request.get(`${E2E_EMULATOR_URLS.app}${path}`);
    expect(securityHeadersOf(response), path).toEqual(WORKER_HEADERS);
  }
});

test('the build is served as a static host would: no source maps, no _headers, assets cached for good, the parser compressed', async ({
  request,
}) => {
  const buildDir = E2E_BUILD_DIRS.emulatorApp;
  const assets = readdirSync(join(buildDir, 'assets'));
  expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
  const html = await request.get(`${E2E_EMULATOR_URLS.app}/`);
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await html.text());
  const script = await request.get(`${E2E_EMULATOR_URLS.app}${entry?.[1] ?? '/missing'}`);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The page itself must be revalidated, or a deploy would never reach returning users.
  expect(html.headers()['cache-control'] ?? '').not.toContain('immutable');

  expect((await request.get(`${E2E_EMULATOR_URLS.app}/_headers`)).status()).toBe(404);

  const wasm = assets.find((name) => name.endsWith('.wasm'));
  expect(wasm, 'the Cadence parser in the build').toBeDefined();
  const parser = await request.get(`${E2E_EMULATOR_URLS.app}/assets/${wasm}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(parser.headers()['content-encoding']).toBe('gzip');
  expect(parser.headers()['content-type']).toBe('application/wasm');
  const sent = Number(parser.headers()['content-length']);
  const size = statSync(join(buildDir, 'assets', wasm ?? '')).size;
  expect(sent).toBeLessThan(size / 3);
  // Playwright decodes the body: it is the built file, byte for byte.
  expect((await parser.body()).equals(readFileSync(join(buildDir, 'assets', wasm ?? '')))).toBe(
    true,
  );
});

test('refuses to be framed by another origin (clickjacking)', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/Framing '.*' violates .*"frame-ancestors 'none'"/);
  // The attacker is a real page of another loopback origin: Chromium's local network access
  // checks would refuse any frame inside a page that Playwright fulfils itself.
  await page.goto(`${E2E_EMULATOR_URLS.accessNode}/v1/network/parameters`);
  const victimUrl = `${E2E_EMULATOR_URLS.app}/`;
  const isVictim = (request: Request) => request.url() === victimUrl;
  const outcome = Promise.race([
    page.waitForEvent('requestfailed', isVictim),
    page.waitForEvent('requestfinished', isVictim),
  ]);
  await page.setContent(
    `<!doctype html><title>attacker</title><iframe src="${victimUrl}"></iframe>`,
  );
  expect((await outcome).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  const victim = page.frames().find((frame) => frame !== page.mainFrame());
  if (!victim) throw new Error('the attacker page has no iframe');
  await expect(victim.locator('#root')).toHaveCount(0);
});

test('a wallet popup keeps its link to the app under the COOP header (FCL POP/RPC, TAB/RPC)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener('message', (event) => Reflect.set(window, 'walletMessage', event.data));
  });
  // Another origin, as a wallet is; what FCL needs is the handle, `.closed` and `opener`.
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate((url) => {
    Reflect.set(window, 'walletPopup', window.open(url, 'wallet', 'popup'));
  }, `${E2E_EMULATOR_URLS.accessNode}/v1/network/parameters`);
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  await popup.evaluate(() => window.opener?.postMessage('FCL:VIEW:READY', '*'));
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'walletMessage')))
    .toBe('FCL:VIEW:READY');
  const closed = () =>
    page.evaluate(() => {
      const handle: unknown = Reflect.get(window, 'walletPopup');
      return typeof handle === 'object' && handle !== null ? Reflect.get(handle, 'closed') : 'none';
    });
  expect(await closed()).toBe(false);
  await popup.close();
  await expect.poll(closed).toBe(true);
});

test('an inline script is blocked, and the journeys record the violation', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect
    .poll(() => problems.filter((problem) => problem.includes('CSP violation')))
    .toEqual([expect.stringMatching(/enforce script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => Reflect.get(window, 'inlineScriptRan'))).toBeUndefined();
  // Provoked on purpose: the journey itself has no other problem.
  problems.splice(0, problems.length);
});

// The emulator's service account, on every local chain: a viewed account is read signed out.
const SERVICE_ACCOUNT = '0xf8d6e0586b0a20c7';

test('the page’s own inline script runs under the policy: the first read leaves before the app’s code has arrived, and each file is asked for once', async ({
  page,
}) => {
  const assets: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
    if (request.method() === 'POST' && pathname === '/v1/scripts') {
      scripts.push(request.postData() ?? '');
    }
  });
  // The app's code (React DOM and the shell) is held until the first read has been sent without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/address/${SERVICE_ACCOUNT}`, { waitUntil: 'commit' });
  // The entry sends the overview's summary with the files the inline script asked for.
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(assets).toContainEqual(expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/));
  const preloads = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
        (link) => new URL(link.href).pathname,
      ),
    );
  const hinted = await preloads();
  expect(hinted).toContainEqual(expect.stringMatching(/^\/assets\/overview\.reads-/));
  expect(hinted).toContainEqual(expect.stringMatching(/^\/assets\/reads-[\w-]+\.js$/));
  expect(hinted.filter((path) => !assets.includes(path))).toEqual([]);
  release();

  await expect(page.getByTestId('account-address')).toHaveText(SERVICE_ACCOUNT);
  await page.waitForLoadState('networkidle');
  // The screen took the answers already on their way: no script sent twice with the same
  // arguments, no file asked for twice.
  expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
  expect(assets.filter((path, index) => assets.indexOf(path) !== index)).toEqual([]);
  expect(new Set(await preloads()).size).toBe((await preloads()).length);
});
