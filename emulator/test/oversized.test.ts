/**
 * The hostile world on the real emulator. Its 60 NFTs with 1 MB in every text: a whole page is
 * refused by Flow's storage limit (1106), the app's reader splits it and shows all 60, and no
 * answer is larger than what the screen shows. Its look-alike tokens, escaping image URLs and
 * invisible or right-to-left names, as real Cadence returns them, under the app's own rules.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayText } from '../../src/components/ui/plain-text.ts';
import { DEFAULT_IPFS_GATEWAY, toSafeImageUrl } from '../../src/components/ui/safe-url.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { getNftDetailScript } from '../../src/flow/cadence/scripts/get_nft_detail.ts';
import { decodeNftIds, getNftIdsScript } from '../../src/flow/cadence/scripts/get_nft_ids.ts';
import { decodeNftPage, getNftsPageScript } from '../../src/flow/cadence/scripts/get_nfts_page.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import {
  LIST_ANSWER_LIMIT_BYTES,
  METADATA_LIMITS,
} from '../../src/flow/cadence/scripts/metadata-limits.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { readNftPage } from '../../src/flow/isolation/nft-page-read.ts';
import { nftPageReads } from '../../src/flow/reads/nft-page.ts';
import { isScriptOverLimit } from '../../src/flow/script-limits.ts';
import { tokenContractOf, tokenIdentity } from '../../src/flow/tokens/token-identity.ts';
import { OVERSIZED_NFT_COUNT, OVERSIZED_TEXT } from '../../worlds/hostile.ts';
import { clipped } from './metadata-text.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

// What this file measures is how the reader splits pages and how large each answer is, not the
// app's 20 s deadline (tested beside it): while the other emulator suites run on the same two
// cores, one oversized half can take longer than that, so here a read may take two minutes.
vi.mock('../../src/flow/client/query-deadline.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/flow/client/query-deadline.ts')>();
  return {
    ...original,
    withDeadline: <T>(work: () => Promise<T>) => original.withDeadline(work, 120_000),
  };
});

/** The oversized NFTs' ids, 1 to 60, ascending. */
const OVERSIZED_IDS = Array.from({ length: OVERSIZED_NFT_COUNT }, (_, i) => BigInt(i + 1));
const ascending = (ids: readonly bigint[]) => [...ids].sort((a, b) => Number(a - b));

describe('the hostile world on the real emulator', () => {
  let seeded: SeededEmulator;
  const storagePath = 'OversizedNFTCollection';

  beforeAll(async () => {
    seeded = await startSeededEmulator('hostile');
  }, 300_000);
  afterAll(async () => {
    await seeded?.close();
  });

  it('a whole page passes the storage limit; the reader splits it, every answer in kilobytes', async () => {
    const mallory = seeded.account('<img');
    const client = seeded.client();
    const answers: number[] = [];
    // The app's own reads, through a client that records the size of every answer.
    const recording: FlowClient = {
      ...client,
      async query(request) {
        const value = await client.query(request);
        answers.push(JSON.stringify(value).length);
        return value;
      },
    };

    const whole = client.query({
      cadence: getNftsPageScript.cadence,
      args: encodeArguments(getNftsPageScript, {
        address: mallory.address,
        storagePath,
        offset: 0n,
        limit: BigInt(OVERSIZED_NFT_COUNT),
      }),
    });
    await expect(whole).rejects.toSatisfy(isScriptOverLimit);

    const page = await readNftPage(
      nftPageReads(async () => recording, { address: mallory.address, storagePath }),
      0,
      OVERSIZED_NFT_COUNT,
    );
    expect(page.total).toBe(OVERSIZED_NFT_COUNT);
    expect(ascending(page.items.map((item) => item.id))).toEqual(OVERSIZED_IDS);
    for (const item of page.items) {
      expect(item).toEqual({
        id: item.id,
        name: clipped(OVERSIZED_TEXT, METADATA_LIMITS.name),
        thumbnail: null,
      });
    }
    expect(Math.max(...answers)).toBeLessThan(LIST_ANSWER_LIMIT_BYTES);
  }, 300_000);

  it('get_nft_ids.cdc lists all 60 ids where the page script cannot: it borrows no NFT', async () => {
    const mallory = seeded.account('<img');
    const raw = await seeded.query(getNftIdsScript, {
      address: mallory.address,
      storagePath,
      offset: 0n,
      limit: BigInt(OVERSIZED_NFT_COUNT),
    });
    const { total, ids } = decodeNftIds(raw, OVERSIZED_NFT_COUNT);
    expect(total).toBe(OVERSIZED_NFT_COUNT);
    expect(ascending(ids)).toEqual(OVERSIZED_IDS);
  });

  it('Mallory’s tokens as the chain returns them: only FlowToken is FLOW; the look-alikes say whom they copy', async () => {
    const mallory = seeded.account('<img');
    const vaults = decodeTokenVaults(
      await seeded.query(getTokenVaultsScript, { address: mallory.address, only: null }),
    );
    const identities = vaults.map((vault) => ({
      contract: tokenContractOf(vault.identifier)?.name,
      identity: tokenIdentity(vault, 'local'),
    }));
    expect(identities.filter(({ identity }) => identity.kind === 'flow')).toEqual([
      { contract: 'FlowToken', identity: expect.objectContaining({ kind: 'flow' }) },
    ]);
    const unverified = (contract: string) =>
      identities.find((entry) => entry.contract === contract)?.identity;
    expect(unverified('FakeFlow')).toMatchObject({ kind: 'unverified', imitates: 'FLOW' });
    expect(unverified('FakeUSD')).toMatchObject({ kind: 'unverified', imitates: 'sUSD' });
  });

  it('the hostile collection’s page: no image leaves its gateway, no name looks blank', async () => {
    const mallory = seeded.account('<img');
    const page = decodeNftPage(
      await seeded.query(getNftsPageScript, {
        address: mallory.address,
        storagePath: 'HostileNFTCollection',
        offset: 0n,
        limit: 60n,
      }),
      60,
    );
    expect(page.items).toHaveLength(9);
    const images = page.items.map((item) => toSafeImageUrl(item.thumbnail, DEFAULT_IPFS_GATEWAY));
    // Every thumbnail is unsafe or climbs out of its gateway: none is allowed.
    expect(
      images.filter((image) => image !== null && !image.startsWith('https://example.com/')),
    ).toEqual([]);
    const names = page.items.map((item) => displayText(item.name, 200));
    expect(names.filter((name) => name === '')).toHaveLength(1);
    expect(
      names.filter((name) => /[\p{Default_Ignorable_Code_Point}\u2028\u2029]/u.test(name)),
    ).toEqual([]);
    expect(names).toContain('Taggedname');
    expect(names).toContain('אב (1) "#1"');
  });

  it('the detail of one such NFT passes mainnet’s script computation limit, which the app recognises', async () => {
    // Under the emulator's old weights this script read the 6 MB NFT and sent bounded texts;
    // under mainnet's (FLIP 370) cutting 1 MB strings alone passes the 100 000 limit (1110), so
    // the detail page says the metadata is too large to read.
    const mallory = seeded.account('<img');
    const failure = await seeded
      .query(getNftDetailScript, { address: mallory.address, storagePath, id: 7n })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isScriptOverLimit(failure)).toBe(true);
    expect(String(failure)).toContain('computation exceeds limit');
  });
});
