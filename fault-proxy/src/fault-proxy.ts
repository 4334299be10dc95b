/**
 * The fault proxy: a thin server in front of a real access node's REST API and `/v1/ws` (the
 * Flow emulator's, on the local network) that forwards everything unchanged, except what a test
 * asked to break (reliability-cases.md §2–3): an HTTP status or body, latency, a hang, a dropped
 * connection, invalid JSON, a request that takes effect but whose answer is lost (a submitted
 * transaction is accepted, then the answer hangs or the connection drops), on the WebSocket a
 * drop (with refused reconnections), malformed frames, or swallowed data frames, and what it
 * reports of the next transactions (held, failed or lost: transaction-reports.ts). Faults are
 * defined in faults.ts and set through the control API (`/_control/faults`, `/_control/requests`),
 * which the test wallet answers too, plus `hold-transactions` and `release-transactions`.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { type ChainHeights, chainHeights } from './chain-heights.ts';
import { answerFaultControl, requestLog } from './fault-control.ts';
import { type Fault, Faults, parseFault } from './faults.ts';
import { transactionId } from './flow-crypto.ts';
import {
  applyRouteFault,
  logRequest,
  parseJson,
  parseJsonOrNull,
  readBody,
  sendError,
  sendJson,
} from './http.ts';
import { relaySocket } from './socket-relay.ts';
import { parseTransactionBody, restTransaction } from './transaction-body.ts';
import {
  isTransactionResult,
  type TransactionReports as Reports,
  TRANSACTION_EXPIRY_BLOCKS,
  TransactionReports,
  unincludedResult,
} from './transaction-reports.ts';
import { isRecord } from './util.ts';

export interface FaultProxyOptions {
  /** The access node to forward to, e.g. `http://127.0.0.1:8888`. */
  readonly target: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /**
   * How many blocks after its reference block a lost transaction expires: the node's window
   * (default 600, Flow's networks; the emulator's own `--transaction-expiry` is 10).
   */
  readonly transactionExpiryBlocks?: number;
}

export interface RunningFaultProxy {
  /** The proxy's URL: point the app's access node at it. */
  readonly url: string;
  close(): Promise<void>;
}

/** The next `times` transactions are reported no further than Pending until released. */
interface HoldTransactionsFault {
  readonly type: 'hold-transactions';
  readonly times?: number;
}

/** Acts once, when added: the held transactions are reported as the node reports them. */
interface ReleaseTransactionsFault {
  readonly type: 'release-transactions';
}

export type FaultProxyFault = Fault | HoldTransactionsFault | ReleaseTransactionsFault;

/** The faults of faults.ts, and the two that only the proxy has. */
export function parseFaultProxyFault(input: unknown): FaultProxyFault {
  if (isRecord(input) && input.type === 'release-transactions' && Object.keys(input).length === 1) {
    return { type: 'release-transactions' };
  }
  if (isRecord(input) && input.type === 'hold-transactions') {
    const { times, ...rest } = input;
    const valid = typeof times === 'number' && Number.isInteger(times) && times >= 1;
    if (Object.keys(rest).length !== 1 || (times !== undefined && !valid)) {
      throw new Error('a hold-transactions fault has only `times`, a whole number from 1');
    }
    return valid ? { type: 'hold-transactions', times } : { type: 'hold-transactions' };
  }
  return parseFault(input);
}

const MAX_LOGGED_REQUESTS = 5_000;
const TRANSACTION_RESULT = /^\/v1\/transaction_results\/([0-9a-f]{64})$/;
const MALFORMED_FRAME = '{"subscription_id": "0", "topic": "transaction_statuses", "payload": ';

export async function startFaultProxy(options: FaultProxyOptions): Promise<RunningFaultProxy> {
  const target = new URL(options.target);
  const faults = new Faults();
  const reports = new TransactionReports();
  const requests = requestLog(MAX_LOGGED_REQUESTS);
  const sockets = new Set<WebSocket>();
  const chain = chainHeights(target, options.transactionExpiryBlocks ?? TRANSACTION_EXPIRY_BLOCKS);

  /** Applies a route, WebSocket or report fault; a wallet's is the test wallet's to apply. */
  const addFault = (fault: FaultProxyFault): void => {
    switch (fault.type) {
      case 'hold-transactions':
        reports.queue({ kind: 'hold' }, fault.times);
        return;
      case 'release-transactions':
        reports.release();
        return;
      case 'fail-next-transaction':
        reports.queue({ kind: 'fail', code: fault.code, message: fault.message }, fault.times);
        return;
      case 'expire-next-transaction':
        reports.queue({ kind: 'lose' }, fault.times);
        return;
      case 'route':
        faults.addRoute(fault);
        return;
      case 'ws-drop':
        faults.wsRejectReconnects = fault.rejectReconnects ?? 0;
        for (const socket of sockets) socket.terminate();
        return;
      case 'ws-malformed':
        for (const socket of sockets)
          for (let sent = 0; sent < (fault.times ?? 1); sent += 1) socket.send(MALFORMED_FRAME);
        return;
      case 'ws-silence':
        faults.wsSilence = fault.times ?? Number.POSITIVE_INFINITY;
        return;
      default:
        throw new Error(`the fault proxy does not apply ${fault.type} faults`);
    }
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const served = {
      faults,
      addFault,
      parseFault: parseFaultProxyFault,
      clearFaults: () => reports.clear(),
      requests: requests.entries,
    };
    if (!(await answerFaultControl(req, res, path, served))) {
      sendError(res, 404, `no control ${req.method ?? 'GET'} ${path} on the fault proxy`);
    }
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname.startsWith('/_control/')) {
      void control(req, res, url.pathname);
      return;
    }
    logRequest(requests.add, 'access', req, res, url);
    const fault = faults.takeRoute('access', req.method ?? 'GET', url.pathname);
    void (async () => {
      if (fault !== null && (await applyRouteFault(fault, req, res, url.pathname))) return;
      const submission = req.method === 'POST' && url.pathname === '/v1/transactions';
      if (submission && reports.losesNext()) return loseSubmission(req, res, reports);
      const resultOf = TRANSACTION_RESULT.exec(url.pathname)?.[1];
      if (resultOf !== undefined && reports.referenceOfLost(resultOf) !== undefined) {
        return sendJson(res, 200, await lostResult(resultOf, reports, chain));
      }
      // Answers are read only when a report needs them; everything else is forwarded as is.
      const rewrite = submission
        ? reports.awaitsSubmission()
          ? learnSubmitted(reports)
          : undefined
        : resultOf !== undefined && reports.tracks(resultOf)
          ? reportResult(resultOf, reports)
          : undefined;
      forward(req, res, target, fault?.afterHandling, rewrite);
    })();
  });

  server.on('upgrade', (req, socket: Socket, head) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname !== '/v1/ws') {
      socket.destroy();
      return;
    }
    logRequest(requests.add, 'access', req, null, url);
    if (faults.wsRejectReconnects > 0) {
      faults.wsRejectReconnects -= 1;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = new WebSocket(`ws://${target.host}/v1/ws`);
    upstream.once('error', () => socket.destroy());
    upstream.once('open', () =>
      webSockets.handleUpgrade(req, socket, head, (client) => {
        sockets.add(client);
        relaySocket(client, upstream, faults, reports, chain);
        client.on('close', () => sockets.delete(client));
      }),
    );
  });
  const webSockets = new WebSocketServer({ noServer: true });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.terminate();
        webSockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads, and may change, an answer's body before it goes back (given its HTTP status). */
type Rewrite = (body: string, status: number) => string;

/**
 * Sends the request on to the access node and its answer back; with `lose`, the request still
 * reaches the node (and takes effect) but its answer never comes back, or the connection drops.
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  lose: 'hang' | 'drop' | undefined,
  rewrite?: Rewrite,
): void {
  const headers = { ...req.headers, host: target.host };
  // A body to read must come back uncompressed.
  if (rewrite) delete headers['accept-encoding'];
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer) => {
      const status = answer.statusCode ?? 502;
      if (rewrite) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'), status);
          if (lose === 'drop') req.socket.destroy();
          if (lose !== undefined) return;
          const {
            'content-length': _length,
            'transfer-encoding': _chunked,
            ...kept
          } = answer.headers;
          res.writeHead(status, { ...kept, 'content-length': String(Buffer.byteLength(body)) });
          res.end(body);
        });
        return;
      }
      if (lose === 'hang') return void answer.resume();
      if (lose === 'drop') {
        answer.resume();
        req.socket.destroy();
        return;
      }
      // The node's own headers, its CORS headers included.
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) sendError(res, 502, `the access node did not answer: ${error.message}`);
    else res.destroy();
  });
  req.pipe(upstream);
}

/** Learns a submitted transaction's id from the node's answer, so that it takes its report. */
const learnSubmitted =
  (reports: Reports): Rewrite =>
  (body, status) => {
    const answer = status === 200 ? parseJsonOrNull(body) : null;
    if (isRecord(answer) && typeof answer.id === 'string') {
      reports.submitted(answer.id, String(answer.reference_block_id ?? ''));
    }
    return body;
  };

/** A transaction result as this proxy reports it. */
const reportResult =
  (id: string, reports: Reports): Rewrite =>
  (body, status) => {
    const result = status === 200 ? parseJsonOrNull(body) : null;
    if (!isTransactionResult(result)) return body;
    return JSON.stringify(reports.report(id, result, false));
  };

/** Takes a submission for a lost transaction: answers as the node would, and keeps it. */
async function loseSubmission(req: IncomingMessage, res: ServerResponse, reports: Reports) {
  try {
    const body = parseJson(await readBody(req));
    const transaction = parseTransactionBody(body);
    const id = transactionId(transaction);
    reports.submitted(id, transaction.referenceBlockId);
    sendJson(res, 200, restTransaction(id, body, transaction));
  } catch (error) {
    sendError(res, 400, error instanceof Error ? error.message : String(error));
  }
}

async function lostResult(id: string, reports: Reports, chain: ChainHeights) {
  const reference = reports.referenceOfLost(id) ?? '';
  return unincludedResult(id, (await chain.expired(reference)) ? 'Expired' : 'Pending');
}
