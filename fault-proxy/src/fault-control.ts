/**
 * The control calls for faults and the request log, as the fault proxy and the test wallet
 * (test-wallet/src/test-wallet.ts) answer them: `GET|POST|DELETE /_control/faults` and
 * `GET|DELETE /_control/requests`. Each server says which faults it applies (`addFault` throws
 * for the others, and the caller gets a 400 with the reason).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Faults } from './faults.ts';
import { parseJson, type RequestLogEntry, readBody, sendError, sendJson } from './http.ts';

/** The latest requests a server answered, at most `limit` of them. */
export function requestLog(limit: number) {
  const entries: RequestLogEntry[] = [];
  return {
    entries,
    add(entry: RequestLogEntry): void {
      entries.push(entry);
      if (entries.length > limit) entries.shift();
    },
  };
}

interface FaultServer<F> {
  readonly faults: Faults;
  readonly requests: RequestLogEntry[];
  addFault(fault: F): void;
  /** Validates a fault definition (throws with the reason). */
  readonly parseFault: (value: unknown) => F;
  /** Forgets faults kept outside `faults`, when all faults are cleared. */
  readonly clearFaults?: () => void;
}

/** Answers a fault or request-log control call; false for any other path. */
export async function answerFaultControl<F>(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  server: FaultServer<F>,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/_control/faults' && method === 'POST') {
    try {
      server.addFault(server.parseFault(parseJson(await readBody(req))));
      sendJson(res, 200, server.faults.list());
    } catch (error) {
      sendError(res, 400, error instanceof Error ? error.message : String(error));
    }
  } else if (path === '/_control/faults' && method === 'DELETE') {
    server.faults.clear();
    server.clearFaults?.();
    sendJson(res, 200, server.faults.list());
  } else if (path === '/_control/faults') {
    sendJson(res, 200, server.faults.list());
  } else if (path === '/_control/requests' && method === 'DELETE') {
    server.requests.length = 0;
    sendJson(res, 200, []);
  } else if (path === '/_control/requests') {
    sendJson(res, 200, server.requests);
  } else {
    return false;
  }
  return true;
}
