import { describe, expect, it } from 'vitest';
import type { NftPage } from '../cadence/scripts/get_nfts_page.ts';
import { accessNodeErrorFromResponse } from '../errors.ts';
import { isScriptOverLimit } from '../script-limits.ts';
import { type NftPageReads, readNftPage } from './nft-page-read.ts';

// The emulator's words (v1.20.0, 60 NFTs of 6 MB), and flow-go's nesting in another form.
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
  const refused: string[] = [];
  const ids = sizes.map((_, index) => BigInt(100 + index));
  const reads: NftPageReads = {
    async page(offset, count) {
      requests.push(`page ${offset}+${count}`);
      const window = sizes.slice(offset, offset + count);
      const used = window.reduce((sum, size) => sum + size, 0);
      if (used > limit) {
        refused.push(`page ${offset}+${count}`);
        throw accessNodeErrorFromResponse(400, EMULATOR_1106);
      }
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
  return { reads, requests, refused, ids };
}

describe('readNftPage', () => {
  it('a healthy collection: one request, the page as it came', async () => {
    const { reads, requests, ids } = collection([1, 1, 1, 1], 20);
    const page = await readNftPage(reads, 0, 60);
    expect(requests).toEqual(['page 0+60']);
    expect(page.items.map((item) => item.id)).toEqual(ids);
  });

  it('NFTs too large together: halves until each answers, every NFT once and in order', async () => {
    const { reads, requests, refused, ids } = collection(Array(60).fill(6), 20);
    const page = await readNftPage(reads, 0, 60);
    expect(page.total).toBe(60);
    expect(page.items.map((item) => item.id)).toEqual(ids);
    expect(page.items.every((item) => item.tooLarge === undefined)).toBe(true);
    // Refused reads are the costly ones (each reads up to the limit): one per halving of the
    // first window (60, 30, 15, 8, 4), then the rest in windows of the size that answered (2).
    expect(refused).toEqual(['page 0+60', 'page 0+30', 'page 0+15', 'page 0+8', 'page 0+4']);
    expect(requests.filter((request) => request.endsWith('+2'))).toHaveLength(29);
    expect(requests).toHaveLength(refused.length + 31);
  });

  it('one NFT too large alone does not make its neighbours read one by one', async () => {
    const sizes = Array(60).fill(0.5);
    sizes[0] = 25;
    const { reads, requests, ids } = collection(sizes, 20);
    const page = await readNftPage(reads, 0, 60);
    expect(page.items.map((item) => item.id)).toEqual(ids);
    expect(page.items.filter((item) => item.tooLarge).map((item) => item.id)).toEqual([ids[0]]);
    // Halving down to the first NFT (7 pages and its id), then one read per half left (6).
    expect(requests.length).toBeLessThanOrEqual(14);
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

  describe('an NFT whose contract fails when asked for its display', () => {
    const contractPanic = () =>
      accessNodeErrorFromResponse(
        400,
        '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: FrailKitties: resolveView is broken\n --> 0123456789abcdef.FrailKitties:188:12',
      );

    /** A window of `count` NFTs where those at the `broken` positions panic. */
    function frail(count: number, broken: (position: number) => boolean) {
      const requests: string[] = [];
      const ids = Array.from({ length: count }, (_, index) => BigInt(index + 1));
      const reads: NftPageReads = {
        async page(offset, limit) {
          requests.push(`page ${offset}+${limit}`);
          const positions = ids.slice(offset, offset + limit).map((_, index) => offset + index);
          if (positions.some(broken)) throw contractPanic();
          return {
            total: count,
            items: positions.map((position) => ({
              id: ids[position] ?? 0n,
              name: `NFT ${position}`,
              thumbnail: null,
            })),
          };
        },
        async ids(offset, limit) {
          requests.push(`ids ${offset}+${limit}`);
          return { total: count, ids: ids.slice(offset, offset + limit) };
        },
      };
      return { reads, requests };
    }

    it('shows every other NFT, and the failing one by its id, marked with the contract', async () => {
      const { reads, requests } = frail(60, (position) => position === 41);
      const page = await readNftPage(reads, 0, 60);
      expect(page.items).toHaveLength(60);
      const marked = page.items.filter((item) => item.unavailable !== undefined);
      expect(marked.map((item) => [item.id, item.unavailable?.contract])).toEqual([
        [42n, 'FrailKitties'],
      ]);
      expect(page.items[0]).toEqual({ id: 1n, name: 'NFT 0', thumbnail: null });
      expect(requests.length).toBeLessThanOrEqual(1 + 2 * 6 + 1);
    });

    it('a contract failing for every NFT costs a bounded number of requests, each NFT still shown by id', async () => {
      const { reads, requests } = frail(60, () => true);
      const page = await readNftPage(reads, 0, 60);
      expect(page.items.map((item) => item.id)).toEqual(
        Array.from({ length: 60 }, (_, i) => BigInt(i + 1)),
      );
      expect(page.items.every((item) => item.unavailable?.contract === 'FrailKitties')).toBe(true);
      // The page requests stay within the isolation budget (24), plus one id read per range left.
      expect(requests.filter((request) => request.startsWith('page')).length).toBeLessThanOrEqual(
        24,
      );
      expect(requests.length).toBeLessThanOrEqual(40);
    });

    it('the script’s own panic still fails the page', async () => {
      const reads: NftPageReads = {
        page: async () => {
          throw accessNodeErrorFromResponse(400, PANIC);
        },
        ids: async () => ({ total: 0, ids: [] }),
      };
      await expect(readNftPage(reads, 0, 60)).rejects.toThrow();
    });
  });
});
