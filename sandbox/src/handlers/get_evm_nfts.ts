import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS } from '../../../emulator/test/metadata-text.ts';
import { associatedEvmAddress, erc721At } from '../bridge.ts';
import { normalizeEvmAddress } from '../evm.ts';
import { defineScriptHandler } from './define-handler.ts';

/** How many ids the script reads per collection (tokenOfOwnerByIndex 0…99). */
const IDS_LIMIT = 100;

/**
 * The ERC-721 tokens an account's COA holds, per bridged NFT type the account keeps a collection
 * of (scripts/get_evm_nfts.cdc): balanceOf, then tokenOfOwnerByIndex for the first 100, in
 * ERC721Enumerable's order; the ERC-721's name, cut. Empty without a COA or without an account.
 */
export const getEvmNfts = defineScriptHandler('scripts/get_evm_nfts.cdc', {
  run(ctx, { owner, only }) {
    const account = ctx.ledger.account(owner);
    const coa = account?.coa ?? null;
    if (account === undefined || coa === null) return cadence.array([]);
    const { state } = ctx.ledger;
    const holder = normalizeEvmAddress(coa.evmAddress);
    const seen = new Set<string>();
    const holdings: JsonCadence[] = [];
    for (const collection of account.collections) {
      if (only !== null && !only.includes(collection.storagePath)) continue;
      const type = collection.nftTypeIdentifier;
      if (seen.has(type)) continue;
      seen.add(type);
      const evmAddress = associatedEvmAddress(state, ctx.contracts, type);
      const erc721 = evmAddress === null ? undefined : erc721At(state, evmAddress);
      if (evmAddress === null || erc721 === undefined) continue;
      const owned = erc721.owned[holder] ?? [];
      holdings.push(
        cadence.struct(`s.${ctx.location}.EvmNftHoldings`, {
          nftIdentifier: cadence.string(type),
          evmAddress: cadence.string(evmAddress.slice(2)),
          collectionName: cadence.string(clipped(erc721.name, METADATA_LIMITS.name)),
          ids: cadence.array(owned.slice(0, IDS_LIMIT).map((id) => cadence.uint256(id))),
          total: cadence.uint256(owned.length),
        }),
      );
    }
    return cadence.array(holdings);
  },
});
