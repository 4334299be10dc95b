/**
 * The sandbox's control calls for faults and the request log, as the fault proxy and the test
 * wallet (emulator/src/test-wallet.ts) answer them: `GET|POST|DELETE /_sandbox/faults` and
 * `GET|DELETE /_sandbox/requests`. Each server says which faults it applies (`addFault` throws
 * for the others, and the caller gets a 400 with the reason).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Fault, type Faults, parseFault } from '../../sandbox/src/faults.ts';
import {
  parseJson,
  type RequestLogEntry,
  readBody,
  sendError,
  sendJson,
} from '../../sandbox/src/http.ts';

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

/** Answers a fault or request-log control call; false for any other path. */
export async function answerFaultControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  server: { faults: Faults; addFault(fault: Fault): void; requests: RequestLogEntry[] },
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/_sandbox/faults' && method === 'POST') {
    try {
      server.addFault(parseFault(parseJson(await readBody(req))));
      sendJson(res, 200, server.faults.list());
    } catch (error) {
      sendError(res, 400, error instanceof Error ? error.message : String(error));
    }
  } else if (path === '/_sandbox/faults' && method === 'DELETE') {
    server.faults.clear();
    sendJson(res, 200, server.faults.list());
  } else if (path === '/_sandbox/faults') {
    sendJson(res, 200, server.faults.list());
  } else if (path === '/_sandbox/requests' && method === 'DELETE') {
    server.requests.length = 0;
    sendJson(res, 200, []);
  } else if (path === '/_sandbox/requests') {
    sendJson(res, 200, server.requests);
  } else {
    return false;
  }
  return true;
}
