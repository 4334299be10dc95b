/** `/v1/ws`: the Access API's WebSocket subscriptions (flow-protocol.md §1.10). */
import type { Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { logInternalError, logRequest } from '../../fault-proxy/src/http.ts';
import { isRecord } from '../../fault-proxy/src/util.ts';
import type { TxRecord } from './chain.ts';
import type { SandboxCore } from './sandbox.ts';

/** flow-go's limit of active subscriptions per connection. */
const MAX_SUBSCRIPTIONS = 20;
const PING_INTERVAL_MS = 9_000;
/** Finished subscriptions remembered (so that FCL's late `unsubscribe` is acknowledged). */
const MAX_FINISHED = 200;

interface Subscription {
  id: string;
  txId: string;
  messageIndex: number;
  lastStatus: string | null;
  done: boolean;
}

export function attachWebSocket(core: SandboxCore, server: Server): void {
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== '/v1/ws') {
      socket.destroy();
      return;
    }
    logRequest((entry) => core.log(entry), 'access', req, null, url);
    if (core.faults.wsRejectReconnects > 0) {
      core.faults.wsRejectReconnects -= 1;
      socket.write('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      serve(core, ws, () => sockets.delete(ws));
    });
  });

  server.on('close', () => {
    for (const ws of sockets) ws.terminate();
    wss.close();
  });

  core.ws = {
    dropAll() {
      for (const ws of sockets) ws.terminate();
      sockets.clear();
    },
    sendMalformed(count) {
      for (const ws of sockets) {
        for (let i = 0; i < count; i += 1) {
          ws.send('{"subscription_id": "0", "topic": "transaction_statuses", "payload": ');
        }
      }
    },
  };
}

function serve(core: SandboxCore, ws: WebSocket, onClose: () => void): void {
  const subscriptions = new Map<string, Subscription>();
  /** Subscriptions whose transaction reached a final status: they no longer count. */
  const finished = new Set<string>();
  const finish = (sub: Subscription): void => {
    sub.done = true;
    subscriptions.delete(sub.id);
    finished.add(sub.id);
    if (finished.size > MAX_FINISHED) {
      const oldest = finished.values().next().value;
      if (oldest !== undefined) finished.delete(oldest);
    }
  };
  const send = (message: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  const push = (sub: Subscription, tx: TxRecord): void => {
    if (sub.done) return;
    const result = core.chain.resultOf(tx);
    const status = String(result.status);
    if (status === sub.lastStatus) return;
    if (core.faults.takeWsSilence()) return;
    sub.lastStatus = status;
    send({
      subscription_id: sub.id,
      topic: 'transaction_statuses',
      payload: { transaction_result: result, message_index: sub.messageIndex },
    });
    sub.messageIndex += 1;
    if (status === 'Sealed' || status === 'Expired') finish(sub);
  };

  const unlisten = core.chain.onStatusChange((tx) => {
    try {
      for (const sub of [...subscriptions.values()]) if (sub.txId === tx.id) push(sub, tx);
    } catch (error) {
      logInternalError(`WebSocket push for ${tx.id}`, error);
    }
  });

  const ping = setInterval(() => {
    if (ws.readyState === ws.OPEN) ws.ping();
  }, PING_INTERVAL_MS);
  ping.unref?.();

  ws.on('message', (data) => {
    try {
      onMessage(String(data));
    } catch (error) {
      logInternalError('WebSocket message', error);
      send({ error: { code: 500, message: 'internal error' } });
    }
  });

  const onMessage = (data: string): void => {
    let message: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(data);
      if (!isRecord(parsed)) throw new Error('not an object');
      message = parsed;
    } catch {
      send({ error: { code: 400, message: 'error reading message: invalid JSON' } });
      return;
    }
    const action = message.action;
    const subscriptionId =
      typeof message.subscription_id === 'string' ? message.subscription_id : '';
    const ackError = (code: number, text: string): void =>
      send({ subscription_id: subscriptionId, action, error: { code, message: text } });

    if (subscriptionId.length > 20) {
      ackError(400, 'subscription ID provided by the client must not exceed 20 characters');
      return;
    }
    if (action === 'subscribe') {
      finished.delete(subscriptionId);
      if (subscriptions.has(subscriptionId)) {
        ackError(400, `subscription ID ${subscriptionId} is already in use`);
        return;
      }
      if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
        ackError(429, 'error creating new subscription: maximum number of subscriptions reached');
        return;
      }
      const topic = message.topic;
      const args = isRecord(message.arguments) ? message.arguments : {};
      if (topic !== 'transaction_statuses') {
        ackError(400, `error creating new subscription: unknown topic: ${String(topic)}`);
        return;
      }
      const txId = typeof args.tx_id === 'string' ? args.tx_id.toLowerCase() : '';
      if (!/^[0-9a-f]{64}$/.test(txId)) {
        ackError(400, 'error creating new subscription: invalid arguments: invalid ID format');
        return;
      }
      const sub: Subscription = {
        id: subscriptionId,
        txId,
        messageIndex: 0,
        lastStatus: null,
        done: false,
      };
      subscriptions.set(subscriptionId, sub);
      send({ subscription_id: subscriptionId, action: 'subscribe' });
      const tx = core.chain.transactions.get(txId);
      if (tx !== undefined) push(sub, tx);
      return;
    }
    if (action === 'unsubscribe') {
      const known = subscriptions.delete(subscriptionId) || finished.delete(subscriptionId);
      if (!known) {
        ackError(404, `subscription not found: ${subscriptionId}`);
        return;
      }
      send({ subscription_id: subscriptionId, action: 'unsubscribe' });
      return;
    }
    if (action === 'list_subscriptions') {
      send({
        subscription_id: subscriptionId,
        action: 'list_subscriptions',
        subscriptions: [...subscriptions.values()].map((sub) => ({
          subscription_id: sub.id,
          topic: 'transaction_statuses',
          arguments: { tx_id: sub.txId },
        })),
      });
      return;
    }
    ackError(400, `unknown action type: ${String(action)}`);
  };

  ws.on('close', () => {
    clearInterval(ping);
    unlisten();
    onClose();
  });
  ws.on('error', () => ws.terminate());
}
