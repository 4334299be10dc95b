/** Records every JavaScript response a page receives, with its gzip -9 size. */
import type { Page, Response } from 'playwright-core';
import { gzipSize } from './stats.ts';

export interface LoadedScript {
  readonly url: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface ScriptRecorder {
  /** Stops recording; the scripts received so far, each URL once. */
  stop(): Promise<LoadedScript[]>;
}

function isScript(response: Response): boolean {
  // `<script type="module">`, dynamic imports and `<link rel="modulepreload">` all arrive as
  // resource type "script"; the content type catches anything Chromium files differently.
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || (type !== 'document' && /javascript/.test(contentType));
}

/** Records the scripts the page loads from `origin` (the wallet's frame is not the app). */
export function recordScripts(page: Page, origin: string): ScriptRecorder {
  const pending = new Map<string, Promise<LoadedScript | null>>();
  const onResponse = (response: Response) => {
    const url = response.url();
    if (new URL(url).origin !== origin || !isScript(response) || pending.has(url)) return;
    pending.set(
      url,
      response.body().then(
        (body) => ({ url, rawBytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      const scripts = await Promise.all(pending.values());
      return scripts.filter((script): script is LoadedScript => script !== null);
    },
  };
}
