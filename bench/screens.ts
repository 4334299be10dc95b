/**
 * The screens the benchmark loads, each with the element that says its content is there, and
 * a cold visit (fresh context: empty cache) that records the JavaScript it loads until it is
 * interactive: that element visible, then no request in flight for 500 ms.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { trackNetwork } from './network-idle.ts';
import { type LoadedScript, recordScripts } from './script-recorder.ts';
import { signIn } from './wallet.ts';

export interface Screen {
  readonly path: string;
  /** Whether the screen is measured with a signed-in session (its content needs one). */
  readonly signedIn: boolean;
  /** The element whose visibility means the screen shows its content. */
  readonly content: (page: Page) => Locator;
}

export const SCREENS = {
  landing: {
    path: '/',
    signedIn: false,
    content: (page) => page.locator('button:enabled', { hasText: 'Connect your Flow wallet' }),
  },
  dashboard: { path: '/account', signedIn: true, content: (page) => page.getByTestId('nft-count') },
  tokens: {
    path: '/tokens',
    signedIn: true,
    content: (page) => page.getByTestId('token-row').first(),
  },
  nfts: {
    path: '/nfts',
    signedIn: true,
    content: (page) =>
      page
        .getByRole('region', { name: /^NFTs in / })
        .getByRole('link')
        .first(),
  },
  // The form appears once the balances it checks amounts against are read.
  send: { path: '/send', signedIn: true, content: (page) => page.getByLabel(/^Amount/) },
  evm: {
    path: '/evm',
    signedIn: true,
    content: (page) => page.getByTestId('evm-coa-address').or(page.getByTestId('evm-no-coa')),
  },
  // The view reads this browser's own records, not the chain: its heading is its content.
  activity: {
    path: '/activity',
    signedIn: true,
    content: (page) => page.getByRole('heading', { name: 'Activity', level: 1 }),
  },
  // The staking read has answered: the summary says what the account stakes, or that it stakes
  // nothing.
  staking: {
    path: '/account/staking',
    signedIn: true,
    content: (page) => page.getByTestId('staking-summary'),
  },
  // The editor is mounted and the parser (worker + wasm) has answered.
  scripts: {
    path: '/scripts',
    signedIn: false,
    content: (page) => page.getByText('No syntax errors.'),
  },
  reactOnly: {
    path: '/',
    signedIn: false,
    content: (page) => page.getByRole('button', { name: /^Clicked 0/ }),
  },
  minimalFcl: { path: '/', signedIn: false, content: (page) => page.getByText(/^Balance: /) },
} satisfies Record<string, Screen>;

export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface VisitOptions {
  readonly baseURL: string;
  /** A signed-in session; signed out when left out. */
  readonly session?: SessionState;
  readonly initScript?: () => void;
}

export interface Visit {
  readonly page: Page;
  /** Scripts received until the screen was interactive. */
  readonly scripts: LoadedScript[];
  /** False when requests were still in flight 15 s after the content appeared. */
  readonly idle: boolean;
  close(): Promise<void>;
}

async function open(browser: Browser, options: VisitOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    ...(options.session && { storageState: options.session }),
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  return context;
}

/** Navigates to the screen in a fresh context and waits until it is interactive. */
export async function visitScreen(
  browser: Browser,
  screen: Screen,
  options: VisitOptions,
): Promise<Visit> {
  const context = await open(browser, options);
  const page = await context.newPage();
  const network = trackNetwork(page);
  const recorder = recordScripts(page, new URL(options.baseURL).origin);
  await page.goto(screen.path);
  await screen.content(page).waitFor({ timeout: 30_000 });
  const idle = await network.idle();
  return { page, scripts: await recorder.stop(), idle, close: () => context.close() };
}

export interface FirstVisit {
  /** Every script from landing through sign-in to the interactive dashboard. */
  readonly scripts: LoadedScript[];
  readonly idle: boolean;
  readonly session: SessionState;
}

/** A first visit: landing, sign in with the wallet, the dashboard it leads to. */
export async function firstVisit(
  browser: Browser,
  baseURL: string,
  account = 'Alice',
): Promise<FirstVisit> {
  const context = await open(browser, { baseURL });
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    const recorder = recordScripts(page, new URL(baseURL).origin);
    await page.goto(SCREENS.landing.path);
    await SCREENS.landing.content(page).waitFor();
    await signIn(page, account);
    await SCREENS.dashboard.content(page).waitFor({ timeout: 30_000 });
    const idle = await network.idle();
    const scripts = await recorder.stop();
    return { scripts, idle, session: await context.storageState() };
  } finally {
    await context.close();
  }
}
