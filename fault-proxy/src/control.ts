/**
 * The fault proxy's control API, for tests and the bench: the faults it applies, its request log,
 * and what it reports of the next transactions (held, failed, lost).
 */
import type { Fault, RouteFault } from './faults.ts';
import type { RequestLogEntry } from './http.ts';

/** The fault and request-log calls that the fault proxy and the test wallet both answer. */
export interface FaultControl {
  addFault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  requests(): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
}

export interface FaultProxyControl extends FaultControl {
  /** Shorthands for common faults (see faults.ts for every option and lifetime). */
  failRoute(route: string, options?: Omit<RouteFault, 'type' | 'route'>): Promise<void>;
  dropWebSocket(rejectReconnects?: number): Promise<void>;
  failNextTransaction(code: number, message: string): Promise<void>;
  expireNextTransaction(): Promise<void>;
  /** The next `times` transactions are reported no further than Pending until released. */
  holdTransactions(times?: number): Promise<void>;
  /** The held transactions are reported as the node reports them (their kept frames sent). */
  releaseTransactions(): Promise<void>;
}

/** Calls `/_control/<path>` at `serverUrl` (the fault proxy, the test wallet). */
export function controlCaller(serverUrl: string) {
  const base = serverUrl.replace(/\/$/, '');
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}/_control/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
}

/** The calls of FaultControl over `call` (a controlCaller). */
export function faultControl(call: ReturnType<typeof controlCaller>): FaultControl {
  return {
    addFault: async (fault) => void (await call('POST', 'faults', fault)),
    clearFaults: async () => void (await call('DELETE', 'faults')),
    requests: async () => (await call('GET', 'requests')) as RequestLogEntry[],
    clearRequests: async () => void (await call('DELETE', 'requests')),
  };
}

export function connectFaultProxy(url: string): FaultProxyControl {
  const call = controlCaller(url);
  const control = faultControl(call);
  const { addFault } = control;
  return {
    ...control,
    failRoute: (route, options = {}) => addFault({ type: 'route', route, ...options }),
    dropWebSocket: (rejectReconnects = 0) => addFault({ type: 'ws-drop', rejectReconnects }),
    failNextTransaction: (code, message) =>
      addFault({ type: 'fail-next-transaction', code, message }),
    expireNextTransaction: () => addFault({ type: 'expire-next-transaction' }),
    holdTransactions: async (times = 1) =>
      void (await call('POST', 'faults', { type: 'hold-transactions', times })),
    releaseTransactions: async () =>
      void (await call('POST', 'faults', { type: 'release-transactions' })),
  };
}
