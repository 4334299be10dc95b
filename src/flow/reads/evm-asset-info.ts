import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../cadence/scripts/get_evm_asset_info.ts';
import { runScript } from '../client/run-script.ts';
import type { EvmAddress } from '../evm-address.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** An EVM contract as the bridge sees it, with the COA's balance of it. */
export const evmAssetInfoQuery = defineFlowQuery({
  id: 'evmAssetInfo',
  get: (
    { getReader },
    { owner, contract }: { readonly owner: string; readonly contract: EvmAddress },
  ) =>
    runScript(
      getReader,
      getEvmAssetInfoScript,
      { owner, evmContractHex: contract },
      decodeEvmAssetInfo,
    ),
});
