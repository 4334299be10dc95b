import type { EvmAddress } from '../evm-address.ts';
import { bridgeQuoteQuery, evmAccountQuery, evmAssetInfoQuery } from '../queries/evm-queries.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account's COA with its FLOW and, where the network has WFLOW, its WFLOW; null: none. */
export const useEvmAccount = (address: string, wflow: EvmAddress | null) =>
  useFlowRead(evmAccountQuery, { address, wflow });

/** What the bridge says about a Cadence type: paused, onboarding, fees. Off while null. */
export const useBridgeQuote = (typeIdentifier: string | null) =>
  useFlowRead(bridgeQuoteQuery, typeIdentifier === null ? null : { typeIdentifier });

/** An EVM contract as the bridge sees it, with the COA's balance of it. Off while null. */
export const useEvmAssetInfo = (owner: string, contract: EvmAddress | null) =>
  useFlowRead(evmAssetInfoQuery, contract === null ? null : { owner, contract });
