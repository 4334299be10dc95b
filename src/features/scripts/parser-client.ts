import type { ParseRequest, ParseResponse } from './parser-protocol.ts';
import type { ScriptAnalysis } from './script-analysis.ts';

export type ParseOutcome =
  | { readonly kind: 'analysis'; readonly code: string; readonly analysis: ScriptAnalysis }
  | { readonly kind: 'unavailable'; readonly code: string; readonly message: string };

/** The parser worker as the client drives it; tests stand in for it. */
export interface ParserWorker {
  postMessage(message: ParseRequest): void;
  terminate(): void;
}

/** What the worker reports back: a reply, or that it failed (did not load, crashed). */
export interface ParserWorkerEvents {
  onReply(reply: ParseResponse): void;
  onFailure(): void;
}

export interface ParserClient {
  /** Checks `code` after a pause in typing; only the latest source's outcome is reported. */
  update(code: string): void;
  dispose(): void;
}

const PARSE_DELAY_MS = 250;

function createParserWorker(events: ParserWorkerEvents): ParserWorker {
  const worker = new Worker(new URL('./parser.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cadence-parser',
  });
  worker.addEventListener('message', (event: MessageEvent<ParseResponse>) =>
    events.onReply(event.data),
  );
  worker.addEventListener('error', () => events.onFailure());
  return worker;
}

/**
 * One parser worker for the page. Requests carry ids; a reply to anything but the latest request
 * is dropped, so a slow parse of old text never overwrites the diagnostics of newer text.
 */
export function createParserClient(
  onOutcome: (outcome: ParseOutcome) => void,
  startWorker: (events: ParserWorkerEvents) => ParserWorker = createParserWorker,
  delayMs = PARSE_DELAY_MS,
): ParserClient {
  let worker: ParserWorker | null = null;
  let latest = { id: 0, code: '' };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let broken: string | null = null;

  const unavailable = (message: string) => {
    broken = message;
    worker?.terminate();
    worker = null;
    onOutcome({ kind: 'unavailable', code: latest.code, message });
  };

  const ensureWorker = (): ParserWorker | null => {
    if (worker !== null || broken !== null) return worker;
    try {
      const started = startWorker({
        onReply(reply) {
          if (reply.id !== latest.id) return;
          if (reply.kind === 'analysis') {
            onOutcome({ kind: 'analysis', code: latest.code, analysis: reply.analysis });
          } else {
            onOutcome({ kind: 'unavailable', code: latest.code, message: reply.message });
          }
        },
        onFailure: () => unavailable('The Cadence checker could not start in this browser.'),
      });
      worker = started;
    } catch (error) {
      unavailable(
        `The Cadence checker could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return worker;
  };

  const send = () => {
    timer = null;
    if (broken !== null) {
      onOutcome({ kind: 'unavailable', code: latest.code, message: broken });
      return;
    }
    ensureWorker()?.postMessage(latest);
  };

  return {
    update(code) {
      latest = { id: latest.id + 1, code };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(send, delayMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      worker?.terminate();
      worker = null;
    },
  };
}
