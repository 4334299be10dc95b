/**
 * Dashboard render time on the large fixture (500 NFTs, 200 vaults): from navigation start to
 * the dashboard showing the account's data (balance, token and NFT counts), in the page's own
 * clock (performance.now()), for a signed-in user in a fresh context (cold cache).
 */
import type { Browser } from 'playwright-core';
import { SCREENS, type SessionState, visitScreen } from './screens.ts';

declare global {
  interface Window {
    __benchDashboardShownAt?: number;
  }
}

function watchForDashboard(): void {
  new MutationObserver(() => {
    if (window.__benchDashboardShownAt !== undefined) return;
    if (document.querySelector('[data-testid="nft-count"]')) {
      window.__benchDashboardShownAt = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * `samples` cold loads of /account; each one's time to the dashboard's data, in ms. One more
 * load runs first and is not counted: the browser's first context pays start-up costs no user
 * of an already open browser does.
 */
export async function measureLargeDashboard(
  browser: Browser,
  appUrl: string,
  session: SessionState,
  samples: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const visit = await visitScreen(browser, SCREENS.dashboard, {
      baseURL: appUrl,
      session,
      initScript: watchForDashboard,
    });
    const shownAt = await visit.page.evaluate(() => window.__benchDashboardShownAt);
    await visit.close();
    if (shownAt === undefined) throw new Error('the dashboard appeared unobserved');
    if (i > 0) times.push(shownAt);
  }
  return times;
}
