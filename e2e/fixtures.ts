import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import {
  E2E_EMULATOR_TEST_WALLET_URLS,
  E2E_EMULATOR_URLS,
  E2E_HISTORY_STAND_IN_URL,
  E2E_TESTNET_URLS,
  type E2eEnvironment,
} from './ports.ts';

const ENVIRONMENTS = [E2E_EMULATOR_URLS, E2E_EMULATOR_TEST_WALLET_URLS, E2E_TESTNET_URLS];

const ALLOWED_ORIGINS: ReadonlySet<string> = new Set([
  ...ENVIRONMENTS.flatMap(({ app, accessNode, wallet }) => [app, accessNode, wallet]),
  // Flow's dev wallet reads the emulator itself, not through the app's fault proxy.
  E2E_EMULATOR_URLS.rest,
  // The history sources the emulator build names (history-stand-in/).
  E2E_HISTORY_STAND_IN_URL,
]);

const WALLET_ORIGINS: ReadonlySet<string> = new Set(ENVIRONMENTS.map(({ wallet }) => wallet));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Any URL whose origin is not allowed. A RegExp, not a function: Playwright then pauses only the
 * requests it matches, where a function makes it pause every request of the page for a round trip
 * to the test process (measured: 2–3 % of the journeys' CPU and time).
 */
const FOREIGN_URL = new RegExp(
  `^(?!(?:${[...ALLOWED_ORIGINS].map(escapeRegExp).join('|')})(?:[/?#]|$))`,
);

/** The origin of the page or frame that made a request. */
function frameOrigin(request: Request): string {
  try {
    return new URL(request.frame().url()).origin;
  } catch {
    return '';
  }
}

/**
 * Flow's dev wallet shows a transaction's code in Monaco, whose AMD loader it fetches from
 * jsDelivr. The journeys run offline: they answer with a loader that never loads, so the wallet's
 * code panel stays in its loading state and nothing else fetches or fails.
 */
const DEV_WALLET_EDITOR_LOADER =
  /^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\d.]+\/min\/vs\/loader\.js$/;
const EDITOR_THAT_NEVER_LOADS = 'window.require = Object.assign(() => {}, { config() {} });';

// Console errors that are expected and harmless, each with its reason.
const KNOWN_CONSOLE_ERRORS: readonly RegExp[] = [
  // FCL logs this at error level whenever no WalletConnect project id is configured, which is
  // the case on the local network (WalletConnect cannot work offline).
  /FCL WalletConnect Service Plugin/,
  // FCL's WebSocket transport logs this when it unsubscribes from one topic while others remain
  // and the socket has just closed (a tab navigating away as a transaction seals): it opens a
  // new socket for the rest. Seen once in the two-tab journey on a loaded machine.
  /^Error while unsubscribing from topic: Error: WebSocket closed$/,
];

// A 1×1 transparent PNG, served for metadata images so tests never leave the machine.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Fixtures {
  /** Which network and app build the test runs against (`test.use({ environment })`). */
  environment: E2eEnvironment;
  /** Images requested from hosts other than the app and the local network (token/NFT metadata). */
  metadataImages: string[];
  /** Console errors, page errors and foreign requests seen so far in this test. */
  problems: string[];
  /** Console errors this test provokes on purpose (e.g. FCL logging a declined wallet). */
  expectedConsoleErrors: RegExp[];
}

/**
 * Every journey: a page that fails the test on a console error, an uncaught exception, or a
 * request to any host other than the app and the local network (emulator-fixtures.ts adds the
 * chain's world and the fault proxy).
 */
export const test = base.extend<Fixtures>({
  environment: [E2E_EMULATOR_URLS, { option: true }],
  baseURL: async ({ environment }, use) => {
    await use(environment.app);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  problems: async ({}, use) => {
    await use([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  metadataImages: async ({}, use) => {
    await use([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, problems, expectedConsoleErrors, metadataImages }, use) => {
    // Token and NFT images come from any https host by design (untrusted metadata): answer them
    // locally and record them. Every other request to a foreign host is a failure.
    await page.context().route(FOREIGN_URL, async (route) => {
      if (DEV_WALLET_EDITOR_LOADER.test(route.request().url())) {
        await route.fulfill({ contentType: 'text/javascript', body: EDITOR_THAT_NEVER_LOADS });
      } else if (route.request().resourceType() === 'image') {
        // Flow's dev wallet shows each account's avatar from avatars.onflow.org: not metadata.
        if (!WALLET_ORIGINS.has(frameOrigin(route.request()))) {
          metadataImages.push(route.request().url());
        }
        await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
      } else {
        problems.push(`request to a foreign host: ${route.request().url()}`);
        await route.abort('blockedbyclient');
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const known = [...KNOWN_CONSOLE_ERRORS, ...expectedConsoleErrors];
      if (!known.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await recordCspViolations(page, problems);
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(page);
    expect(problems, 'console errors, page errors, CSP violations or foreign requests').toEqual([]);
  },
});

export { expect };

/**
 * Every page and frame of the test (wallet popups too) reports Content-Security-Policy
 * violations, enforced or report-only, as problems: the journeys run under the production CSP.
 */
async function recordCspViolations(page: Page, problems: string[]): Promise<void> {
  const context = page.context();
  await context.exposeBinding(CSP_VIOLATION_BINDING, ({ frame }, report: unknown) => {
    problems.push(`CSP violation on ${frame.url()}: ${String(report)}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
        const send: unknown = Reflect.get(window, binding);
        if (typeof send === 'function') void send(report);
      },
      true,
    );
  }, CSP_VIOLATION_BINDING);
}

const CSP_VIOLATION_BINDING = '__flowdeckCspViolation';

/** Runs axe on the page (and the wallet frame if open); fails on serious or critical issues. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
  expect(serious).toEqual([]);
}
