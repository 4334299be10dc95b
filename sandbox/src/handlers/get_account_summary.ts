import { addressArg, cadence } from '../json-cadence.ts';
import { availableBalance, storageCapacity } from '../ledger.ts';
import type { ScriptHandler } from './types.ts';

/**
 * The dashboard's script: FLOW balance and storage, the COA, and what the account stores. An
 * address without an account reads as an empty account, as `getAuthAccount` does in Cadence.
 */
export const getAccountSummary: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_account_summary.cdc',
  run(ctx) {
    const address = addressArg(ctx.args[0]);
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
      nftCount: cadence.int(collections.reduce((sum, c) => sum + c.nfts.length, 0)),
    });
  },
};
