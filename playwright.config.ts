import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  E2E_BUILD_DIRS,
  E2E_EMULATOR_URLS,
  E2E_PORT_OFFSET,
  E2E_PORTS,
  E2E_URLS,
  E2E_WS_URLS,
} from './e2e/ports.ts';
import { WFLOW_ADDRESS } from './sandbox/src/evm.ts';

// Debian's Chromium where it is installed (CI here); Playwright's own browser elsewhere.
// E2E_REUSE_SERVERS=1: use servers already listening on the suite's ports (e.g. a seeded
// `npx tsx emulator/src/e2e-server.ts` left running between runs) instead of starting them.
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

export default defineConfig({
  testDir: 'e2e',
  ...(E2E_PORT_OFFSET !== 0 && { outputDir: `test-results-${E2E_PORT_OFFSET}` }),
  // One sandbox serves the suite, and tests reset it: they run one at a time.
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
    baseURL: E2E_URLS.app,
    trace: 'retain-on-failure',
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
  webServer: [
    {
      // The real Flow emulator, seeded and snapshotted, and a build of the app on it.
      command: 'npx tsx emulator/src/e2e-server.ts',
      url: E2E_EMULATOR_URLS.app,
      reuseExistingServer,
      stdout: 'ignore',
      timeout: 240_000,
    },
    {
      command: `npx tsx sandbox/src/main.ts --access-port ${E2E_PORTS.accessNode} --wallet-port ${E2E_PORTS.wallet} --block-interval 300`,
      url: `${E2E_URLS.accessNode}/v1/network/parameters`,
      reuseExistingServer,
      stdout: 'ignore',
      timeout: 60_000,
    },
    {
      command: `npx tsx sandbox/src/main.ts --access-port ${E2E_PORTS.wsAccessNode} --wallet-port ${E2E_PORTS.wsWallet} --block-interval 300 --chain-id flow-testnet`,
      url: `${E2E_WS_URLS.accessNode}/v1/network/parameters`,
      reuseExistingServer,
      stdout: 'ignore',
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir ${E2E_BUILD_DIRS.app} --emptyOutDir && npx vite preview --outDir ${E2E_BUILD_DIRS.app} --port ${E2E_PORTS.app} --strictPort`,
      url: E2E_URLS.app,
      reuseExistingServer,
      timeout: 120_000,
      env: {
        VITE_FLOW_NETWORK: 'local',
        VITE_FLOW_NETWORK_LABEL: 'Sandbox (simulated)',
        VITE_LOCAL_WFLOW_ADDRESS: WFLOW_ADDRESS,
        VITE_FLOW_ACCESS_NODE: E2E_URLS.accessNode,
        VITE_FLOW_DISCOVERY_WALLET: `${E2E_URLS.wallet}/fcl/authn`,
        // The header's Testnet is the testnet-chain sandbox, so a journey can switch for real.
        VITE_FLOW_TESTNET_ACCESS_NODE: E2E_WS_URLS.accessNode,
        VITE_FLOW_TESTNET_DISCOVERY_WALLET: `${E2E_WS_URLS.wallet}/fcl/authn`,
      },
    },
    {
      command: `npx vite build --outDir ${E2E_BUILD_DIRS.wsApp} --emptyOutDir && npx vite preview --outDir ${E2E_BUILD_DIRS.wsApp} --port ${E2E_PORTS.wsApp} --strictPort`,
      url: E2E_WS_URLS.app,
      reuseExistingServer,
      timeout: 120_000,
      env: {
        VITE_FLOW_NETWORK: 'testnet',
        VITE_FLOW_NETWORK_LABEL: 'Sandbox testnet (simulated)',
        VITE_FLOW_ACCESS_NODE: E2E_WS_URLS.accessNode,
        VITE_FLOW_DISCOVERY_WALLET: `${E2E_WS_URLS.wallet}/fcl/authn`,
      },
    },
  ],
});
