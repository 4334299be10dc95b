/**
 * `npm run test:size`, part of `npm test`: the landing (signed out) and the dashboard (signed in,
 * cold) against their budgets in js-budgets.ts, measured exactly as `npm run bench` measures
 * them (the same build, network, visits and gzip sums) without the rest of the bench. Over
 * budget, it prints every chunk those loads fetched, with its contents, and exits with 1.
 */
import { startBenchNetwork } from './bench-network.ts';
import { buildApp, PROJECT_ROOT } from './builds.ts';
import { launchChromium } from './chromium.ts';
import type { BudgetedScreen } from './js-budgets.ts';
import { type JsLoad, screenJs } from './js-load.ts';
import { chunkRows, chunkTable, jsTargetOf, markdownTable, sizeCell } from './report.ts';
import { firstVisit, SCREENS } from './screens.ts';
import { serve } from './serve.ts';

const CHECKED = ['landing', 'dashboard'] as const satisfies readonly BudgetedScreen[];

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

  say('landing signed out, dashboard signed in (each in a fresh context)');
  const { session } = await firstVisit(browser, server.url);
  const loads: Record<(typeof CHECKED)[number], JsLoad> = {
    landing: await screenJs(browser, SCREENS.landing, { baseURL: server.url }),
    dashboard: await screenJs(browser, SCREENS.dashboard, { baseURL: server.url, session }),
  };
  const results = CHECKED.map((screen) => ({ screen, target: jsTargetOf(screen, loads[screen]) }));
  process.stdout.write(
    `\n${markdownTable(
      ['Screen', 'JS before interactive, gzip', 'Budget', ''],
      results.map(({ screen, target }) => [
        `${screen} \`${SCREENS[screen].path}\``,
        sizeCell(loads[screen]) + (loads[screen].idle ? '' : ' (still loading after 15 s)'),
        `≤ ${target.limit} KB`,
        target.pass ? 'pass' : `**FAIL** (+${(target.value - target.limit).toFixed(1)} KB)`,
      ]),
    )}\n\n`,
  );
  const passed = results.every(({ target }) => target.pass);
  if (!passed) {
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
