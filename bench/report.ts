/** The benchmark's results: targets, the printed tables, and bench/results.json's shape. */

import { MAX_GAP_REQUESTS } from '../src/flow/transfers/transfer-feed.ts';
import type { ScreenRequests } from './access-requests.ts';
import { type ChainChecks, mostChainChecks } from './chain-checks.ts';
import type { ChunkInfo } from './chunk-inventory.ts';
import { type EditorIsolation, editorIsolated, editorLeaks } from './editor-isolation.ts';
import {
  type CostCurve,
  type EmulatorComputation,
  largestWithinLimit,
} from './emulator-computation.ts';
import type { GapFill } from './gap-fill.ts';
import type { HostileResponses } from './hostile-responses.ts';
import { BUDGETED_SCREENS, type BudgetedScreen, JS_BUDGETS_KB } from './js-budgets.ts';
import type { JsLoad } from './js-load.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { type ScreenTiming, TIMED_SCREENS, type TimedScreen } from './screen-timing.ts';
import { SCREENS } from './screens.ts';
import { kb, median, round } from './stats.ts';

export interface ChunkRow extends ChunkInfo {
  /** The measured page loads that fetched this chunk. */
  readonly loadedBy: readonly string[];
}

/** Each chunk with the page loads (by name) that fetched it. */
export function chunkRows(
  chunks: readonly ChunkInfo[],
  loads: Readonly<Record<string, JsLoad>>,
): ChunkRow[] {
  return [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((chunk) => ({
      ...chunk,
      loadedBy: Object.entries(loads)
        .filter(([, load]) => load.scripts.some((script) => script.path === `/${chunk.file}`))
        .map(([name]) => name),
    }));
}

export const emittedGzipBytes = (chunks: readonly ChunkInfo[]): number =>
  chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

export interface Target {
  readonly value: number;
  readonly limit: number;
  readonly pass: boolean;
}

const atMost = (value: number, limit: number): Target => ({ value, limit, pass: value <= limit });
const atLeast = (value: number, limit: number): Target => ({ value, limit, pass: value >= limit });

export interface Samples {
  readonly samplesMs: readonly number[];
  readonly medianMs: number;
}

export const samples = (values: readonly number[]): Samples => ({
  samplesMs: values.map((value) => round(value)),
  medianMs: round(median(values)),
});

export interface Measurements {
  /** Each budgeted screen's load (landing signed out, the others signed in), and the rest. */
  readonly js: Readonly<Record<BudgetedScreen, JsLoad>> & {
    readonly firstVisit: JsLoad;
    readonly reactOnly: JsLoad;
    readonly minimalFcl: JsLoad;
  };
  /** gzip bytes of every JavaScript file each build emitted, lazy chunks included. */
  readonly emitted: {
    readonly app: number;
    readonly reactOnly: number;
    readonly minimalFcl: number;
  };
  readonly chunks: {
    readonly app: readonly ChunkRow[];
    readonly reactOnly: readonly ChunkRow[];
    readonly minimalFcl: readonly ChunkRow[];
  };
  readonly requests: {
    readonly dashboard: ScreenRequests;
    readonly tokens: ScreenRequests;
    readonly nfts: ScreenRequests;
  };
  /** Network parameter requests per access node in one signed-in session walking the screens. */
  readonly chainChecks: ChainChecks;
  /** Activity's requests to fill the gap since the last visit (gap-fill.ts). */
  readonly gapFill: GapFill;
  /**
   * Over the emulator's `/v1/ws` through the fault proxy. Testnet's chain has no node here
   * (bench-network.ts), so nothing measures it there.
   */
  readonly statusLatency: {
    readonly emulatorChain: Samples;
  };
  /** The large account's dashboard, on the emulator. */
  readonly largeDashboard: Samples;
  /** The large account's dashboard, Tokens and NFTs, each load split into its parts. */
  readonly largeScreens: Readonly<Record<TimedScreen, ScreenTiming>>;
  /** The largest answer of each app script on the hostile world's screens. */
  readonly hostileResponses: HostileResponses;
  /** Lighthouse on the landing, run after run (LIGHTHOUSE_RUNS in run.ts). */
  readonly lighthouse: readonly LighthouseResult[];
  /** Which screens loaded the script runner's editor and parser files. */
  readonly editorIsolation: EditorIsolation;
  /** The dashboard's and pages' scripts on the large world, on the real emulator. */
  readonly emulatorComputation: EmulatorComputation;
}

/** The grid page script's largest answer on the hostile world (0 if it never ran: a failure). */
const hostileGridPage = (m: Measurements): Target => {
  const page = m.hostileResponses.byScript.get_nfts_page;
  const limit = m.hostileResponses.gridPageLimitBytes;
  return page === undefined ? { value: 0, limit, pass: false } : atMost(page.largestBytes, limit);
};

/** Each script's largest answer, largest first: "get_nfts_page 12.3 KB (×40)". */
const hostileCell = (m: Measurements): string =>
  Object.entries(m.hostileResponses.byScript)
    .sort(([, a], [, b]) => b.largestBytes - a.largestBytes)
    .map(([name, seen]) => `${name} ${kb(seen.largestBytes)} KB (×${seen.requests})`)
    .join('; ');

/**
 * Issue 33: the largest account each list script shows in one request, on mainnet's weights (the
 * bench's emulator costs what mainnet costs). 500 vaults or collections is two and a half times
 * the large world's 200; an account beyond it is still shown, in more requests (isolate.ts).
 */
const LARGEST_ACCOUNT_TARGET = 500;

/**
 * `emulatorComputation.get_token_vaults`, …: each script on the large world, against its budget;
 * `largestAccount.get_token_vaults`, …: the largest account each list script reads in one request.
 */
function computationTargetsOf(m: Measurements): Record<string, Target> {
  const { scripts, budget, curves } = m.emulatorComputation;
  return Object.fromEntries([
    ...scripts.map((script) => [
      `emulatorComputation.${script.id}`,
      atMost(script.computation, budget),
    ]),
    ...curves.map((curve) => [
      `largestAccount.${curve.script}`,
      atLeast(curve.largestAccount, LARGEST_ACCOUNT_TARGET),
    ]),
  ]);
}

type JsTargets = { readonly [S in BudgetedScreen as `${S}JsGzipKB`]: Target };

/** A screen's JavaScript before interactive, in gzip KB, against its budget. */
export const jsTargetOf = (screen: BudgetedScreen, load: JsLoad): Target =>
  atMost(kb(load.gzipBytes), JS_BUDGETS_KB[screen]);

/** `landingJsGzipKB`, `dashboardJsGzipKB`, …: each budgeted screen against JS_BUDGETS_KB. */
function jsTargetsOf(js: Measurements['js']): JsTargets {
  return Object.fromEntries(
    BUDGETED_SCREENS.map((screen) => [`${screen}JsGzipKB`, jsTargetOf(screen, js[screen])]),
  ) as JsTargets;
}

export function targetsOf(m: Measurements) {
  return {
    ...jsTargetsOf(m.js),
    dashboardAccessNodeRequests: atMost(m.requests.dashboard.dataRequests, 1),
    tokensAccessNodeRequests: atMost(m.requests.tokens.dataRequests, 2),
    nftsAccessNodeRequests: atMost(m.requests.nfts.dataRequests, 2),
    // Per network per session; a switch may ask the new network's node once.
    chainChecksPerSession: atMost(mostChainChecks(m.chainChecks), 1),
    // Issue 36: the page asks what the plan says, and an hour of mainnet stays within the bound.
    gapFillRequestsAsPlanned: {
      value: m.gapFill.emulatorRequests,
      limit: m.gapFill.emulatorPlanned,
      pass: m.gapFill.emulatorRequests === m.gapFill.emulatorPlanned,
    },
    gapFillMainnetHourRequests: atMost(m.gapFill.mainnetHour.requests, MAX_GAP_REQUESTS),
    statusLatencyEmulatorChainMs: atMost(m.statusLatency.emulatorChain.medianMs, 150),
    // Issue 39: the whole large dashboard within 1 s on the real emulator (issue 17's 400 ms was
    // set on the sandbox, which answered in a few ms), and the app's own part (all but the
    // node's) within 150 ms there and 250 ms for the first rows of Tokens and NFTs.
    largeDashboardInteractiveMs: atMost(m.largeDashboard.medianMs, 1000),
    largeDashboardAppMs: atMost(m.largeScreens.dashboard.median.app, 150),
    largeTokensAppMs: atMost(m.largeScreens.tokens.median.app, 250),
    largeNftsAppMs: atMost(m.largeScreens.nfts.median.app, 250),
    hostileGridPageBytes: hostileGridPage(m),
    lighthousePerformance: atLeast(Math.min(...m.lighthouse.map(({ score }) => score)), 95),
    ...computationTargetsOf(m),
    // Value: editor/parser files loaded by other screens; passes only if /scripts loads them.
    scriptEditorOnlyOnScripts: {
      value: editorLeaks(m.editorIsolation),
      limit: 0,
      pass: editorIsolated(m.editorIsolation),
    },
  };
}

export type Targets = ReturnType<typeof targetsOf>;

export function ratiosOf(m: Measurements) {
  const ratio = (a: number, b: number) => round(a / b, 2);
  return {
    landingToReactOnly: ratio(m.js.landing.gzipBytes, m.js.reactOnly.gzipBytes),
    landingToMinimalFcl: ratio(m.js.landing.gzipBytes, m.js.minimalFcl.gzipBytes),
    dashboardToReactOnly: ratio(m.js.dashboard.gzipBytes, m.js.reactOnly.gzipBytes),
    dashboardToMinimalFcl: ratio(m.js.dashboard.gzipBytes, m.js.minimalFcl.gzipBytes),
  };
}

const mark = (target: Target) => (target.pass ? 'pass' : '**FAIL**');

const SCREEN_TITLES: Readonly<Record<BudgetedScreen, string>> = {
  landing: 'Landing',
  dashboard: 'Dashboard',
  tokens: 'Tokens',
  nfts: 'NFTs',
  send: 'Send',
  evm: 'EVM',
  activity: 'Activity',
  staking: 'Staking',
};

/** One row per budgeted screen: its JS before interactive against its budget. */
function jsRows(m: Measurements, targets: Targets): [string, string, string, string][] {
  return BUDGETED_SCREENS.map((screen) => {
    const how = SCREENS[screen].signedIn ? 'signed in, cold' : 'signed out';
    const target = targets[`${screen}JsGzipKB`];
    return [
      `${SCREEN_TITLES[screen]} \`${SCREENS[screen].path}\` JS (${how}), gzip`,
      sizeCell(m.js[screen]),
      `≤ ${target.limit} KB`,
      mark(target),
    ];
  });
}

export const sizeCell = (load: JsLoad) => `${kb(load.gzipBytes)} KB (${load.scripts.length} files)`;
const referenceCell = (load: JsLoad, emitted: number) =>
  `${sizeCell(load)}; ${kb(emitted)} KB emitted in all`;

/** Requests of a screen: the counted number, then what else the access node saw. */
function requestCell(requests: ScreenRequests): string {
  const { byKind } = requests;
  const counted = Object.entries(byKind)
    .filter(([kind, n]) => n > 0 && kind !== 'networkParameters' && kind !== 'preflight')
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  return `${requests.dataRequests} (${counted || 'none'}); +${byKind.networkParameters} network parameters, +${byKind.preflight} CORS preflights`;
}

/** "local 2, testnet 2 (open / → dashboard: 2 local; switch to Testnet: 2 testnet)". */
function chainCheckCell(checks: ChainChecks): string {
  const perNode = Object.entries(checks.perAccessNode)
    .map(([network, n]) => `${network} ${n}`)
    .join(', ');
  const byStep = checks.steps
    .map((step) => {
      const made = Object.entries(step.requests)
        .filter(([, n]) => n > 0)
        .map(([network, n]) => `${n} ${network}`);
      return made.length === 0 ? null : `${step.step}: ${made.join(', ')}`;
    })
    .filter((cell) => cell !== null)
    .join('; ');
  return `${perNode} (${byStep || 'none'})`;
}

/** One row per script run on the large world: its computation, and its share of the limit. */
function computationRows(m: Measurements): [string, string, string, string][] {
  const { scripts, limit, budget } = m.emulatorComputation;
  const targets = computationTargetsOf(m);
  return scripts.map((script) => {
    const target = targets[`emulatorComputation.${script.id}`];
    const largest = largestWithinLimit(script);
    return [
      `Large world on the real emulator: computation of \`${script.script}\``,
      `${script.computation} (${round((script.computation / limit) * 100, 1)} % of ${limit})${
        largest === null
          ? ''
          : `; ${script.items} items, so about ${largest} within the limit in one request (estimated from this one point, not a measured curve)`
      }`,
      `≤ ${budget} (${round((budget / limit) * 100)} % of the script limit, on mainnet's weights)`,
      target === undefined ? '**FAIL** (no target)' : mark(target),
    ];
  });
}

/** "1 → 120, 25 → 850, …; fit 90 + 29.2 per vault (points within 0.4 % of it)". */
function costCurveCell(curve: CostCurve): string {
  const points = curve.points.map((point) => `${point.items} → ${point.computation}`).join(', ');
  return `${points}; fit ${round(curve.fixed)} + ${round(curve.perItem, 2)} per ${curve.kind} (points within ${round(curve.maxDeviation * 100, 2)} % of it)`;
}

/** "`only: []` costs 1637 on Alice (219 stored paths), 4 on Bob (2): 2 + 7.53 per stored path". */
function walkCell({ walkPoints, walk }: CostCurve): string {
  const [large, small] = walkPoints;
  return `\`only: []\` costs ${large.computation} on ${large.account} (${large.paths} stored paths), ${small.computation} on ${small.account} (${small.paths}): ${round(walk.base)} + ${round(walk.perPath, 2)} per stored path`;
}

/**
 * Two rows per list script: its measured cost curve, with the most items one request can read on
 * an account of that size; and the largest account it can show in one request.
 */
function costCurveRows(m: Measurements): [string, string, string, string][] {
  const { curves, limit } = m.emulatorComputation;
  const targets = computationTargetsOf(m);
  return curves.flatMap((curve): [string, string, string, string][] => {
    const target = targets[`largestAccount.${curve.script}`];
    return [
      [
        `Large world on the real emulator: \`${curve.script}\` with \`only\` n of the account's ${curve.kind}s (measured curve; the fixed part walks all of its storage)`,
        `${costCurveCell(curve)}; most ${curve.kind}s per request on an account of this size: ${curve.largest} (limit ${limit})`,
        '',
        '',
      ],
      [
        `Large world on the real emulator: \`${curve.script}\`, the largest account it can show in one request (each ${curve.kind} is read and is a stored path to walk)`,
        `${walkCell(curve)}; with ${round(curve.perItem, 2)} per ${curve.kind}: ${curve.largestAccount} ${curve.kind}s within the limit (${limit}), counting each new path at the large account's cost per path`,
        `≥ ${LARGEST_ACCOUNT_TARGET} ${curve.kind}s (two and a half times the large world)`,
        target === undefined ? '**FAIL** (no target)' : mark(target),
      ],
    ];
  });
}

/** The summary table, in Markdown (docs/performance.md shows the latest). */
export function summaryTable(m: Measurements, targets: Targets): string {
  const ratios = ratiosOf(m);
  const rows: [string, string, string, string][] = [
    ...jsRows(m, targets),
    [
      'Dashboard access-node requests',
      requestCell(m.requests.dashboard),
      '≤ 1',
      mark(targets.dashboardAccessNodeRequests),
    ],
    [
      'Tokens `/tokens` access-node requests',
      requestCell(m.requests.tokens),
      '≤ 2',
      mark(targets.tokensAccessNodeRequests),
    ],
    [
      'NFTs `/nfts` access-node requests',
      requestCell(m.requests.nfts),
      '≤ 2',
      mark(targets.nftsAccessNodeRequests),
    ],
    [
      'Chain checks (`GET /v1/network/parameters`) per access node, one session: every screen by the navigation, Testnet and back',
      chainCheckCell(m.chainChecks),
      '≤ 1 per node',
      mark(targets.chainChecksPerSession),
    ],
    [
      `Activity's gap fill on the emulator: \`/v1/events\` requests for ${m.gapFill.emulatorGapBlocks} blocks`,
      `${m.gapFill.emulatorRequests}`,
      `= ${m.gapFill.emulatorPlanned} planned`,
      mark(targets.gapFillRequestsAsPlanned),
    ],
    [
      'Gap fill for one hour of mainnet (4,500 blocks), planned',
      `${m.gapFill.mainnetHour.requests} requests; ${m.gapFill.mainnetHour.unreadBlocks} older blocks shown as unread`,
      `≤ ${MAX_GAP_REQUESTS}`,
      mark(targets.gapFillMainnetHourRequests),
    ],
    [
      'Status latency over WebSocket, emulator chain (median of 10)',
      `${m.statusLatency.emulatorChain.medianMs} ms`,
      '≤ 150 ms',
      mark(targets.statusLatencyEmulatorChainMs),
    ],
    [
      'Large-fixture dashboard shown on the real emulator (median of 5)',
      `${m.largeDashboard.medianMs} ms`,
      `≤ ${targets.largeDashboardInteractiveMs.limit} ms`,
      mark(targets.largeDashboardInteractiveMs),
    ],
    ...(
      [
        ['Dashboard', targets.largeDashboardAppMs],
        ['Tokens, first row', targets.largeTokensAppMs],
        ['NFTs, first card', targets.largeNftsAppMs],
      ] as const
    ).map(([screen, target]): [string, string, string, string] => [
      `Large world, ${screen}: the app's part (all but the node's, median of 5)`,
      `${target.value} ms`,
      `≤ ${target.limit} ms`,
      mark(target),
    ]),
    [
      'Hostile world: largest grid page answer (`get_nfts_page`)',
      `${kb(targets.hostileGridPageBytes.value)} KB`,
      `≤ ${kb(m.hostileResponses.gridPageLimitBytes)} KB whatever the metadata`,
      mark(targets.hostileGridPageBytes),
    ],
    ['Hostile world: largest answer per script', hostileCell(m), '', ''],
    [
      `Lighthouse performance, landing (lowest of ${m.lighthouse.length} runs)`,
      lighthouseCell(m.lighthouse),
      '≥ 95 in every run',
      mark(targets.lighthousePerformance),
    ],
    [
      'CodeMirror + Cadence parser (worker, wasm) loaded outside `/scripts`',
      `${editorLeaks(m.editorIsolation)} files on ${Object.keys(m.editorIsolation.otherScreens).join(', ')}; \`/scripts\` loads ${m.editorIsolation.scriptsScreen.length} of ${m.editorIsolation.editorFiles.length}`,
      '0, and `/scripts` loads them',
      mark(targets.scriptEditorOnlyOnScripts),
    ],
    ...computationRows(m),
    ...costCurveRows(m),
    [
      'Large world on the real emulator: dashboard script round trip (median of 5)',
      `${m.emulatorComputation.dashboardScriptMs} ms`,
      '',
      '',
    ],
    [
      'Reference: React-only page JS, gzip',
      referenceCell(m.js.reactOnly, m.emitted.reactOnly),
      '',
      '',
    ],
    [
      'Reference: minimal FCL app JS, gzip',
      referenceCell(m.js.minimalFcl, m.emitted.minimalFcl),
      '',
      '',
    ],
    [
      'Landing ÷ React-only; ÷ minimal FCL',
      `${ratios.landingToReactOnly}×; ${ratios.landingToMinimalFcl}×`,
      '≈ 2×; < 0.5×',
      '',
    ],
    ['First visit: landing → sign in → dashboard, gzip', sizeCell(m.js.firstVisit), '', ''],
    ['The app: every chunk it can load, gzip', `${kb(m.emitted.app)} KB`, '', ''],
  ];
  return markdownTable(['Measure', 'Value', 'Target', ''], rows);
}

/** Every chunk of the app build: size, who loaded it, and its largest contents. */
export function chunkTable(rows: readonly ChunkRow[]): string {
  return markdownTable(
    ['Chunk', 'gzip', 'Loaded by', 'Contents (minified bytes)'],
    rows.map((row) => [
      `\`${row.file.replace(/^assets\//, '')}\``,
      `${kb(row.gzipBytes)} KB`,
      row.loadedBy.join(', ') || 'only when needed',
      row.packages
        .slice(0, 4)
        .map((share) => `${share.name} ${kb(share.renderedBytes)}K`)
        .join(', ') + (row.packages.length > 4 ? `, +${row.packages.length - 4} more` : ''),
    ]),
  );
}

/** Where each large-world screen's time goes (screen-timing.ts), medians in ms. */
export function timingTable(screens: Measurements['largeScreens']): string {
  const names: Record<TimedScreen, string> = {
    dashboard: 'Dashboard `/account`',
    tokens: 'Tokens `/tokens`, first row',
    nfts: 'NFTs `/nfts`, first card',
  };
  return markdownTable(
    [
      'Large world (median ms)',
      'Total',
      'To request',
      'Node',
      'Decode',
      'Render',
      'Other',
      'App (total − node)',
    ],
    TIMED_SCREENS.map((screen) => {
      const { median: parts } = screens[screen];
      return [
        names[screen],
        ...[
          parts.total,
          parts.toRequest,
          parts.node,
          parts.decode,
          parts.render,
          parts.other,
          parts.app,
        ].map(String),
      ];
    }),
  );
}

export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function lighthouseCell(runs: readonly LighthouseResult[]): string {
  const [first] = runs;
  const scores = runs.map(({ score }) => score).join(', ');
  return first === undefined
    ? 'not run'
    : `${scores} (${first.formFactor}, ${first.throttlingMethod} throttling)`;
}
