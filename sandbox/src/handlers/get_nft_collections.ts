import { cadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS, usableUri } from '../../../emulator/test/metadata-text.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import type { NftCollection } from '../ledger.ts';
import { checkGetLength, checkResolveView } from './broken-contracts.ts';
import { defineScriptHandler } from './define-handler.ts';
import { storageIdentifier } from './nft-storage.ts';
import { COMPUTATION_PER_ITEM, scriptComputation } from './script-computation.ts';
import type { ScriptContext } from './types.ts';

interface CollectionDisplay {
  name: string;
  description: string;
  squareImage: string | null;
  externalURL: string | null;
}

/**
 * The NFTCollectionDisplay the collection's defining contract resolves, or the script's fallback
 * (the type identifier as the name, no image, no link) when that contract is not deployed where
 * the type says: `getAccount(address).contracts.borrow<&{ViewResolver}>(name:)` is nil then.
 * Texts are cut and over-long URIs dropped as the script does; `squareImage.file.uri()` of an
 * HTTPFile is its url.
 */
function collectionDisplay(
  ctx: ScriptContext,
  collection: NftCollection,
  identifier: string,
): CollectionDisplay {
  const deployed = ctx.ledger.account(collection.contractAddress)?.contracts ?? {};
  if (!(collection.contractName in deployed)) {
    return { name: identifier, description: '', squareImage: null, externalURL: null };
  }
  checkResolveView(ctx, collection);
  return {
    name: clipped(collection.name, METADATA_LIMITS.name),
    description: clipped(collection.description, METADATA_LIMITS.collectionDescription),
    squareImage: usableUri(collection.squareImage),
    externalURL: usableUri(collection.externalUrl),
  };
}

/**
 * The NFT collections of an account (or those at the storage paths `only` lists) with display
 * data and sizes, no NFTs (scripts/get_nft_collections.cdc); a broken contract fails it. The order is that of `forEachStored`, which on chain
 * follows the storage map's key hashes; the sandbox keeps the ledger's (fixture) order, and the
 * app sorts by name. An address without an account has none.
 */
export const getNftCollections = defineScriptHandler('scripts/get_nft_collections.cdc', {
  errorSites: ['account.storage.forEachStored'],
  run(ctx, { address, only }) {
    const account = ctx.ledger.account(address);
    const computation = scriptComputation(ctx, 'account.storage.forEachStored');
    const optionalString = (value: string | null) =>
      cadence.optional(value === null ? null : cadence.string(value));
    return cadence.array(
      (account?.collections ?? [])
        .filter((collection) => only === null || only.includes(collection.storagePath))
        .map((collection) => {
          computation.use(COMPUTATION_PER_ITEM.collection);
          const identifier = `A.${hexAddress(collection.contractAddress)}.${collection.contractName}.Collection`;
          const display = collectionDisplay(ctx, collection, identifier);
          checkGetLength(ctx, collection);
          return cadence.struct(`s.${ctx.location}.CollectionSummary`, {
            identifier: cadence.string(identifier),
            storagePath: cadence.string(storageIdentifier(collection.storagePath)),
            name: cadence.string(display.name),
            description: cadence.string(display.description),
            squareImage: optionalString(display.squareImage),
            externalURL: optionalString(display.externalURL),
            count: cadence.int(collection.nfts.length),
          });
        }),
    );
  },
});
