import { useEffect } from 'react';
import { normalizeFlowAddress } from '../address.ts';
import { evmBalanceStore, noteEvmBalances } from '../transfers/evm-balance-changes.ts';
import { useFlowContext } from './flow-context.ts';
import { useTransactions } from './useTransactions.ts';

/**
 * Notes each read of the signed-in account's COA (FLOW, and WFLOW where read), so that Activity
 * can show a balance that changed between two reads without a transaction sent from here.
 */
export function useNoteEvmBalances(
  account: string,
  reading: {
    readonly coa: string;
    readonly flowAtto: bigint;
    readonly wflow: bigint | null;
  } | null,
): void {
  const { network } = useFlowContext('useNoteEvmBalances');
  const sent = useTransactions();
  const coa = reading?.coa ?? null;
  const flowAtto = reading?.flowAtto ?? null;
  const wflow = reading?.wflow ?? null;
  useEffect(() => {
    if (coa === null || flowAtto === null) return;
    const store = evmBalanceStore(network, normalizeFlowAddress(account));
    // A transaction sent from here that settled since the last read explains any change.
    const explained = (since: number) =>
      sent.some((entry) =>
        Object.values(entry.phaseTimes).some((time) => time !== undefined && time >= since),
      );
    noteEvmBalances(store, { coa, flowAtto, wflow }, Date.now(), explained);
  }, [network, account, coa, flowAtto, wflow, sent]);
}
