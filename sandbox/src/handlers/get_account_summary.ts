import { cadence } from '../../../emulator/src/json-cadence.ts';
import { availableBalance, storageCapacity } from '../ledger.ts';
import { checkGetLength } from './broken-contracts.ts';
import { defineScriptHandler } from './define-handler.ts';

/**
 * The dashboard's script: FLOW balance and storage, the COA, and what the account stores, with
 * the NFTs of each collection at the storage paths `countOnly` lists (every one when nil); a
 * collection whose getLength panics fails it. An address without an account reads as an empty
 * account, as `getAuthAccount` does in Cadence.
 */
export const getAccountSummary = defineScriptHandler('scripts/get_account_summary.cdc', {
  run(ctx, { address, countOnly }) {
    const account = ctx.ledger.account(address);
    const coa = account?.coa ?? null;
    const collections = account?.collections ?? [];
    // forEachStored sees the FLOW vault too: it is a FungibleToken.Vault like the others.
    const tokenCount = (account?.flowVault == null ? 0 : 1) + (account?.vaults.length ?? 0);
    return cadence.struct(`s.${ctx.location}.AccountSummary`, {
      address: cadence.address(address),
      balance: cadence.ufix64(account?.flowVault?.balance ?? 0n),
      availableBalance: cadence.ufix64(account === undefined ? 0n : availableBalance(account)),
      storageUsed: cadence.uint64(account?.storageUsed ?? 0n),
      storageCapacity: cadence.uint64(account === undefined ? 0n : storageCapacity(account)),
      coaAddress: cadence.optional(coa === null ? null : cadence.string(coa.evmAddress.slice(2))),
      coaBalance: cadence.optional(coa === null ? null : cadence.uint(coa.balanceAtto)),
      tokenCount: cadence.int(tokenCount),
      nftCollectionCount: cadence.int(collections.length),
      nftCounts: cadence.dictionary(
        Object.fromEntries(
          collections
            .filter((c) => countOnly === null || countOnly.includes(c.storagePath))
            .map((collection) => {
              checkGetLength(ctx, collection);
              return [collection.storagePath, cadence.int(collection.nfts.length)];
            }),
        ),
      ),
    });
  },
});
