/** The fault proxy's control API: the sandbox's fault and request-log calls, nothing else. */
import { connectSandboxControl, type SandboxControl } from '../../sandbox/src/control.ts';

export type FaultProxyControl = Pick<
  SandboxControl,
  'addFault' | 'clearFaults' | 'failRoute' | 'dropWebSocket' | 'requests' | 'clearRequests'
>;

export function connectFaultProxy(url: string): FaultProxyControl {
  const { addFault, clearFaults, failRoute, dropWebSocket, requests, clearRequests } =
    connectSandboxControl(url);
  return { addFault, clearFaults, failRoute, dropWebSocket, requests, clearRequests };
}
