/** The test wallet's control API (test-wallet.ts): its faults, request log and settings. */
import { controlCaller, type FaultControl, faultControl } from '../../fault-proxy/src/control.ts';

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

export interface TestWalletControl extends FaultControl {
  updateSettings(settings: Partial<TestWalletSettings>): Promise<TestWalletSettings>;
}

export function connectTestWallet(walletUrl: string): TestWalletControl {
  const call = controlCaller(walletUrl);
  return {
    ...faultControl(call),
    updateSettings: async (settings) =>
      (await call('POST', 'settings', settings)) as TestWalletSettings,
  };
}
