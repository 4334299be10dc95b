/** Small helpers over node:http shared by the access node and the wallet. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from './errors.ts';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS, HEAD',
};

export function readBody(req: IncomingMessage, limit = 8 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Parses a JSON body whatever the content type says; undefined when empty, throws when bad. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  return JSON.parse(text);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value));
}

export function sendError(res: ServerResponse, status: number, message: string): void {
  send(res, status, errorBody(status, message));
}

export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export function sleep(ms: number): Promise<void> {
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
