import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, portsAt, stackPortOffset } from './e2e/ports.ts';

// Debian's Chromium where it is installed (CI here); Playwright's own browser elsewhere.
// E2E_REUSE_SERVERS=1: use the servers already listening on the suite's ports (a seeded
// `npx tsx emulator/src/e2e-server.ts` left running between runs) instead of starting them.
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
// The run's own offset (E2E_PORT_OFFSET): this file is read by every worker too, each with a
// stack of its own, and all of them write to the run's folders.
const runOffset = stackPortOffset(0);
const stacks = Array.from({ length: E2E_WORKERS }, (_, stack) => stack);

export default defineConfig({
  testDir: 'e2e',
  ...(runOffset !== 0 && { outputDir: `test-results-${runOffset}` }),
  // Journeys return their emulator to a snapshot: each worker has a local network of its own
  // (e2e/ports.ts), and runs one journey at a time on it.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: runOffset === 0 ? 'playwright-report' : `playwright-report-${runOffset}`,
          },
        ],
      ],
  use: {
    // baseURL: each worker's own stack (e2e/fixtures.ts).
    // Recording a trace for every journey (to keep the failing ones) costs about 40 % of the
    // suite's CPU: off by default, on with `--trace retain-on-failure` when a journey needs
    // debugging. A failure still leaves a screenshot and the page's accessibility snapshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(systemChromium && { executablePath: systemChromium }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Per stack: Flow's emulator, seeded and snapshotted, Flow's dev wallet, the project's own
  // wallet, the fault proxy, a second proxy and dev wallet for the builds' Testnet, and two
  // builds of the app on them.
  webServer: stacks.map((stack) => ({
    command: 'npx tsx emulator/src/e2e-server.ts',
    env: { E2E_STACK: String(stack) },
    url: `http://127.0.0.1:${portsAt(stackPortOffset(stack)).emulatorApp}`,
    reuseExistingServer,
    stdout: 'ignore' as const,
    timeout: 240_000 * E2E_WORKERS,
  })),
});
