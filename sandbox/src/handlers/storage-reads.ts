import { hexAddress } from '../../../fault-proxy/src/util.ts';
import type { Nft } from '../ledger.ts';
import type { ScriptContext } from './types.ts';

/** flow-go's default limit on the bytes one script or transaction reads and writes (20 MB). */
const STORAGE_INTERACTION_LIMIT = 20_000_000;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Roughly what borrowing an NFT reads from storage: its texts, which dwarf everything else. */
export function nftStorageBytes(nft: Nft): number {
  let bytes = utf8Bytes(nft.name) + utf8Bytes(nft.description);
  bytes += utf8Bytes(nft.thumbnail) + utf8Bytes(nft.externalUrl);
  for (const trait of nft.traits) {
    bytes += utf8Bytes(trait.name) + (typeof trait.value === 'string' ? utf8Bytes(trait.value) : 8);
  }
  return bytes;
}

/**
 * Counts what a script reads from an account's storage and fails as the emulator does (code 1106,
 * measured on emulator v1.20.0 with 60 NFTs of 6 MB) once the total passes the limit.
 */
export function storageReads(ctx: ScriptContext, owner: string) {
  let used = 0;
  return {
    read(bytes: number, needle: string): void {
      used += bytes;
      if (used <= STORAGE_INTERACTION_LIMIT) return;
      ctx.fail(
        `failed to retrieve slab 0x${hexAddress(owner)}: get value failed: [Error Code: 1106] max interaction with storage has exceeded the limit (used: ${used} bytes, limit ${STORAGE_INTERACTION_LIMIT} bytes)`,
        ctx.locate(needle),
      );
    },
  };
}
