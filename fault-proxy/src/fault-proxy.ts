/**
 * The fault proxy: a thin server in front of a real access node's REST API and `/v1/ws` (the
 * Flow emulator's, on the local network) that forwards everything unchanged, except what a test
 * asked to break (reliability-cases.md §2–3): an HTTP status or body, latency, a hang, a dropped
 * connection, invalid JSON, a request that takes effect but whose answer is lost (a submitted
 * transaction is accepted, then the answer hangs or the connection drops), and on the WebSocket a
 * drop (with refused reconnections), malformed frames, or swallowed data frames. Faults use the
 * sandbox's definitions and control API (`/_sandbox/faults`, `/_sandbox/requests`), so tests drive
 * both the same way; a fault that needs a model of the chain (a scripted transaction status) is
 * refused here: on the emulator, use its own controls.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { type Fault, Faults } from '../../sandbox/src/faults.ts';
import { applyRouteFault, logRequest, parseJson, sendError } from '../../sandbox/src/http.ts';
import { answerFaultControl, requestLog } from './fault-control.ts';

export interface FaultProxyOptions {
  /** The access node to forward to, e.g. `http://127.0.0.1:8888`. */
  readonly target: string;
  /** Default 0: a free port. */
  readonly port?: number;
}

export interface RunningFaultProxy {
  /** The proxy's URL: point the app's access node at it. */
  readonly url: string;
  close(): Promise<void>;
}

const MAX_LOGGED_REQUESTS = 5_000;
const MALFORMED_FRAME = '{"subscription_id": "0", "topic": "transaction_statuses", "payload": ';

export async function startFaultProxy(options: FaultProxyOptions): Promise<RunningFaultProxy> {
  const target = new URL(options.target);
  const faults = new Faults();
  const requests = requestLog(MAX_LOGGED_REQUESTS);
  const sockets = new Set<WebSocket>();

  /** Applies a route or WebSocket fault; the others need the sandbox's model of the chain. */
  const addFault = (fault: Fault): void => {
    switch (fault.type) {
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
    const served = { faults, addFault, requests: requests.entries };
    if (!(await answerFaultControl(req, res, path, served))) {
      sendError(res, 404, `no control ${req.method ?? 'GET'} ${path} on the fault proxy`);
    }
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname.startsWith('/_sandbox/')) {
      void control(req, res, url.pathname);
      return;
    }
    logRequest(requests.add, 'access', req, res, url);
    const fault = faults.takeRoute('access', req.method ?? 'GET', url.pathname);
    void (async () => {
      if (fault !== null && (await applyRouteFault(fault, req, res, url.pathname))) return;
      forward(req, res, target, fault?.afterHandling);
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
        relay(client, upstream, faults);
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

/**
 * Sends the request on to the access node and its answer back; with `lose`, the request still
 * reaches the node (and takes effect) but its answer never comes back, or the connection drops.
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  lose: 'hang' | 'drop' | undefined,
): void {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      if (lose === 'hang') return void answer.resume();
      if (lose === 'drop') {
        answer.resume();
        req.socket.destroy();
        return;
      }
      // The node's own headers, its CORS headers included.
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) sendError(res, 502, `the access node did not answer: ${error.message}`);
    else res.destroy();
  });
  req.pipe(upstream);
}

/** Frames both ways; data frames from the node are swallowed while `ws-silence` lasts. */
function relay(client: WebSocket, upstream: WebSocket, faults: Faults): void {
  const isData = (frame: string) => {
    const message = parseJson(frame);
    return typeof message === 'object' && message !== null && 'payload' in message;
  };
  upstream.on('message', (data: RawData, isBinary) => {
    const frame = data.toString();
    if (!isBinary && isData(frame) && faults.takeWsSilence()) return;
    if (client.readyState === WebSocket.OPEN) client.send(frame, { binary: isBinary });
  });
  client.on('message', (data: RawData, isBinary) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
  });
  client.on('close', () => upstream.close());
  upstream.on('close', () => client.terminate());
}
