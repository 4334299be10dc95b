/**
 * `npm run test:size`, part of `npm test`: the landing (signed out) and the dashboard (signed in,
 * cold) against their budgets in js-budgets.ts, measured exactly as `npm run bench` measures
 * them (the same build, network, visits and gzip sums) without the rest of the bench. Over
 * budget, it prints every chunk those loads fetched, with its contents, and exits with 1.
 * `npm run test:size -- activity tokens` checks the screens named instead (any of js-budgets.ts).
 */
import { startBenchNetwork } from './bench-network.ts';
import { buildApp, PROJECT_ROOT } from './builds.ts';
import { launchChromium } from './chromium.ts';
import { BUDGETED_SCREENS, type BudgetedScreen } from './js-budgets.ts';
import { type JsLoad, screenJs } from './js-load.ts';
import {
  chunkRows,
  chunkTable,
  jsTargetOf,
  markdownTable,
  sizeCell,
  type Target,
} from './report.ts';
import { firstVisit, SCREENS } from './screens.ts';
import { serve } from './serve.ts';

const IN_NPM_TEST: readonly BudgetedScreen[] = ['landing', 'dashboard'];

function screensToCheck(names: readonly string[]): readonly BudgetedScreen[] {
  if (names.length === 0) return IN_NPM_TEST;
  const unknown = names.filter((name) => !BUDGETED_SCREENS.some((screen) => screen === name));
  if (unknown.length > 0) {
    throw new Error(
      `No budget for ${unknown.join(', ')}; budgeted: ${BUDGETED_SCREENS.join(', ')}`,
    );
  }
  return BUDGETED_SCREENS.filter((screen) => names.includes(screen));
}

const CHECKED = screensToCheck(process.argv.slice(2));

const started = Date.now();
const say = (text: string) =>
  process.stdout.write(`[size check ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}\n`);
const cleanups: (() => Promise<unknown>)[] = [];

/** True when every checked screen is within its budget. */
async function main(): Promise<boolean> {
  // The dashboard is interactive once it shows the account's data: it needs a chain.
  say('starting the emulator with the normal world');
  const network = await startBenchNetwork();
  cleanups.push(() => network.close());
  say('building the app as the bench does');
  const built = await buildApp('size-check', network.appEnv);
  const server = await serve(PROJECT_ROOT, built.outDir);
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  say(`${CHECKED.join(', ')}: each a cold visit in a fresh context`);
  const { session } = await firstVisit(browser, server.url);
  const results: { screen: BudgetedScreen; load: JsLoad; target: Target }[] = [];
  for (const screen of CHECKED) {
    const load = await screenJs(browser, SCREENS[screen], {
      baseURL: server.url,
      ...(SCREENS[screen].signedIn ? { session } : {}),
    });
    results.push({ screen, load, target: jsTargetOf(screen, load) });
  }
  process.stdout.write(
    `\n${markdownTable(
      ['Screen', 'JS before interactive, gzip', 'Budget', ''],
      results.map(({ screen, load, target }) => [
        `${screen} \`${SCREENS[screen].path}\``,
        sizeCell(load) + (load.idle ? '' : ' (still loading after 15 s)'),
        `≤ ${target.limit} KB`,
        target.pass ? 'pass' : `**FAIL** (+${(target.value - target.limit).toFixed(1)} KB)`,
      ]),
    )}\n\n`,
  );
  const passed = results.every(({ target }) => target.pass);
  if (!passed) {
    const loads = Object.fromEntries(results.map(({ screen, load }) => [screen, load]));
    const loaded = chunkRows(built.chunks, loads).filter((row) => row.loadedBy.length > 0);
    process.stdout.write(
      `Every chunk these loads fetched (budgets: bench/js-budgets.ts):\n\n${chunkTable(loaded)}\n\n`,
    );
  }
  say(passed ? 'within budget' : 'over budget');
  return passed;
}

let passed = false;
try {
  passed = await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
process.exitCode = passed ? 0 : 1;
