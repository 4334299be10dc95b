/**
 * What the reliability journeys share: the access node's request log (the fault proxy's in front
 * of the emulator), the messages the app shows, and the send steps.
 */
import { expect, type Page } from '@playwright/test';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import type { RequestLogEntry } from '../fault-proxy/src/http.ts';
import { signIn, walletFrame } from './wallet.ts';

/** Whoever keeps the access node's request log: the fault proxy. */
type RequestLog = Pick<FaultProxyControl, 'requests'>;

// What Chromium logs for a response it could not get or that carried an error status, and what
// FCL logs (at error level) when a request to the access node fails without a status.
export const FAILED_RESOURCE = /Failed to load resource/;
export const FCL_ACCESS_NODE_ERROR = /does not appear to be a valid REST\/HTTP access node/;

// FCL's HTTP transport: 5 retries (6 attempts) of a busy answer, none of a failed connection.
export const FCL_ATTEMPTS = 6;

export const accessRequests = async (log: RequestLog, path?: RegExp) =>
  (await log.requests()).filter(
    (entry: RequestLogEntry) =>
      entry.server === 'access' &&
      entry.method !== 'OPTIONS' &&
      (path === undefined ? entry.path.startsWith('/v1/') : path.test(entry.path)),
  );

const timeOf = (entry: RequestLogEntry) => Date.parse(entry.time);

/**
 * Waits, by the proxy's request log rather than a fixed sleep, until the access node has heard
 * nothing for `quietMs` (counted from its last request, or from now if it has heard none);
 * returns how many requests it had heard by then.
 */
export async function accessNodeQuiet(log: RequestLog, quietMs: number): Promise<number> {
  const startedAt = Date.now();
  let heard = 0;
  await expect
    .poll(
      async () => {
        const entries = await accessRequests(log);
        heard = entries.length;
        return Date.now() - (entries.length === 0 ? startedAt : Math.max(...entries.map(timeOf)));
      },
      { message: `the access node hears nothing for ${quietMs} ms`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(quietMs);
  return heard;
}

/**
 * After the app has given up: checks that the node then stays quiet for three seconds (FCL
 * retries about every second), with nothing more asked meanwhile.
 */
export async function expectNoMoreRequests(log: RequestLog): Promise<number> {
  const before = (await accessRequests(log)).length;
  expect(await accessNodeQuiet(log, 3_000), 'requests after the app gave up').toBe(before);
  return before;
}

/** How long the node has been answering "not found" for the transaction's result. */
export async function notFoundForMs(log: RequestLog): Promise<number> {
  const answers = (await accessRequests(log, /^\/v1\/transaction_results\//)).filter(
    (entry) => entry.status === 404,
  );
  const times = answers.map(timeOf);
  return times.length === 0 ? 0 : Math.max(...times) - Math.min(...times);
}

export const networkBanner = (page: Page, title: string | RegExp) =>
  page.locator('.banner').filter({ hasText: title });

export async function openSend(page: Page, recipient: string, amount: string) {
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel(/^Amount/).fill(amount);
}

export async function sendAndApprove(page: Page, recipient: string, amount: string) {
  await openSend(page, recipient, amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
}

/** Signs in as Alice and waits for the dashboard, so that a reload restores the session. */
export async function signedInDashboard(page: Page) {
  await page.goto('/account');
  await signIn(page);
  await expect(page.getByTestId('flow-balance')).toBeVisible();
  // The fee estimate is kept for a day (useFeeEstimate): once kept, a reload reads the summary
  // alone, so the request counts below are one read's.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.includes(':max-fee:'))),
    )
    .toBe(true);
}
