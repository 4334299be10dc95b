import { describe, expect, it } from 'vitest';
import { hostile } from '../hostile.ts';

// What the app must render as inert, visible, unreordered text. Markup, script URLs, bidi overrides and zero-width characters; names that look blank (Hangul
// fillers), tag characters and line separators; strong right-to-left letters.
const HOSTILE =
  /[<>"]|javascript:|\u202e|\u200b|[\u115f\u1160\u3164\uffa0]|[\u{e0000}-\u{e007f}]|\u2028|[\u0590-\u05ff]/iu;

describe('the hostile fixture', () => {
  const user = hostile.accounts.filter((account) => account.system !== true);

  it('puts hostile content in every text field, symbols included', () => {
    for (const account of user) {
      expect(account.label).toMatch(HOSTILE);
      // The look-alikes' hostility is their plain words: a fake FLOW, a copy of sUSD.
      const payloads = (account.vaults ?? []).filter(
        (vault) => !vault.contractName.startsWith('Fake'),
      );
      for (const vault of payloads) {
        for (const text of [vault.name, vault.symbol, vault.description ?? '']) {
          expect(text).toMatch(HOSTILE);
        }
        expect(vault.symbol.length).toBeLessThanOrEqual(32);
      }
      for (const collection of account.collections ?? []) {
        expect(collection.name).toMatch(HOSTILE);
        expect(collection.description).toMatch(HOSTILE);
        for (const nft of collection.nfts) {
          expect(nft.name).toMatch(HOSTILE);
          expect(nft.description).toMatch(HOSTILE);
        }
      }
    }
  });

  it('holds a fake FLOW and a copy of the verified sUSD', () => {
    const vaults = user.flatMap((account) => account.vaults ?? []);
    expect(vaults.find((vault) => vault.contractName === 'FakeFlow')).toMatchObject({
      name: 'Flow Token',
      symbol: 'FLOW',
    });
    expect(vaults.find((vault) => vault.contractName === 'FakeUSD')).toMatchObject({
      symbol: 'sUSD',
    });
  });

  it('gives every NFT a serial number', () => {
    const nfts = user.flatMap((account) => account.collections ?? []).flatMap((c) => c.nfts);
    expect(nfts.length).toBeGreaterThan(0);
    for (const nft of nfts) expect(nft.serial).toBeDefined();
  });
});
