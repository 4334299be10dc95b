import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_EMULATOR_URLS, E2E_PORT_OFFSET } from './e2e/ports.ts';

// Debian's Chromium where it is installed (CI here); Playwright's own browser elsewhere.
// E2E_REUSE_SERVERS=1: use the servers already listening on the suite's ports (a seeded
// `npx tsx emulator/src/e2e-server.ts` left running between runs) instead of starting them.
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

export default defineConfig({
  testDir: 'e2e',
  ...(E2E_PORT_OFFSET !== 0 && { outputDir: `test-results-${E2E_PORT_OFFSET}` }),
  // One emulator serves the suite, and journeys return it to a snapshot: one at a time.
  workers: 1,
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
            outputFolder:
              E2E_PORT_OFFSET === 0 ? 'playwright-report' : `playwright-report-${E2E_PORT_OFFSET}`,
          },
        ],
      ],
  use: {
    baseURL: E2E_EMULATOR_URLS.app,
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
  webServer: {
    // Flow's emulator, seeded and snapshotted, a second one on testnet's chain id, Flow's dev
    // wallet, the project's own wallet, the fault proxy and two builds of the app on them.
    command: 'npx tsx emulator/src/e2e-server.ts',
    url: E2E_EMULATOR_URLS.app,
    reuseExistingServer,
    stdout: 'ignore',
    timeout: 240_000,
  },
});
