import { describe, expect, it } from 'vitest';
import type { NftPage } from '../../flow/cadence/scripts/get_nfts_page.ts';
import { accessNodeErrorFromResponse } from '../../flow/errors.ts';
import { isScriptOverLimit } from '../../flow/script-limits.ts';
import { type NftPageReads, readNftPage } from './read-nft-page.ts';

// The emulator's words (v1.20.0, 60 NFTs of 6 MB), and the sandbox's flow-go-style nesting.
const EMULATOR_1106 =
  'Invalid Flow argument: [Error Code: 1106] error caused by: 1 error occurred:\n\t* [Error Code: 1101] cadence runtime error: Execution failed:\nerror: failed to retrieve slab 0x179b6b1cb6755e31.58: get value failed: [Error Code: 1106] max interaction with storage has exceeded the limit (used: 20097279 bytes, limit 20000000 bytes)';
const NESTED_1106 =
  'Invalid Flow argument: failed to execute script: [Error Code: 1101] failed to execute script at block (ab): [Error Code: 1101] error caused by: 1 error occurred:\n\t* [Error Code: 1101] cadence runtime error: Execution failed:\nerror: failed to retrieve slab 0x01cf0e2f2f715450: get value failed: [Error Code: 1106] max interaction with storage has exceeded the limit (used: 24000000 bytes, limit 20000000 bytes)';
const PANIC =
  'Invalid Flow argument: [Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: No NFT collection at /storage/Nope';

/**
 * A collection whose NFTs each read `sizes[i]` bytes, on a node that refuses a script reading
 * more than `limit` in all; every request is counted.
 */
function collection(sizes: readonly number[], limit: number) {
  const requests: string[] = [];
  const ids = sizes.map((_, index) => BigInt(100 + index));
  const reads: NftPageReads = {
    async page(offset, count) {
      requests.push(`page ${offset}+${count}`);
      const window = sizes.slice(offset, offset + count);
      const used = window.reduce((sum, size) => sum + size, 0);
      if (used > limit) throw accessNodeErrorFromResponse(400, EMULATOR_1106);
      return {
        total: sizes.length,
        items: ids
          .slice(offset, offset + count)
          .map((id) => ({ id, name: `NFT ${id}`, thumbnail: null })),
      } satisfies NftPage;
    },
    async ids(offset, count) {
      requests.push(`ids ${offset}+${count}`);
      return { total: sizes.length, ids: ids.slice(offset, offset + count) };
    },
  };
  return { reads, requests, ids };
}

describe('readNftPage', () => {
  it('a healthy collection: one request, the page as it came', async () => {
    const { reads, requests, ids } = collection([1, 1, 1, 1], 20);
    const page = await readNftPage(reads, 0, 60);
    expect(requests).toEqual(['page 0+60']);
    expect(page.items.map((item) => item.id)).toEqual(ids);
  });

  it('NFTs too large together: halves until each answers, every NFT once and in order', async () => {
    const { reads, requests, ids } = collection(Array(60).fill(6), 20);
    const page = await readNftPage(reads, 0, 60);
    expect(page.total).toBe(60);
    expect(page.items.map((item) => item.id)).toEqual(ids);
    expect(page.items.every((item) => item.tooLarge === undefined)).toBe(true);
    // 60 → 30 → 15 → 8/7 → 4/4/4/3 → 2s and a 3: a few dozen requests, not one per NFT squared.
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.length).toBeLessThan(60);
  });

  it('one NFT too large alone: shown by its id, marked; its neighbours read normally', async () => {
    const { reads, ids } = collection([1, 25, 1], 20);
    const page = await readNftPage(reads, 0, 60);
    expect(page.items).toEqual([
      { id: ids[0], name: `NFT ${ids[0]}`, thumbnail: null },
      { id: ids[1], name: '', thumbnail: null, tooLarge: true },
      { id: ids[2], name: `NFT ${ids[2]}`, thumbnail: null },
    ]);
    expect(page.total).toBe(3);
  });

  it('any other error fails the page at once, without splitting', async () => {
    let requests = 0;
    const reads: NftPageReads = {
      async page() {
        requests += 1;
        throw accessNodeErrorFromResponse(400, PANIC);
      },
      async ids() {
        throw new Error('not asked');
      },
    };
    await expect(readNftPage(reads, 0, 60)).rejects.toThrow(/Cadence|failed|panic/i);
    expect(requests).toBe(1);
  });
});

describe('isScriptOverLimit', () => {
  it('knows 1106 and 1110 wherever the node nests them, and nothing else', () => {
    expect(isScriptOverLimit(accessNodeErrorFromResponse(400, EMULATOR_1106))).toBe(true);
    expect(isScriptOverLimit(accessNodeErrorFromResponse(400, NESTED_1106))).toBe(true);
    expect(
      isScriptOverLimit(
        accessNodeErrorFromResponse(
          400,
          'Invalid Flow argument: [Error Code: 1110] computation exceeds limit (100000)',
        ),
      ),
    ).toBe(true);
    expect(isScriptOverLimit(accessNodeErrorFromResponse(400, PANIC))).toBe(false);
    expect(isScriptOverLimit(accessNodeErrorFromResponse(503, 'busy'))).toBe(false);
    expect(isScriptOverLimit(new Error('[Error Code: 1106]'))).toBe(false);
  });
});
