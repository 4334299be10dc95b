import { cadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS, usableUri } from '../../../emulator/test/metadata-text.ts';
import type { NftTrait } from '../ledger.ts';
import { checkResolveView } from './broken-contracts.ts';
import { defineScriptHandler } from './define-handler.ts';
import { nftNamedBy } from './nft-storage.ts';
import { nftStorageBytes, storageReads } from './storage-reads.ts';

/**
 * The script's `describe(value)`: strings as they are, booleans as `true`/`false`, integers
 * (Int, UInt64) and UFix64 with `toString()`; anything else is nil and the trait is left out.
 * A fixture number that is not an integer stands for a UFix64.
 */
function describe(value: NftTrait['value']): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return BigInt(value).toString();
    return value >= 0 && Number.isFinite(value) ? value.toFixed(8) : null;
  }
  return null;
}

/**
 * One NFT in full (scripts/get_nft_detail.cdc): Display, the NFT's type, Serial, ExternalURL
 * and Traits, cut as the script cuts them. A missing collection or NFT panics with the script's
 * own messages. The ledger's
 * empty `externalUrl` means the NFT resolves no ExternalURL view (nil).
 */
export const getNftDetail = defineScriptHandler('scripts/get_nft_detail.cdc', {
  errorSites: ['collection.borrowNFT(id)', 'panic("No NFT collection', 'panic("No NFT with id'],
  run(ctx, { address, storagePath, id }) {
    const { collection, nft } = nftNamedBy(ctx, address, storagePath, id);
    storageReads(ctx, address).read(nftStorageBytes(nft), 'collection.borrowNFT(id)');
    checkResolveView(ctx, collection);
    const traits = nft.traits
      .flatMap((trait) => {
        const value = describe(trait.value);
        return value === null ? [] : [{ name: trait.name, value }];
      })
      .slice(0, METADATA_LIMITS.traits)
      .map((trait) =>
        cadence.struct(`s.${ctx.location}.Trait`, {
          name: cadence.string(clipped(trait.name, METADATA_LIMITS.name)),
          value: cadence.string(clipped(trait.value, METADATA_LIMITS.traitValue)),
        }),
      );
    return cadence.struct(`s.${ctx.location}.NFTDetail`, {
      id: cadence.uint64(id),
      type: cadence.string(collection.nftTypeIdentifier),
      name: cadence.string(clipped(nft.name, METADATA_LIMITS.name)),
      description: cadence.string(clipped(nft.description, METADATA_LIMITS.nftDescription)),
      thumbnail: cadence.optional(
        usableUri(nft.thumbnail) === null ? null : cadence.string(nft.thumbnail),
      ),
      serial: cadence.optional(nft.serial === null ? null : cadence.uint64(nft.serial)),
      externalURL: cadence.optional(
        nft.externalUrl === '' || usableUri(nft.externalUrl) === null
          ? null
          : cadence.string(nft.externalUrl),
      ),
      traits: cadence.array(traits),
    });
  },
});
