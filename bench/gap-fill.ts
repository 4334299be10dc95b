/**
 * The requests Activity makes to fill the gap since a user's last visit (issue 36): measured on
 * the emulator for the gap its chain has, and planned for a one-hour gap on mainnet, where a
 * block comes about every 0.8 s.
 */
import type { Browser } from 'playwright-core';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import { latestSealedHeight, planGapFill } from '../src/flow/transfers/event-history.ts';
import { transfersStorageKey } from '../src/flow/transfers/stored-transfers.ts';
import { TRANSFER_EVENT_TYPE_COUNT } from '../src/flow/transfers/transfer-event-types.ts';
import { MAX_GAP_REQUESTS } from '../src/flow/transfers/transfer-feed.ts';
import { requestKind } from './access-requests.ts';
import type { SessionState } from './screens.ts';

/** An hour of mainnet blocks (flow-protocol.md §7: about 0.8 s a block). */
export const MAINNET_HOUR_BLOCKS = 4_500;

export interface GapFill {
  /** The gap the emulator's chain allows (at most an hour of mainnet blocks). */
  readonly emulatorGapBlocks: number;
  /** `/v1/events` requests the page made to fill it, from the fault proxy's log. */
  readonly emulatorRequests: number;
  /** What the plan says for that gap: the two must agree. */
  readonly emulatorPlanned: number;
  /** A one-hour mainnet gap: requests, and the blocks left unread (shown as such). */
  readonly mainnetHour: { readonly requests: number; readonly unreadBlocks: number };
}

export async function measureGapFill(
  browser: Browser,
  options: {
    readonly appUrl: string;
    readonly node: { readonly url: string; readonly control: FaultProxyControl };
    readonly session: SessionState;
    readonly account: string;
  },
): Promise<GapFill> {
  const sealed = await latestSealedHeight(options.node.url);
  const gap = Math.min(MAINNET_HOUR_BLOCKS, Number(sealed) - 1);
  const lastHeight = sealed - BigInt(gap);
  const known = JSON.stringify({
    version: 1,
    lastHeight: lastHeight.toString(),
    unread: null,
    announced: [],
    transfers: [],
  });
  const origin = new URL(options.appUrl).origin;
  const session: SessionState = {
    ...options.session,
    origins: options.session.origins.map((entry) =>
      entry.origin === origin
        ? {
            ...entry,
            localStorage: [
              ...entry.localStorage,
              { name: transfersStorageKey('local', options.account), value: known },
            ],
          }
        : entry,
    ),
  };
  await options.node.control.clearRequests();
  const context = await browser.newContext({ baseURL: options.appUrl, storageState: session });
  try {
    const page = await context.newPage();
    await page.goto('/activity');
    const feed = page.getByTestId('transfer-feed');
    await feed.getByText(/^Live:/).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
  const log = await options.node.control.requests();
  const plan = (blocks: number, end: bigint) =>
    planGapFill(end - BigInt(blocks) + 1n, end, TRANSFER_EVENT_TYPE_COUNT, MAX_GAP_REQUESTS);
  const emulatorPlan = plan(gap, sealed);
  const hour = plan(MAINNET_HOUR_BLOCKS, 100_000_000n);
  return {
    emulatorGapBlocks: gap,
    emulatorRequests: log.filter((entry) => requestKind(entry) === 'events').length,
    emulatorPlanned: emulatorPlan.windows.length * TRANSFER_EVENT_TYPE_COUNT,
    mainnetHour: {
      requests: hour.windows.length * TRANSFER_EVENT_TYPE_COUNT,
      unreadBlocks: hour.unfilled ? Number(hour.unfilled.end - hour.unfilled.start + 1n) : 0,
    },
  };
}
