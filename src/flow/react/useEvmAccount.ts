import type { EvmAddress } from '../evm-address.ts';
import { evmAccountQuery } from '../reads/evm-account.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account's COA with its FLOW and, where the network has WFLOW, its WFLOW; null: none. */
export const useEvmAccount = (address: string, wflow: EvmAddress | null, enabled = true) =>
  useFlowRead(evmAccountQuery, enabled ? { address, wflow } : null);
