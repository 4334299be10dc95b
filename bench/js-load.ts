/** The JavaScript a page load received until interactive: files, raw and gzip bytes. */
import type { Browser } from 'playwright-core';
import { type Screen, type VisitOptions, visitScreen } from './screens.ts';
import type { LoadedScript } from './script-recorder.ts';

export interface JsLoad {
  readonly gzipBytes: number;
  readonly rawBytes: number;
  /** False when the page still had requests in flight 15 s after its content appeared. */
  readonly idle: boolean;
  /** Path on the page's origin (no host, whose port changes every run). */
  readonly scripts: readonly (Omit<LoadedScript, 'url'> & { readonly path: string })[];
}

export function jsLoad(scripts: readonly LoadedScript[], idle: boolean): JsLoad {
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    idle,
    scripts: scripts.map(({ url, rawBytes, gzipBytes }) => ({
      path: new URL(url).pathname,
      rawBytes,
      gzipBytes,
    })),
  };
}

/** A cold visit of the screen (fresh context), and the JavaScript it loaded until interactive. */
export async function screenJs(
  browser: Browser,
  screen: Screen,
  options: VisitOptions,
): Promise<JsLoad> {
  const visit = await visitScreen(browser, screen, options);
  await visit.close();
  return jsLoad(visit.scripts, visit.idle);
}
