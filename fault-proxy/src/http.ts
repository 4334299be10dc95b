/** Small helpers over node:http shared by the fault proxy and the test wallet. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, HttpError } from './errors.ts';
import type { RouteFault } from './faults.ts';

/** flow-go's CORS policy for the Access API (and the dev wallet's). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS, HEAD',
};

/** flow-go's default REST request size limit (DefaultAccessMaxRequestSize, 4 MiB). */
const MAX_REQUEST_BYTES = 4 << 20;

/**
 * Reads a request body. Past `limit` bytes it stops collecting (the rest is drained, not kept)
 * and rejects with the HTTP 400 flow-go answers: `http: request body too large`.
 */
export function readBody(req: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(new HttpError(400, 'http: request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** Parses a JSON body whatever the content type says; undefined when empty, throws when bad. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  return JSON.parse(text);
}

/** Parses JSON, or null when it is not JSON. */
export function parseJsonOrNull(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return null;
  }
}

export interface SendOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** Add the Access API's CORS headers (default true). */
  readonly cors?: boolean;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
  options: SendOptions = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...(options.cors === false ? {} : CORS_HEADERS),
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    ...options.headers,
  });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  options: SendOptions = {},
): void {
  send(res, status, JSON.stringify(value), 'application/json', options);
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  options: SendOptions = {},
): void {
  send(res, status, errorBody(status, message), 'application/json', options);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface RequestLogEntry {
  server: 'access' | 'wallet';
  method: string;
  path: string;
  query: Record<string, string>;
  time: string;
  status: number | null;
  durationMs: number | null;
}

/** Logs a request; its status and duration are filled in when the response finishes. */
export function logRequest(
  log: (entry: RequestLogEntry) => void,
  server: RequestLogEntry['server'],
  req: IncomingMessage,
  res: ServerResponse | null,
  url: URL,
): void {
  const started = Date.now();
  const entry: RequestLogEntry = {
    server,
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    time: new Date(started).toISOString(),
    status: res === null ? 101 : null,
    durationMs: res === null ? 0 : null,
  };
  log(entry);
  res?.on('finish', () => {
    entry.status = res.statusCode;
    entry.durationMs = Date.now() - started;
  });
}

/**
 * Applies a route fault. Returns true when the fault answered (or deliberately did not answer)
 * the request; false when the real handler should run (after any latency).
 */
export async function applyRouteFault(
  fault: RouteFault,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (fault.hang === true) return true;
  if (fault.drop === true) {
    req.socket.destroy();
    return true;
  }
  if (fault.latencyMs !== undefined) await sleep(fault.latencyMs);
  if (fault.afterHandling !== undefined) return false;
  const headers: Record<string, string> =
    fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) };
  if (fault.malformed !== undefined) {
    send(res, 200, fault.malformed === 'empty' ? '' : '{"chain_id": "flow-', 'application/json', {
      headers,
    });
    return true;
  }
  if (fault.status !== undefined) {
    const body =
      fault.body ?? errorBody(fault.status, `injected fault: HTTP ${fault.status} on ${path}`);
    send(res, fault.status, body, 'application/json', { headers });
    return true;
  }
  if (fault.body !== undefined) {
    send(res, 200, fault.body, 'application/json', { headers });
    return true;
  }
  return false;
}

/** Logs an unexpected error of a test server itself (never of the app) to stderr. */
export function logInternalError(where: string, error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[${where}] ${text}\n`);
}
