/**
 * Where a large-world screen's time goes (issue 39): cold loads of the dashboard, Tokens and NFTs
 * for a signed-in user in a fresh context, each split in the page's own clock (Performance API)
 * from the app's User Timing marks (src/flow/client/read-timing.ts: each script read's `sent`,
 * `answered` and `decoded`) and the moment the screen's content is in the DOM:
 * - **to request**: navigation to the first script sent (loading and starting the app);
 * - **node**: time while at least one script is awaited from the access node (sent → answered);
 * - **decode**: time turning answers into the screen's data, outside the node's time (answered →
 *   decoded: JSON, base64, JSON-Cadence and the app's decoders);
 * - **render**: the last script's data to the content shown (React Query and React);
 * - **other**: what is left (waiting between scripts that run one after the other).
 * The parts add up to the total; the app's own part is everything but the node's.
 */
import type { Browser } from 'playwright-core';
import { SCREENS, type SessionState, visitScreen } from './screens.ts';
import { median, round } from './stats.ts';

declare global {
  interface Window {
    __benchContentShownAt?: number;
  }
}

export const TIMED_SCREENS = ['dashboard', 'tokens', 'nfts'] as const;
export type TimedScreen = (typeof TIMED_SCREENS)[number];

const PARTS = ['toRequest', 'node', 'decode', 'render', 'other'] as const;
export type TimingPart = (typeof PARTS)[number];

export interface TimingSplit extends Readonly<Record<TimingPart, number>> {
  readonly total: number;
  /** Script reads that ended before the content showed. */
  readonly scripts: number;
}

export interface ScreenTiming {
  readonly samples: readonly TimingSplit[];
  /** The median of each part, and of the total and the app's part (total − node), in ms. */
  readonly median: Readonly<Record<TimingPart | 'total' | 'app', number>>;
}

/**
 * Records when the content shows, in the page (sent there as text: it cannot close over a
 * constant). Each timed screen's element, as SCREENS' `content`: the dashboard's NFT count, the
 * first token row, the first NFT card.
 */
function watchForContent(): void {
  const selector = '[data-testid="nft-count"], [data-testid="token-row"], a.nft-card';
  new MutationObserver(() => {
    if (window.__benchContentShownAt !== undefined) return;
    if (document.querySelector(selector)) window.__benchContentShownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

interface ReadMarks {
  readonly sent: number;
  readonly answered: number;
  readonly decoded: number;
}

/** How long at least one of the intervals is open. */
function covered(intervals: readonly (readonly [number, number])[]): number {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of [...intervals].sort(([a], [b]) => a - b)) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** One load's split, from its script reads and when its content showed. */
export function splitOf(reads: readonly ReadMarks[], shownAt: number): TimingSplit {
  const counted = reads.filter((read) => read.decoded <= shownAt);
  if (counted.length === 0) throw new Error('the screen showed its content before any script read');
  const toRequest = Math.min(...counted.map((read) => read.sent));
  const waiting = counted.map((read) => [read.sent, read.answered] as const);
  const node = covered(waiting);
  const decode =
    covered([...waiting, ...counted.map((read) => [read.answered, read.decoded] as const)]) - node;
  const render = shownAt - Math.max(...counted.map((read) => read.decoded));
  return {
    total: shownAt,
    toRequest,
    node,
    decode,
    render,
    other: shownAt - toRequest - node - decode - render,
    scripts: counted.length,
  };
}

/** The dashboard's, Tokens' and NFTs' timings, one screen after the other. */
export async function measureScreenTimings(
  browser: Browser,
  appUrl: string,
  session: SessionState,
  samples: number,
): Promise<Record<TimedScreen, ScreenTiming>> {
  const timings: Partial<Record<TimedScreen, ScreenTiming>> = {};
  for (const screen of TIMED_SCREENS) {
    timings[screen] = await measureScreenTiming(browser, screen, appUrl, session, samples);
  }
  return timings as Record<TimedScreen, ScreenTiming>;
}

/**
 * `samples` cold loads of `screen`, each split; one more load runs first and is not counted:
 * the browser's first context pays start-up costs no user of an already open browser does.
 */
async function measureScreenTiming(
  browser: Browser,
  screen: TimedScreen,
  appUrl: string,
  session: SessionState,
  samples: number,
): Promise<ScreenTiming> {
  const splits: TimingSplit[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const visit = await visitScreen(browser, SCREENS[screen], {
      baseURL: appUrl,
      session,
      initScript: watchForContent,
    });
    const { shownAt, marks } = await visit.page.evaluate(() => ({
      shownAt: window.__benchContentShownAt,
      marks: performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('flowdeck:script '))
        .map((mark) => ({ name: mark.name, at: mark.startTime })),
    }));
    await visit.close();
    if (shownAt === undefined) throw new Error(`${screen}: the content appeared unobserved`);
    if (i > 0) splits.push(splitOf(readsOf(marks), shownAt));
  }
  const medianOf = (part: (split: TimingSplit) => number) => round(median(splits.map(part)), 1);
  return {
    samples: splits,
    median: {
      total: medianOf((split) => split.total),
      app: medianOf((split) => split.total - split.node),
      ...(Object.fromEntries(
        PARTS.map((part) => [part, medianOf((split) => split[part])]),
      ) as Record<TimingPart, number>),
    },
  };
}

/** The marks grouped by script read; a read without all three stages is left out. */
function readsOf(marks: readonly { readonly name: string; readonly at: number }[]): ReadMarks[] {
  const byScript = new Map<string, Partial<Record<keyof ReadMarks, number>>>();
  for (const { name, at } of marks) {
    const [, id, stage] = name.split(' ');
    if (id === undefined || (stage !== 'sent' && stage !== 'answered' && stage !== 'decoded')) {
      continue;
    }
    byScript.set(id, { ...byScript.get(id), [stage]: at });
  }
  return [...byScript.values()].flatMap(({ sent, answered, decoded }) =>
    sent === undefined || answered === undefined || decoded === undefined
      ? []
      : [{ sent, answered, decoded }],
  );
}
