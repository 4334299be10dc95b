import type { FlowClient, TransactionStatus } from '../client/flow-client.ts';
import { AccessNodeError, type FlowError, toFlowError } from '../errors.ts';
import { isFinalPhase, phaseOfStatus } from './transaction-phase.ts';

export interface FollowTimings {
  /** Silence on the subscription for this long means it is dead: poll instead. */
  readonly watchdogMs: number;
  /** Time between polls (about one block). */
  readonly pollIntervalMs: number;
  /** Longest wait between polls while the access node keeps failing. */
  readonly maxPollBackoffMs: number;
}

const DEFAULT_FOLLOW_TIMINGS: FollowTimings = {
  watchdogMs: 15_000,
  pollIntervalMs: 1_000,
  maxPollBackoffMs: 30_000,
};

export interface FollowCallbacks {
  /** A status from the access node (UNKNOWN included: it does not know the transaction yet). */
  readonly onStatus: (status: TransactionStatus) => void;
  /** The access node answered "not found": propagating, never a failure. */
  readonly onNotFound: () => void;
  /** Following hit a problem and carries on (by polling, or polling again later). */
  readonly onError: (error: FlowError) => void;
  /** The subscription was given up for polling. */
  readonly onPolling?: () => void;
}

export interface FollowOptions {
  /** Start with a live subscription (the default), or poll from the start. */
  readonly subscribe?: boolean;
  readonly timings?: Partial<FollowTimings>;
}

export interface Following {
  /** How the transaction is followed right now. */
  readonly via: () => 'subscription' | 'polling';
  /** Stops following; also happens by itself once a final status has been delivered. */
  readonly stop: () => void;
}

/**
 * flow-go's limit of live subscriptions per WebSocket connection: a 21st is refused (429), and
 * FCL then breaks the connection for the others. FCL keeps one connection per client.
 */
export const MAX_LIVE_SUBSCRIPTIONS = 20;

// Live subscriptions per client, whoever opened them (Activity's tracker, a submitted card).
const liveSubscriptions = new WeakMap<FlowClient, number>();

/** How many live subscriptions `client` has open through followTransaction. */
export const liveSubscriptionsOf = (client: FlowClient): number =>
  liveSubscriptions.get(client) ?? 0;

// FCL's own polling (emulator chains) gives up on a transaction it cannot find with this text.
const FCL_NOT_FOUND = /no transaction was found/i;

/** Whether `error` says the access node does not know the transaction. */
function isTransactionNotFound(error: FlowError): boolean {
  if (error instanceof AccessNodeError && error.kind === 'not-found') return true;
  return FCL_NOT_FOUND.test(error.details ?? '') || FCL_NOT_FOUND.test(error.message);
}

/**
 * Follows one transaction until a final status: through the client's subscription while it
 * works, then by polling `getTransactionStatus`. The subscription is given up on its first
 * error (FCL drops it after its reconnects, and resubscribing the same id reuses the broken
 * observer) or after `watchdogMs` without a status (a malformed frame or a silent socket), and
 * polling never switches back.
 */
export function followTransaction(
  getClient: () => Promise<FlowClient>,
  id: string,
  callbacks: FollowCallbacks,
  options: FollowOptions = {},
): Following {
  const timings = { ...DEFAULT_FOLLOW_TIMINGS, ...options.timings };
  let via: 'subscription' | 'polling' = options.subscribe === false ? 'polling' : 'subscription';
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(watchdog);
    clearTimeout(pollTimer);
    const current = unsubscribe;
    unsubscribe = null;
    current?.();
  };

  const deliver = (status: TransactionStatus) => {
    if (stopped) return;
    callbacks.onStatus(status);
    const phase = phaseOfStatus(status);
    if (phase !== null && isFinalPhase(phase)) stop();
  };

  const schedulePoll = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void poll(), delayMs);
  };

  const nextPollDelay = () =>
    failures === 0
      ? timings.pollIntervalMs
      : Math.min(timings.pollIntervalMs * 2 ** failures, timings.maxPollBackoffMs);

  const poll = async () => {
    try {
      const client = await getClient();
      if (stopped) return;
      const status = await client.getTransactionStatus(id);
      if (stopped) return;
      failures = 0;
      deliver(status);
    } catch (caught) {
      if (stopped) return;
      const error = toFlowError(caught);
      if (isTransactionNotFound(error)) {
        failures = 0;
        callbacks.onNotFound();
      } else {
        failures += 1;
        callbacks.onError(error);
      }
    }
    schedulePoll(nextPollDelay());
  };

  const switchToPolling = () => {
    if (stopped || via === 'polling') return;
    via = 'polling';
    clearTimeout(watchdog);
    const current = unsubscribe;
    unsubscribe = null;
    current?.();
    callbacks.onPolling?.();
    void poll();
  };

  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(switchToPolling, timings.watchdogMs);
  };

  const onSubscriptionError = (caught: unknown) => {
    if (stopped || via !== 'subscription') return;
    const error = toFlowError(caught);
    if (isTransactionNotFound(error)) callbacks.onNotFound();
    else callbacks.onError(error);
    switchToPolling();
  };

  const subscribe = async () => {
    armWatchdog();
    let client: FlowClient;
    try {
      client = await getClient();
    } catch (caught) {
      onSubscriptionError(caught);
      return;
    }
    if (stopped || via !== 'subscription') return;
    if (liveSubscriptionsOf(client) >= MAX_LIVE_SUBSCRIPTIONS) {
      switchToPolling();
      return;
    }
    liveSubscriptions.set(client, liveSubscriptionsOf(client) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      liveSubscriptions.set(client, liveSubscriptionsOf(client) - 1);
    };
    const subscribed = client.subscribeTransactionStatus(
      id,
      (status) => {
        if (stopped || via !== 'subscription') return;
        armWatchdog();
        deliver(status);
      },
      onSubscriptionError,
    );
    const cancel = () => {
      release();
      subscribed();
    };
    // The subscription may have ended (final status, error) before it returned its canceller.
    if (stopped || via !== 'subscription') cancel();
    else unsubscribe = cancel;
  };

  if (via === 'subscription') void subscribe();
  else void poll();

  return { via: () => via, stop };
}
