/** The test wallet's control API (test-wallet.ts): the sandbox's calls that a wallet answers. */
import {
  connectSandboxControl,
  type SandboxControl,
} from '../../fault-proxy/src/control-client.ts';

export interface TestWalletSettings {
  walletViewMethod: 'IFRAME/RPC' | 'POP/RPC';
  walletDefaultAccount: string | null;
  chainId: 'flow-emulator' | 'flow-testnet';
}

/** What the test wallet starts with, and what each journey starts from. */
export const TEST_WALLET_DEFAULTS: Readonly<TestWalletSettings> = {
  walletViewMethod: 'IFRAME/RPC',
  walletDefaultAccount: null,
  chainId: 'flow-emulator',
};

export type TestWalletControl = Pick<
  SandboxControl,
  'addFault' | 'clearFaults' | 'requests' | 'clearRequests' | 'updateSettings'
>;

export function connectTestWallet(walletUrl: string): TestWalletControl {
  const { addFault, clearFaults, requests, clearRequests, updateSettings } =
    connectSandboxControl(walletUrl);
  return { addFault, clearFaults, requests, clearRequests, updateSettings };
}
