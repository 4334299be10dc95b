/**
 * Chain checks in one page session: a signed-in user opens the app once and walks its screens
 * through the main navigation (client-side, no page load), switches the header's network to
 * Testnet, opens its wallet there and cancels, and switches back. Each access node's log counts
 * the `GET /v1/network/parameters` it served, step by step. A node's chain does not change while
 * the app is open, so each node should be asked once: a switch may ask the new network's node,
 * switching back must not ask the first one again.
 */
import type { Browser, Page } from 'playwright-core';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import { requestKind } from './access-requests.ts';
import { trackNetwork } from './network-idle.ts';
import { SCREENS, type Screen, type SessionState } from './screens.ts';
import { walletFrame } from './wallet.ts';

/** The two networks the bench's app build offers, each behind its own fault proxy. */
type WalkNetwork = 'local' | 'testnet';

interface ChainCheckStep {
  readonly step: string;
  /** Network parameter requests each node served during this step. */
  readonly requests: Readonly<Record<WalkNetwork, number>>;
}

export interface ChainChecks {
  /** Network parameter requests each node served in the whole session. */
  readonly perAccessNode: Readonly<Record<WalkNetwork, number>>;
  readonly steps: readonly ChainCheckStep[];
  /** False when some step still had requests in flight 15 s after its content appeared. */
  readonly idle: boolean;
}

export interface WalkSetup {
  readonly appUrl: string;
  /** Alice signed in on the local network. */
  readonly session: SessionState;
  readonly nodes: Readonly<Record<WalkNetwork, FaultProxyControl>>;
}

interface Step {
  readonly name: string;
  readonly act: (page: Page) => Promise<void>;
  /** What the step ends on, once visible and the network idle. */
  readonly shows: Screen['content'];
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const networkSwitch = (page: Page) => page.getByRole('combobox', { name: 'Network' });

const navigateTo = (link: string, screen: Screen): Step => ({
  name: `→ ${link}`,
  act: (page) => mainNav(page).getByRole('link', { name: link, exact: true }).click(),
  shows: screen.content,
});

const STEPS: readonly Step[] = [
  // Signed in, `/` is the landing's place; it leads to the dashboard.
  {
    name: 'open / → dashboard',
    act: async (page) => {
      await page.goto('/');
    },
    shows: SCREENS.dashboard.content,
  },
  navigateTo('Tokens', SCREENS.tokens),
  navigateTo('NFTs', SCREENS.nfts),
  navigateTo('Send', SCREENS.send),
  navigateTo('EVM', SCREENS.evm),
  navigateTo('Activity', SCREENS.activity),
  navigateTo('Scripts', SCREENS.scripts),
  navigateTo('Account', SCREENS.dashboard),
  {
    // Sessions are kept per network: on Testnet nobody is signed in yet.
    name: 'switch to Testnet',
    act: async (page) => {
      await networkSwitch(page).selectOption('testnet');
    },
    shows: (page) => page.getByRole('button', { name: 'Connect wallet' }),
  },
  {
    // Signing in on Testnet would read the account with testnet's contract addresses, which
    // the emulator behind this Testnet does not have: FCL's sign-in is opened, then cancelled.
    name: 'open the wallet on Testnet (it lists Bob), cancel',
    act: async (page) => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await walletFrame(page)
        .getByRole('button', { name: /^Bob\b/ })
        .waitFor();
      await page.getByRole('button', { name: 'Cancel wallet request' }).click();
    },
    shows: (page) => page.getByText('Sign-in cancelled. You are still signed out.'),
  },
  {
    name: 'switch back to local → dashboard',
    act: async (page) => {
      await networkSwitch(page).selectOption('local');
    },
    shows: SCREENS.dashboard.content,
  },
];

async function networkParameterRequests(control: FaultProxyControl): Promise<number> {
  const log = await control.requests();
  return log.filter((entry) => entry.method === 'GET' && requestKind(entry) === 'networkParameters')
    .length;
}

/** Walks the screens in one page and counts each node's chain checks, step by step. */
export async function measureChainChecks(browser: Browser, setup: WalkSetup): Promise<ChainChecks> {
  const { local, testnet } = setup.nodes;
  const counts = async (): Promise<Record<WalkNetwork, number>> => ({
    local: await networkParameterRequests(local),
    testnet: await networkParameterRequests(testnet),
  });
  await local.clearRequests();
  await testnet.clearRequests();

  const context = await browser.newContext({
    baseURL: setup.appUrl,
    storageState: setup.session,
  });
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    const steps: ChainCheckStep[] = [];
    let idle = true;
    let before = await counts();
    for (const step of STEPS) {
      await step.act(page);
      await step.shows(page).waitFor({ timeout: 30_000 });
      idle = (await network.idle()) && idle;
      const after = await counts();
      steps.push({
        step: step.name,
        requests: { local: after.local - before.local, testnet: after.testnet - before.testnet },
      });
      before = after;
    }
    return { perAccessNode: before, steps, idle };
  } finally {
    await context.close();
  }
}

/** The target's value: the most chain checks any one node served. */
export const mostChainChecks = (checks: ChainChecks): number =>
  Math.max(...Object.values(checks.perAccessNode));
