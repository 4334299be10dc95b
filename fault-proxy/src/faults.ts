/**
 * Fault injection for tests (reliability-cases.md §2–3). Every fault is explicit and temporary,
 * validated when added (an invalid definition is refused with HTTP 400), and has a lifetime:
 *
 * | fault                      | lifetime (`times`)                                          |
 * |----------------------------|-------------------------------------------------------------|
 * | `route`                    | that many matching requests; default: until cleared          |
 * | `wallet`                   | that many wallet requests; default 1                         |
 * | `fail-next-transaction`    | the next `times` transactions; default 1                     |
 * | `expire-next-transaction`  | the next `times` transactions; default 1                     |
 * | `ws-silence`               | swallows that many status frames; default: until cleared     |
 * | `ws-malformed`             | sends `times` malformed frames at once (default 1)           |
 * | `ws-drop`                  | acts once, when added; then refuses `rejectReconnects` tries |
 *
 * Transaction faults queue up (fault-proxy.ts, transaction-reports.ts): each submitted
 * transaction takes the first queued one.
 */
import { isRecord } from './util.ts';

export interface RouteFault {
  readonly type: 'route';
  /** Path pattern: an exact path, a prefix ending in `*`, or `re:<regular expression>`. */
  readonly route: string;
  readonly method?: string;
  /** Which server: the access node (default) or the wallet. */
  readonly server?: 'access' | 'wallet';
  /** Answer with this HTTP status (100–599) (and `body`, or a flow-go style error body). */
  readonly status?: number;
  /** The response body (with `status`, or alone for an HTTP 200). */
  readonly body?: string;
  /** Delay in ms before answering (or before the real handler runs). */
  readonly latencyMs?: number;
  /** Never answer. */
  readonly hang?: boolean;
  /** Answer 200 with an invalid JSON body or an empty body. */
  readonly malformed?: 'invalid-json' | 'empty';
  /** Send a Retry-After header (seconds). */
  readonly retryAfter?: number;
  /** Destroy the connection without answering. */
  readonly drop?: boolean;
  /**
   * Let the request take effect (a submitted transaction is accepted), then lose the answer:
   * never send it (`hang`), or destroy the connection (`drop`). Case 8 of reliability-cases.md.
   */
  readonly afterHandling?: 'hang' | 'drop';
  /** Apply to this many matching requests, then disappear (default: until cleared). */
  readonly times?: number;
}

interface WebSocketFault {
  readonly type: 'ws-drop';
  /** Refuse this many reconnection attempts after dropping (default 0). */
  readonly rejectReconnects?: number;
}

interface WebSocketMalformedFault {
  readonly type: 'ws-malformed';
  /** How many malformed frames to send to every open socket now (default 1). */
  readonly times?: number;
}

/** The socket stays open and acknowledges subscriptions, but status frames are swallowed. */
interface WebSocketSilenceFault {
  readonly type: 'ws-silence';
  /** Swallow this many status frames (default: until cleared). */
  readonly times?: number;
}

interface FailNextTransactionFault {
  readonly type: 'fail-next-transaction';
  /**
   * The FVM error code. 1006–1009 fail at verification or at the sequence-number check: the
   * sequence number is not incremented and no fee is charged (§7). Other codes fail at
   * execution: the sequence number is incremented and the fee charged (when fees are on).
   */
  readonly code: number;
  /** The inner message (without `[Error Code: N]`), or a full `error_message` to use as is. */
  readonly message: string;
  readonly times?: number;
}

interface ExpireNextTransactionFault {
  readonly type: 'expire-next-transaction';
  readonly times?: number;
}

export type WalletFaultMode = 'decline' | 'close' | 'hang' | 'malformed' | 'bad-signature';

export interface WalletFault {
  readonly type: 'wallet';
  readonly mode: WalletFaultMode;
  /** The DECLINED reason (may be hostile; the app must render it as text). */
  readonly reason?: string;
  /** Only for this service type (default: the next wallet request of any type). */
  readonly service?: 'authn' | 'authz' | 'user-signature';
  /** Apply to this many wallet requests (default 1). */
  readonly times?: number;
}

export type Fault =
  | RouteFault
  | WebSocketFault
  | WebSocketMalformedFault
  | WebSocketSilenceFault
  | FailNextTransactionFault
  | ExpireNextTransactionFault
  | WalletFault;

// ---------------------------------------------------------------- validation

class FaultError extends Error {}

const WALLET_MODES: readonly WalletFaultMode[] = [
  'decline',
  'close',
  'hang',
  'malformed',
  'bad-signature',
];
function only(record: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(record)) {
    if (key !== 'type' && !allowed.includes(key)) {
      throw new FaultError(`unknown field "${key}" for a ${String(record.type)} fault`);
    }
  }
}

function optional<T>(
  record: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
  expected: string,
): T | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (!check(value)) throw new FaultError(`${key} must be ${expected}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000;
const isHttpStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
const isCode = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999;
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

function required<T>(
  record: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
  expected: string,
): T {
  const value = optional(record, key, check, expected);
  if (value === undefined) throw new FaultError(`${key} is required (${expected})`);
  return value;
}

function times(record: Record<string, unknown>): { times?: number } {
  const value = optional(record, 'times', isCount, 'an integer from 1 to 1000000');
  return value === undefined ? {} : { times: value };
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Validates a fault definition from the control API; throws with a readable reason. */
export function parseFault(input: unknown): Fault {
  if (!isRecord(input)) throw new FaultError('a fault must be a JSON object');
  switch (input.type) {
    case 'route': {
      only(input, [
        'route',
        'method',
        'server',
        'status',
        'body',
        'latencyMs',
        'hang',
        'malformed',
        'retryAfter',
        'drop',
        'afterHandling',
        'times',
      ]);
      const route = required(input, 'route', isString, 'a path, a prefix ending in *, or re:…');
      if (route.startsWith('re:')) {
        try {
          new RegExp(route.slice(3));
        } catch {
          throw new FaultError(`route: invalid regular expression ${route.slice(3)}`);
        }
      }
      return defined({
        type: 'route',
        route,
        method: optional(input, 'method', isString, 'an HTTP method'),
        server: optional(input, 'server', oneOf(['access', 'wallet'] as const), 'access or wallet'),
        status: optional(input, 'status', isHttpStatus, 'an integer HTTP status from 100 to 599'),
        body: optional(input, 'body', isString, 'a string'),
        latencyMs: optional(input, 'latencyMs', isNonNegative, 'a number of milliseconds ≥ 0'),
        hang: optional(input, 'hang', isBoolean, 'a boolean'),
        malformed: optional(
          input,
          'malformed',
          oneOf(['invalid-json', 'empty'] as const),
          'invalid-json or empty',
        ),
        retryAfter: optional(input, 'retryAfter', isNonNegative, 'a number of seconds ≥ 0'),
        drop: optional(input, 'drop', isBoolean, 'a boolean'),
        afterHandling: optional(
          input,
          'afterHandling',
          oneOf(['hang', 'drop'] as const),
          'hang or drop',
        ),
        ...times(input),
      });
    }
    case 'ws-drop':
      only(input, ['rejectReconnects']);
      return defined({
        type: 'ws-drop',
        rejectReconnects: optional(
          input,
          'rejectReconnects',
          (value: unknown): value is number => value === 0 || isCount(value),
          'an integer ≥ 0',
        ),
      });
    case 'ws-malformed':
      only(input, ['times']);
      return { type: 'ws-malformed', ...times(input) };
    case 'ws-silence':
      only(input, ['times']);
      return { type: 'ws-silence', ...times(input) };
    case 'fail-next-transaction':
      only(input, ['code', 'message', 'times']);
      return {
        type: 'fail-next-transaction',
        code: required(input, 'code', isCode, 'an integer FVM error code'),
        message: required(input, 'message', isString, 'a string'),
        ...times(input),
      };
    case 'expire-next-transaction':
      only(input, ['times']);
      return { type: 'expire-next-transaction', ...times(input) };
    case 'wallet':
      only(input, ['mode', 'reason', 'service', 'times']);
      return defined({
        type: 'wallet',
        mode: required(input, 'mode', oneOf(WALLET_MODES), WALLET_MODES.join(', ')),
        reason: optional(input, 'reason', isString, 'a string'),
        service: optional(
          input,
          'service',
          oneOf(['authn', 'authz', 'user-signature'] as const),
          'authn, authz or user-signature',
        ),
        ...times(input),
      });
    default:
      throw new FaultError(`unknown fault type ${JSON.stringify(input.type)}`);
  }
}

// ---------------------------------------------------------------- the store

interface Stored<T> {
  readonly fault: T;
  remaining: number;
}

export class Faults {
  private routes: Stored<RouteFault>[] = [];
  private walletFaults: Stored<WalletFault>[] = [];
  wsRejectReconnects = 0;
  /** Status frames still to swallow (Infinity: until cleared). */
  wsSilence = 0;

  clear(): void {
    this.routes = [];
    this.walletFaults = [];
    this.wsRejectReconnects = 0;
    this.wsSilence = 0;
  }

  addRoute(fault: RouteFault): void {
    this.routes.push({ fault, remaining: fault.times ?? Number.POSITIVE_INFINITY });
  }

  addWallet(fault: WalletFault): void {
    this.walletFaults.push({ fault, remaining: fault.times ?? 1 });
  }

  /** The first route fault matching this request; consumes one use. */
  takeRoute(server: 'access' | 'wallet', method: string, path: string): RouteFault | null {
    const stored = this.routes.find(
      ({ fault }) =>
        (fault.server ?? 'access') === server &&
        (fault.method === undefined || fault.method.toUpperCase() === method.toUpperCase()) &&
        routeMatches(fault.route, path),
    );
    if (stored === undefined) return null;
    this.routes = consume(this.routes, stored);
    return stored.fault;
  }

  /** The next wallet fault for this service type; consumes one use. */
  takeWallet(service: string): WalletFault | null {
    const stored = this.walletFaults.find(
      ({ fault }) => fault.service === undefined || fault.service === service,
    );
    if (stored === undefined) return null;
    this.walletFaults = consume(this.walletFaults, stored);
    return stored.fault;
  }

  /** Whether the next status frame must be swallowed (consumes one). */
  takeWsSilence(): boolean {
    if (this.wsSilence <= 0) return false;
    this.wsSilence -= 1;
    return true;
  }

  /** What is set, for `GET /_control/faults`. */
  list(): unknown {
    const remaining = (value: number): number | null => (Number.isFinite(value) ? value : null);
    return {
      routes: this.routes.map((entry) => ({
        ...entry.fault,
        remaining: remaining(entry.remaining),
      })),
      wallet: this.walletFaults.map((entry) => ({ ...entry.fault, remaining: entry.remaining })),
      wsRejectReconnects: this.wsRejectReconnects,
      wsSilenceRemaining: remaining(this.wsSilence),
    };
  }
}

/** Uses one of a stored fault's lives; the list without it once it has none left. */
function consume<T>(list: Stored<T>[], stored: Stored<T>): Stored<T>[] {
  stored.remaining -= 1;
  return stored.remaining <= 0 ? list.filter((entry) => entry !== stored) : list;
}

function routeMatches(pattern: string, path: string): boolean {
  if (pattern.startsWith('re:')) {
    try {
      return new RegExp(pattern.slice(3)).test(path);
    } catch {
      return false;
    }
  }
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}
