import { useSyncExternalStore } from 'react';
import { useFlowContext } from './flow-context.ts';

/**
 * Whether a signing holds the wallet anywhere in the app, also while it is still pending in the
 * wallet after the app stopped waiting (disable other sends).
 */
export function useWalletRequestInFlight(): boolean {
  const { walletGate } = useFlowContext('useWalletRequestInFlight').transactions;
  return useSyncExternalStore(walletGate.subscribe, walletGate.isBusy, walletGate.isBusy);
}
