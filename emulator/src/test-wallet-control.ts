/** The test wallet's control API (test-wallet.ts): the sandbox's calls that a wallet answers. */
import { connectSandboxControl, type SandboxControl } from '../../sandbox/src/control.ts';

export type TestWalletControl = Pick<
  SandboxControl,
  'addFault' | 'clearFaults' | 'requests' | 'clearRequests' | 'updateSettings'
>;

export function connectTestWallet(walletUrl: string): TestWalletControl {
  const { addFault, clearFaults, requests, clearRequests, updateSettings } =
    connectSandboxControl(walletUrl);
  return { addFault, clearFaults, requests, clearRequests, updateSettings };
}
