/** The test wallet's control API (test-wallet.ts): its faults, request log and settings. */
import { controlCaller } from '../../fault-proxy/src/control.ts';
import type { Fault } from '../../fault-proxy/src/faults.ts';
import type { RequestLogEntry } from '../../fault-proxy/src/http.ts';

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

export interface TestWalletControl {
  addFault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  requests(): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
  updateSettings(settings: Partial<TestWalletSettings>): Promise<TestWalletSettings>;
}

export function connectTestWallet(walletUrl: string): TestWalletControl {
  const call = controlCaller(walletUrl);
  return {
    addFault: async (fault) => void (await call('POST', 'faults', fault)),
    clearFaults: async () => void (await call('DELETE', 'faults')),
    requests: async () => (await call('GET', 'requests')) as RequestLogEntry[],
    clearRequests: async () => void (await call('DELETE', 'requests')),
    updateSettings: async (settings) =>
      (await call('POST', 'settings', settings)) as TestWalletSettings,
  };
}
