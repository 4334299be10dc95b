import { useMemo, useSyncExternalStore } from 'react';
import { normalizeFlowAddress } from '../address.ts';
import type { EvmAsset } from '../history/history-transfer.ts';
import { type EvmBalanceChange, evmBalanceStore } from '../transfers/evm-balance-changes.ts';
import { useFlowContext } from './flow-context.ts';
import { useFlowNetwork } from './useFlowNetwork.ts';

const none = { read: () => null, subscribe: () => () => {} };

/** The COA's balance changes seen between reads, each with the asset that changed. */
export function useEvmBalanceChanges(
  account: string | null,
): readonly { readonly change: EvmBalanceChange; readonly asset: EvmAsset }[] {
  const { network } = useFlowContext('useEvmBalanceChanges');
  const { evm } = useFlowNetwork();
  const store = account ? evmBalanceStore(network, normalizeFlowAddress(account)) : none;
  const watched = useSyncExternalStore(store.subscribe, store.read, store.read);
  return useMemo(
    () =>
      (watched?.changes ?? []).flatMap((change) => {
        const amount = change.delta < 0n ? -change.delta : change.delta;
        const asset: EvmAsset | null =
          change.asset === 'flow'
            ? { kind: 'evm-flow', amount }
            : evm.wflow
              ? {
                  kind: 'erc20',
                  contract: evm.wflow.toLowerCase(),
                  symbol: 'WFLOW',
                  decimals: 18,
                  amount,
                }
              : null;
        return asset ? [{ change, asset }] : [];
      }),
    [watched, evm.wflow],
  );
}
