/**
 * The fault proxy's control API: the sandbox's fault and request-log calls, and what the proxy
 * reports of the next transactions (held, failed, lost).
 */
import { connectSandboxControl, controlCaller, type SandboxControl } from './control-client.ts';

export interface FaultProxyControl
  extends Pick<
    SandboxControl,
    | 'addFault'
    | 'clearFaults'
    | 'failRoute'
    | 'dropWebSocket'
    | 'failNextTransaction'
    | 'expireNextTransaction'
    | 'requests'
    | 'clearRequests'
  > {
  /** The next `times` transactions are reported no further than Pending until released. */
  holdTransactions(times?: number): Promise<void>;
  /** The held transactions are reported as the node reports them (their kept frames sent). */
  releaseTransactions(): Promise<void>;
}

export function connectFaultProxy(url: string): FaultProxyControl {
  const sandbox = connectSandboxControl(url);
  const call = controlCaller(url);
  return {
    addFault: sandbox.addFault,
    clearFaults: sandbox.clearFaults,
    failRoute: sandbox.failRoute,
    dropWebSocket: sandbox.dropWebSocket,
    failNextTransaction: sandbox.failNextTransaction,
    expireNextTransaction: sandbox.expireNextTransaction,
    requests: sandbox.requests,
    clearRequests: sandbox.clearRequests,
    holdTransactions: async (times = 1) =>
      void (await call('POST', 'faults', { type: 'hold-transactions', times })),
    releaseTransactions: async () =>
      void (await call('POST', 'faults', { type: 'release-transactions' })),
  };
}
