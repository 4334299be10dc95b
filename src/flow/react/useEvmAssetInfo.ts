import type { EvmAddress } from '../evm-address.ts';
import { evmAssetInfoQuery } from '../reads/evm-asset-info.ts';
import { useFlowRead } from './useFlowRead.ts';

/** An EVM contract as the bridge sees it, with the COA's balance of it. Off while null. */
export const useEvmAssetInfo = (owner: string, contract: EvmAddress | null) =>
  useFlowRead(evmAssetInfoQuery, contract === null ? null : { owner, contract });
