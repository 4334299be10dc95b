/**
 * Journeys on the real Flow emulator: the same guards as every journey (fixtures.ts), the app
 * build on the emulator, the journey's world (normal unless `test.use({ worldName })` says
 * otherwise) restored from its snapshot before each journey, and the fault proxy in front of the
 * emulator with no fault and an empty request log. Journeys of a wallet that misbehaves use
 * `test.use({ environment: E2E_EMULATOR_TEST_WALLET_URLS })` and the `testWallet` control.
 */
import { readFileSync } from 'node:fs';
import type { PublicWorld } from '../emulator/src/seed.ts';
import { jumpToSnapshot, restoreSnapshot } from '../emulator/src/snapshots.ts';
import { connectFaultProxy, type FaultProxyControl } from '../fault-proxy/src/control.ts';
import {
  connectTestWallet,
  TEST_WALLET_DEFAULTS,
  type TestWalletControl,
} from '../test-wallet/src/test-wallet-control.ts';
import type { FixtureName } from '../worlds/index.ts';
import { sealedHeight } from './chain.ts';
import { test as base, expect } from './fixtures.ts';
import {
  E2E_EMULATOR_TEST_WALLET_URLS,
  E2E_EMULATOR_URLS,
  E2E_EMULATOR_WORLDS_FILE,
} from './ports.ts';

export { expect, expectAccessible } from './fixtures.ts';

export interface EmulatorWorld extends PublicWorld {
  /** The account whose label starts with `label` (e.g. "Alice"). */
  account(label: string): PublicWorld['accounts'][number];
}

/**
 * Worlds whose journeys only read: they start from the world's own snapshot, not a copy of it
 * (copying the hostile world takes seconds and a gigabyte and a half each time), and a journey
 * that adds a block to one fails.
 */
const READ_ONLY_WORLDS: ReadonlySet<FixtureName> = new Set(['hostile', 'large']);

export const test = base.extend<{
  worldName: FixtureName;
  world: EmulatorWorld;
  faults: FaultProxyControl;
  /** The project's own wallet on the emulator, with no fault, an empty log and its defaults. */
  testWallet: TestWalletControl;
}>({
  environment: E2E_EMULATOR_URLS,
  worldName: ['normal', { option: true }],
  faults: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const faults = connectFaultProxy(E2E_EMULATOR_URLS.accessNode);
      await faults.clearFaults();
      await faults.clearRequests();
      await use(faults);
      await faults.clearFaults();
    },
    { auto: true },
  ],
  testWallet: async ({ environment }, use) => {
    if (environment !== E2E_EMULATOR_TEST_WALLET_URLS) {
      throw new Error('the test wallet is the wallet of E2E_EMULATOR_TEST_WALLET_URLS only');
    }
    const wallet = connectTestWallet(environment.wallet);
    await wallet.clearFaults();
    await wallet.clearRequests();
    await wallet.updateSettings(TEST_WALLET_DEFAULTS);
    await use(wallet);
    await wallet.clearFaults();
  },
  world: [
    async ({ worldName }, use) => {
      const readOnly = READ_ONLY_WORLDS.has(worldName);
      if (readOnly) await jumpToSnapshot(E2E_EMULATOR_URLS.admin, worldName);
      else await restoreSnapshot(E2E_EMULATOR_URLS.admin, worldName);
      const height = await sealedHeight();
      const worlds = JSON.parse(readFileSync(E2E_EMULATOR_WORLDS_FILE, 'utf8')) as Partial<
        Record<FixtureName, PublicWorld>
      >;
      const world = worlds[worldName];
      if (!world) throw new Error(`the e2e server seeded no ${worldName} world`);
      await use({
        ...world,
        account(label) {
          const found = world.accounts.find((account) => account.label.startsWith(label));
          if (!found) throw new Error(`no ${label} in the emulator's ${worldName} world`);
          return found;
        },
      });
      if (readOnly) {
        expect(await sealedHeight(), `journeys only read the shared ${worldName} world`).toBe(
          height,
        );
      }
    },
    { auto: true },
  ],
});
