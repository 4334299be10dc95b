import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import {
  decodeBridgeQuote,
  getBridgeQuoteScript,
} from '../../flow/cadence/scripts/get_bridge_quote.ts';
import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../../flow/cadence/scripts/get_evm_asset_info.ts';
import type { EvmAddress } from '../../flow/evm-addresses.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';
import { useNftWindow } from '../nfts/use-nft-window.ts';

/** What the bridge says about a Cadence type: paused, onboarding, fees. Off while null. */
export function useBridgeQuote(typeIdentifier: string | null) {
  return useFlowQuery({
    cadence: getBridgeQuoteScript.cadence,
    args: typeIdentifier ? encodeArguments(getBridgeQuoteScript, { typeIdentifier }) : [],
    decode: decodeBridgeQuote,
    enabled: typeIdentifier !== null,
  });
}

/** An EVM contract as the bridge sees it, with the COA's balance of it. Off while null. */
export function useEvmAssetInfo(owner: string, contract: EvmAddress | null) {
  return useFlowQuery({
    cadence: getEvmAssetInfoScript.cadence,
    args: contract
      ? encodeArguments(getEvmAssetInfoScript, { owner, evmContractHex: contract })
      : [],
    decode: decodeEvmAssetInfo,
    enabled: contract !== null,
  });
}

/** NFTs listed per page when choosing what to bridge (the NFT grid's pages hold 60). */
export const NFT_PAGE_SIZE = 50;

/** One page of a collection's NFTs. Off while the collection is null. */
export function useCadenceNftPage(address: string, storagePath: string | null, page: number) {
  return useNftWindow({
    address,
    storagePath: storagePath ?? '',
    offset: page * NFT_PAGE_SIZE,
    limit: NFT_PAGE_SIZE,
    enabled: storagePath !== null,
  });
}
