/**
 * Status latency: from the sandbox sealing a transaction (its `sealedAt`) to the send screen
 * first showing "Sealed" (a MutationObserver's Date.now()). Both clocks are this machine's.
 */
import type { Browser, Page } from 'playwright-core';
import type { SandboxControl } from '../sandbox/src/index.ts';
import { visitScreen } from './screens.ts';
import { signIn } from './wallet.ts';

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

interface SandboxTransaction {
  readonly id: string;
  readonly sealedAt: number | null;
}

/** `GET /_sandbox/transactions`: every transaction the sandbox knows, with its seal time. */
async function sandboxTransactions(accessNodeUrl: string): Promise<SandboxTransaction[]> {
  const response = await fetch(`${accessNodeUrl}/_sandbox/transactions`);
  if (!response.ok) throw new Error(`GET /_sandbox/transactions: ${response.status}`);
  return (await response.json()) as SandboxTransaction[];
}

async function sendSmallTransfer(page: Page, recipient: string): Promise<number> {
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel(/^Amount/).fill('0.01');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await page.frameLocator('#FCL_IFRAME').getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('send-status').getByText('Sealed: done.').waitFor({ timeout: 30_000 });
  const seenAt = await page.evaluate(() => window.__benchSealedSeenAt);
  if (seenAt === undefined) throw new Error('the page showed "Sealed" unobserved');
  return seenAt;
}

export interface StatusPath {
  readonly appUrl: string;
  readonly accessNodeUrl: string;
  readonly control: SandboxControl;
}

/** Sends `count` FLOW transfers Alice → Bob through the UI; the latency of each, in ms. */
export async function measureStatusLatency(
  browser: Browser,
  path: StatusPath,
  count: number,
): Promise<number[]> {
  await path.control.reset('normal');
  const bob = (await path.control.accounts()).find((account) => account.label === 'Bob');
  if (bob === undefined) throw new Error('no Bob in the normal fixture');
  const known = new Set((await sandboxTransactions(path.accessNodeUrl)).map((tx) => tx.id));
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
      const seenAt = await sendSmallTransfer(visit.page, bob.address);
      const fresh = (await sandboxTransactions(path.accessNodeUrl)).filter(
        (tx) => !known.has(tx.id),
      );
      const [sent] = fresh;
      if (fresh.length !== 1 || sent?.sealedAt == null) {
        throw new Error(`expected one new sealed transaction, found ${fresh.length}`);
      }
      known.add(sent.id);
      latencies.push(seenAt - sent.sealedAt);
    }
    return latencies;
  } finally {
    await visit.close();
  }
}
