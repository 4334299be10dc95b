/** Fault injection for tests (reliability-cases.md §2–3). Every fault is explicit and temporary. */

export interface RouteFault {
  readonly type: 'route';
  /** Path pattern: an exact path, a prefix ending in `*`, or `re:<regular expression>`. */
  readonly route: string;
  readonly method?: string;
  /** Which server: the access node (default) or the wallet. */
  readonly server?: 'access' | 'wallet';
  /** Answer with this HTTP status (and `body`, or a flow-go style error body). */
  readonly status?: number;
  readonly body?: string;
  /** Delay before answering (or before the real handler runs). */
  readonly latencyMs?: number;
  /** Never answer. */
  readonly hang?: boolean;
  /** Answer 200 with an invalid JSON body or an empty body. */
  readonly malformed?: 'invalid-json' | 'empty';
  /** Send a Retry-After header (seconds). */
  readonly retryAfter?: number;
  /** Destroy the connection without answering. */
  readonly drop?: boolean;
  /** Apply to this many matching requests, then disappear (default: until cleared). */
  readonly times?: number;
}

export interface WebSocketFault {
  readonly type: 'ws-drop';
  /** Refuse this many reconnection attempts after dropping (default 0). */
  readonly rejectReconnects?: number;
}

export interface WebSocketMalformedFault {
  readonly type: 'ws-malformed';
}

export interface WebSocketSilenceFault {
  readonly type: 'ws-silence';
}

export interface FailNextTransactionFault {
  readonly type: 'fail-next-transaction';
  readonly code: number;
  /** The inner message (without `[Error Code: N]`), or a full `error_message` to use as is. */
  readonly message: string;
}

export interface ExpireNextTransactionFault {
  readonly type: 'expire-next-transaction';
}

export type WalletFaultMode = 'decline' | 'close' | 'hang' | 'malformed' | 'bad-signature';

export interface WalletFault {
  readonly type: 'wallet';
  readonly mode: WalletFaultMode;
  /** The DECLINED reason (may be hostile; the app must render it as text). */
  readonly reason?: string;
  /** Only for this service type (default: the next wallet request of any type). */
  readonly service?: 'authn' | 'authz' | 'user-signature';
}

export type Fault =
  | RouteFault
  | WebSocketFault
  | WebSocketMalformedFault
  | WebSocketSilenceFault
  | FailNextTransactionFault
  | ExpireNextTransactionFault
  | WalletFault;

interface StoredRouteFault {
  fault: RouteFault;
  remaining: number;
}

export class Faults {
  private routes: StoredRouteFault[] = [];
  private walletFaults: WalletFault[] = [];
  failNext: FailNextTransactionFault | null = null;
  expireNext = false;
  wsRejectReconnects = 0;
  wsSilent = false;

  clear(): void {
    this.routes = [];
    this.walletFaults = [];
    this.failNext = null;
    this.expireNext = false;
    this.wsRejectReconnects = 0;
    this.wsSilent = false;
  }

  addRoute(fault: RouteFault): void {
    this.routes.push({ fault, remaining: fault.times ?? Number.POSITIVE_INFINITY });
  }

  addWallet(fault: WalletFault): void {
    this.walletFaults.push(fault);
  }

  /** The first route fault matching this request; consumes one use. */
  takeRoute(server: 'access' | 'wallet', method: string, path: string): RouteFault | null {
    for (const stored of this.routes) {
      const { fault } = stored;
      if ((fault.server ?? 'access') !== server) continue;
      if (fault.method !== undefined && fault.method.toUpperCase() !== method.toUpperCase()) {
        continue;
      }
      if (!routeMatches(fault.route, path)) continue;
      stored.remaining -= 1;
      if (stored.remaining <= 0) this.routes = this.routes.filter((entry) => entry !== stored);
      return fault;
    }
    return null;
  }

  /** The next wallet fault for this service type; consumed. */
  takeWallet(service: string): WalletFault | null {
    const index = this.walletFaults.findIndex(
      (fault) => fault.service === undefined || fault.service === service,
    );
    if (index < 0) return null;
    const [fault] = this.walletFaults.splice(index, 1);
    return fault ?? null;
  }

  list(): unknown {
    return {
      routes: this.routes.map((entry) => ({
        ...entry.fault,
        remaining: Number.isFinite(entry.remaining) ? entry.remaining : null,
      })),
      wallet: this.walletFaults,
      failNextTransaction: this.failNext,
      expireNextTransaction: this.expireNext,
      wsRejectReconnects: this.wsRejectReconnects,
      wsSilent: this.wsSilent,
    };
  }
}

export function routeMatches(pattern: string, path: string): boolean {
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
