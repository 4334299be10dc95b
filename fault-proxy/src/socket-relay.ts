/**
 * The fault proxy's `/v1/ws` relay: frames both ways between a client and the access node, with
 * the socket faults and the transaction reports applied to what the node sends.
 */
import { type RawData, WebSocket } from 'ws';
import type { ChainHeights } from './chain-heights.ts';
import type { Faults } from './faults.ts';
import { parseJsonOrNull } from './http.ts';
import {
  isTransactionResult,
  type TransactionReports,
  unincludedResult,
} from './transaction-reports.ts';
import { isRecord } from './util.ts';

/** A `/v1/ws` message as parsed, and its subscription, action, transaction argument and payload. */
function messageOf(frame: string) {
  const message = parseJsonOrNull(frame);
  if (!isRecord(message)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const args = isRecord(message.arguments) ? message.arguments : {};
  const payload = isRecord(message.payload) ? message.payload : undefined;
  return {
    record: message,
    subscriptionId: text(message.subscription_id),
    action: text(message.action),
    transactionId: text(args.tx_id),
    payload,
  };
}

const LOST_STATUS_CHECK_MS = 1_000;

/**
 * Frames both ways. From the node: data frames are swallowed while `ws-silence` lasts, and a
 * transaction's status frames are reported as `reports` says (a held one's later frames wait
 * for the release). A subscription to a lost transaction is answered here: the node never saw it.
 */
export function relaySocket(
  client: WebSocket,
  upstream: WebSocket,
  faults: Faults,
  reports: TransactionReports,
  chain: ChainHeights,
): void {
  /** Subscriptions to transaction statuses on this socket, by subscription id. */
  const watched = new Map<string, string>();
  const kept: { subscriptionId: string; frame: string }[] = [];
  const lostTimers = new Map<string, ReturnType<typeof setInterval>>();

  const toClient = (frame: string, isData: boolean) => {
    if (isData && faults.takeWsSilence()) return;
    if (client.readyState === WebSocket.OPEN) client.send(frame);
  };

  const answerLost = (subscriptionId: string, id: string, reference: string) => {
    const statusFrame = (status: 'Pending' | 'Expired', index: number) =>
      JSON.stringify({
        subscription_id: subscriptionId,
        topic: 'transaction_statuses',
        payload: { transaction_result: unincludedResult(id, status), message_index: index },
      });
    toClient(JSON.stringify({ subscription_id: subscriptionId, action: 'subscribe' }), false);
    toClient(statusFrame('Pending', 0), true);
    const timer = setInterval(() => {
      void chain.expired(reference).then((expired) => {
        if (!expired || !lostTimers.has(subscriptionId)) return;
        stopLost(subscriptionId);
        toClient(statusFrame('Expired', 1), true);
      });
    }, LOST_STATUS_CHECK_MS);
    lostTimers.set(subscriptionId, timer);
  };
  const stopLost = (subscriptionId: string) => {
    clearInterval(lostTimers.get(subscriptionId));
    lostTimers.delete(subscriptionId);
  };

  upstream.on('message', (data: RawData, isBinary) => {
    const frame = data.toString();
    if (isBinary) {
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: true });
      return;
    }
    const message = messageOf(frame);
    const payload = message?.payload;
    if (message === null || payload === undefined) return toClient(frame, false);
    const id = watched.get(message.subscriptionId ?? '');
    const result = payload.transaction_result;
    if (id === undefined || !reports.tracks(id) || !isTransactionResult(result)) {
      return toClient(frame, true);
    }
    const reported = reports.report(id, result, true);
    if (reported === null) {
      kept.push({ subscriptionId: message.subscriptionId ?? '', frame });
      return;
    }
    toClient(
      JSON.stringify({
        ...message.record,
        payload: { ...payload, transaction_result: reported },
      }),
      true,
    );
  });

  client.on('message', (data: RawData, isBinary) => {
    const message = isBinary ? null : messageOf(data.toString());
    const subscriptionId = message?.subscriptionId;
    if (message?.action === 'subscribe' && subscriptionId !== undefined && message.transactionId) {
      watched.set(subscriptionId, message.transactionId);
      const reference = reports.referenceOfLost(message.transactionId);
      if (reference !== undefined)
        return answerLost(subscriptionId, message.transactionId, reference);
    }
    if (message?.action === 'unsubscribe' && subscriptionId !== undefined) {
      watched.delete(subscriptionId);
      if (lostTimers.has(subscriptionId)) {
        stopLost(subscriptionId);
        toClient(JSON.stringify({ subscription_id: subscriptionId, action: 'unsubscribe' }), false);
        return;
      }
    }
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
  });

  const stopReleasing = reports.onRelease(() => {
    for (const { subscriptionId, frame } of kept.splice(0)) {
      if (watched.has(subscriptionId)) toClient(frame, true);
    }
  });
  client.on('close', () => {
    stopReleasing();
    for (const subscriptionId of [...lostTimers.keys()]) stopLost(subscriptionId);
    upstream.close();
  });
  upstream.on('close', () => client.terminate());
}
