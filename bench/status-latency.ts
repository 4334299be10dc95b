/**
 * Status latency: from the chain first reporting a transaction sealed to the send screen first
 * showing "Sealed" (a MutationObserver's Date.now()). The emulator mines a block for each
 * transaction before it answers the submission (flow-emulator's SendTransaction with auto-mine),
 * so the transaction is sealed from the moment that answer leaves the fault proxy: the proxy's
 * log has when the request came and how long its answer took. Both clocks are this machine's.
 */
import type { Browser, Page } from 'playwright-core';
import type { AccessNode } from './bench-network.ts';
import { visitScreen } from './screens.ts';
import { signIn, walletFrame } from './wallet.ts';

declare global {
  interface Window {
    __benchSealedSeenAt?: number;
  }
}

/** Runs in every page before the app: notes the first moment the send status says Sealed. */
function watchForSealed(): void {
  new MutationObserver(() => {
    if (window.__benchSealedSeenAt !== undefined) return;
    const status = document.querySelector('[data-testid="send-status"]');
    if (status?.textContent?.startsWith('Sealed')) window.__benchSealedSeenAt = Date.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function sendSmallTransfer(page: Page, recipient: string): Promise<number> {
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel(/^Amount/).fill('0.01');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('send-status').getByText('Sealed: done.').waitFor({ timeout: 30_000 });
  const seenAt = await page.evaluate(() => window.__benchSealedSeenAt);
  if (seenAt === undefined) throw new Error('the page showed "Sealed" unobserved');
  return seenAt;
}

/** When the one submission since the log was cleared was answered (ms since the epoch). */
async function submissionAnsweredAt(node: AccessNode): Promise<number> {
  const submissions = (await node.control.requests()).filter(
    (entry) => entry.method === 'POST' && entry.path === '/v1/transactions',
  );
  const [sent] = submissions;
  if (submissions.length !== 1 || sent?.status !== 200 || sent.durationMs === null) {
    throw new Error(`expected one answered submission, found ${submissions.length}`);
  }
  return Date.parse(sent.time) + sent.durationMs;
}

export interface StatusPath {
  readonly appUrl: string;
  readonly node: AccessNode;
  /** Bob's address: each transfer goes to him. */
  readonly recipient: string;
}

/** Sends `count` FLOW transfers Alice → Bob through the UI; the latency of each, in ms. */
export async function measureStatusLatency(
  browser: Browser,
  path: StatusPath,
  count: number,
): Promise<number[]> {
  const visit = await visitScreen(
    browser,
    {
      path: '/',
      signedIn: false,
      content: (page) => page.getByRole('button', { name: 'Connect wallet' }),
    },
    { baseURL: path.appUrl, initScript: watchForSealed },
  );
  try {
    await signIn(visit.page);
    const latencies: number[] = [];
    for (let i = 0; i < count; i += 1) {
      await path.node.control.clearRequests();
      const seenAt = await sendSmallTransfer(visit.page, path.recipient);
      latencies.push(seenAt - (await submissionAnsweredAt(path.node)));
    }
    return latencies;
  } finally {
    await visit.close();
  }
}
