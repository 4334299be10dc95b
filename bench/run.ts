/**
 * `npm run bench`: builds the app and two reference pages, starts two sandboxes (emulator chain
 * and testnet chain) on free ports, measures in Chromium, prints the tables and writes
 * bench/results.json. See the README's "Performance" section.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { RunningSandbox } from '../sandbox/src/index.ts';
import { countScreenRequests } from './access-requests.ts';
import { PROJECT_ROOT } from './builds.ts';
import { measureChainChecks } from './chain-checks.ts';
import { chromiumPath, launchChromium } from './chromium.ts';
import { measureEditorIsolation } from './editor-isolation.ts';
import { measureEmulatorComputation } from './emulator-computation.ts';
import { measureEmulatorLargeDashboard } from './emulator-dashboard.ts';
import { withLargeEmulatorWorld } from './emulator-large-world.ts';
import { measureHostileResponses } from './hostile-responses.ts';
import { BUDGETED_SCREENS, type BudgetedScreen } from './js-budgets.ts';
import { type JsLoad, jsLoad, screenJs } from './js-load.ts';
import { measureLargeDashboard } from './large-dashboard.ts';
import { lighthousePerformance } from './lighthouse.ts';
import {
  chunkRows,
  chunkTable,
  emittedGzipBytes,
  type Measurements,
  ratiosOf,
  samples,
  summaryTable,
  targetsOf,
} from './report.ts';
import { type BenchChain, startBenchSandbox } from './sandbox.ts';
import { firstVisit, SCREENS, type SessionState } from './screens.ts';
import { buildAndServe, type Sites } from './sites.ts';
import { measureStatusLatency } from './status-latency.ts';

const STATUS_SAMPLES = 10;
const LARGE_SAMPLES = 5;

const started = Date.now();
const say = (text: string) =>
  process.stdout.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}\n`);
const cleanups: (() => Promise<unknown>)[] = [];

async function sandbox(chainId: BenchChain): Promise<RunningSandbox> {
  const running = await startBenchSandbox(chainId);
  cleanups.push(() => running.close());
  return running;
}

async function measureJavaScript(browser: Browser, sites: Sites) {
  const first = await firstVisit(browser, sites.app.url);
  const signedIn = { baseURL: sites.app.url, session: first.session };
  const screens = {} as Record<BudgetedScreen, JsLoad>;
  for (const name of BUDGETED_SCREENS) {
    const screen = SCREENS[name];
    screens[name] = await screenJs(
      browser,
      screen,
      screen.signedIn ? signedIn : { baseURL: sites.app.url },
    );
  }
  const js = {
    ...screens,
    firstVisit: jsLoad(first.scripts, first.idle),
    reactOnly: await screenJs(browser, SCREENS.reactOnly, { baseURL: sites.reactOnly.url }),
    minimalFcl: await screenJs(browser, SCREENS.minimalFcl, { baseURL: sites.minimalFcl.url }),
  };
  return { js, session: first.session };
}

async function measureRequests(
  browser: Browser,
  local: RunningSandbox,
  appUrl: string,
  session: SessionState,
) {
  const signedIn = { baseURL: appUrl, session };
  return {
    dashboard: await countScreenRequests(browser, local.control, SCREENS.dashboard, signedIn),
    tokens: await countScreenRequests(browser, local.control, SCREENS.tokens, signedIn),
    nfts: await countScreenRequests(browser, local.control, SCREENS.nfts, signedIn),
  };
}

async function measureLarge(browser: Browser, local: RunningSandbox, appUrl: string) {
  await local.control.reset('large');
  const { session } = await firstVisit(browser, appUrl);
  const times = await measureLargeDashboard(browser, appUrl, session, LARGE_SAMPLES);
  await local.control.reset('normal');
  return times;
}

async function main(): Promise<void> {
  const local = await sandbox('flow-emulator');
  const testnet = await sandbox('flow-testnet');
  say('building the app (for both sandboxes) and the reference pages');
  const sites = await buildAndServe(local, testnet);
  cleanups.push(() => sites.close());

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const chromiumVersion = browser.version();
  say(`Chromium ${chromiumVersion} (${chromiumPath()})`);

  say('JavaScript per page');
  const { js, session } = await measureJavaScript(browser, sites);
  say('access-node requests per screen');
  const requests = await measureRequests(browser, local, sites.app.url, session);
  say('chain checks in one session: the screens by the navigation, a network switch and back');
  const chainChecks = await measureChainChecks(browser, {
    appUrl: sites.app.url,
    session,
    nodes: { local: local.control, testnet: testnet.control },
  });
  say(`status latency: ${STATUS_SAMPLES} transfers on the testnet chain`);
  const testnetLatency = await measureStatusLatency(
    browser,
    {
      appUrl: sites.appTestnet.url,
      accessNodeUrl: testnet.accessNodeUrl,
      control: testnet.control,
    },
    STATUS_SAMPLES,
  );
  say(`status latency: ${STATUS_SAMPLES} transfers on the emulator chain`);
  const localLatency = await measureStatusLatency(
    browser,
    { appUrl: sites.app.url, accessNodeUrl: local.accessNodeUrl, control: local.control },
    STATUS_SAMPLES,
  );
  say('script editor and parser: loaded on /scripts only');
  const editorIsolation = await measureEditorIsolation(browser, sites.app, session);
  say(`large fixture: ${LARGE_SAMPLES} dashboard loads`);
  const large = await measureLarge(browser, local, sites.app.url);
  say('hostile world: the largest answer of each script on Mallory’s screens');
  const hostileResponses = await measureHostileResponses(browser, sites.app.url, local.control);
  say('large world on the real emulator (seeding takes a minute or two)');
  const { emulatorComputation, emulatorLarge } = await withLargeEmulatorWorld(async (world) => {
    say(
      `large world ready in ${world.seedSeconds.toFixed(0)} s; computation of each script, and cost curves and storage walk of the list scripts`,
    );
    const computation = await measureEmulatorComputation(world);
    say(`large world on the real emulator: ${LARGE_SAMPLES} dashboard loads`);
    const times = await measureEmulatorLargeDashboard(browser, world, LARGE_SAMPLES);
    return { emulatorComputation: computation, emulatorLarge: times };
  });
  await browser.close();
  say('Lighthouse on the landing page');
  const lighthouse = await lighthousePerformance(`${sites.app.url}/`);

  const { reactOnly, minimalFcl, ...appLoads } = js;
  const measurements: Measurements = {
    js,
    emitted: {
      app: emittedGzipBytes(sites.app.chunks),
      reactOnly: emittedGzipBytes(sites.reactOnly.chunks),
      minimalFcl: emittedGzipBytes(sites.minimalFcl.chunks),
    },
    chunks: {
      app: chunkRows(sites.app.chunks, appLoads),
      reactOnly: chunkRows(sites.reactOnly.chunks, { reactOnly }),
      minimalFcl: chunkRows(sites.minimalFcl.chunks, { minimalFcl }),
    },
    requests,
    chainChecks,
    statusLatency: {
      testnetChain: samples(testnetLatency),
      emulatorChain: samples(localLatency),
    },
    largeDashboard: samples(large),
    largeDashboardEmulator: samples(emulatorLarge),
    hostileResponses,
    lighthouse,
    editorIsolation,
    emulatorComputation,
  };
  const targets = targetsOf(measurements);
  const durationMs = Date.now() - started;
  const results = {
    generatedAt: new Date().toISOString(),
    durationMs,
    machine: {
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg(),
      chromium: chromiumVersion,
    },
    units: 'bytes unless named; KB = 1000 bytes; gzip = node:zlib level 9 of each file',
    targets,
    ratios: ratiosOf(measurements),
    ...measurements,
  };
  writeFileSync(
    join(PROJECT_ROOT, 'bench', 'results.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  process.stdout.write(
    `\n${summaryTable(measurements, targets)}\n\n${chunkTable(measurements.chunks.app)}\n\n`,
  );
  const failed = Object.entries(targets).filter(([, target]) => !target.pass);
  say(
    `done in ${(durationMs / 1000).toFixed(0)} s; ${failed.length === 0 ? 'every target passes' : `failing: ${failed.map(([name]) => name).join(', ')}`}; bench/results.json written`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
