/**
 * The large account's dashboard on the real emulator, timed as large-dashboard.ts times it on
 * the sandbox: the app built for the emulator (as `npm start` on the emulator builds it),
 * "Alice (large)" signed in through the test wallet, then cold loads of `/account`.
 */

import type { Browser } from 'playwright-core';
import { appEnvFor } from '../emulator/src/app-env.ts';
import { buildApp, PROJECT_ROOT } from './builds.ts';
import type { LargeEmulatorWorld } from './emulator-large-world.ts';
import { measureLargeDashboard } from './large-dashboard.ts';
import { firstVisit } from './screens.ts';
import { serve } from './serve.ts';

/** `samples` cold loads of the large account's dashboard; each one's time to its data, in ms. */
export async function measureEmulatorLargeDashboard(
  browser: Browser,
  { network }: LargeEmulatorWorld,
  samples: number,
): Promise<number[]> {
  const built = await buildApp('app-emulator', appEnvFor(network));
  const server = await serve(PROJECT_ROOT, built.outDir);
  try {
    const { session } = await firstVisit(browser, server.url);
    return await measureLargeDashboard(browser, server.url, session, samples);
  } finally {
    await server.close();
  }
}
