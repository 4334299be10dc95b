import { decodeBridgeQuote, getBridgeQuoteScript } from '../cadence/scripts/get_bridge_quote.ts';
import { decodeEvmAccountState, getEvmAccountScript } from '../cadence/scripts/get_evm_account.ts';
import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../cadence/scripts/get_evm_asset_info.ts';
import type { EvmAddress } from '../evm-address.ts';
import { defineFlowQuery } from './define-flow-query.ts';
import { runScript } from './run-script.ts';

/** The account's COA with its FLOW and, where the network has WFLOW, its WFLOW; null: none. */
export const evmAccountQuery = defineFlowQuery({
  id: 'evmAccount',
  get: (
    { getReader },
    { address, wflow }: { readonly address: string; readonly wflow: EvmAddress | null },
  ) =>
    runScript(getReader, getEvmAccountScript, { address, wflowHex: wflow }, decodeEvmAccountState),
});

/** What the bridge says about a Cadence type: paused, onboarding, fees. */
export const bridgeQuoteQuery = defineFlowQuery({
  id: 'bridgeQuote',
  get: ({ getReader }, params: { readonly typeIdentifier: string }) =>
    runScript(getReader, getBridgeQuoteScript, params, decodeBridgeQuote),
});

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
