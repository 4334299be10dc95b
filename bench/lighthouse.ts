/** Lighthouse's performance category for one URL, in headless Chromium with its default settings. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export interface LighthouseResult {
  /** 0–100. */
  readonly score: number;
  readonly formFactor: string;
  readonly throttlingMethod: string;
  readonly lighthouseVersion: string;
  /** Metric id → value in ms (unitless for cumulative-layout-shift). */
  readonly metrics: Record<string, number>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
] as const;

/** Several runs one after the other; the target holds the lowest score, not a lucky one. */
export async function lighthouseRuns(url: string, count: number): Promise<LighthouseResult[]> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < count; run += 1) runs.push(await lighthousePerformance(url));
  return runs;
}

export async function lighthousePerformance(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (lhr === undefined || score === undefined || score === null) {
      throw new Error(
        `Lighthouse gave no performance score for ${url}: ${lhr?.runtimeError?.message}`,
      );
    }
    const metrics: Record<string, number> = {};
    for (const id of METRICS) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined) metrics[id] = value;
    }
    return {
      score: Math.round(score * 100),
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      lighthouseVersion: lhr.lighthouseVersion,
      metrics,
    };
  } finally {
    chrome.kill();
  }
}
