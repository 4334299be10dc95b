import { describe, expect, it } from 'vitest';
import { nftCollectionHref, nftDetailHref } from './nft-links.ts';

describe('NFT links', () => {
  it('default: builds collection links from the base path, keeping other parameters', () => {
    expect(nftCollectionHref('/nfts', 'exampleNFTCollection')).toBe(
      '/nfts?collection=exampleNFTCollection',
    );
    expect(
      nftCollectionHref(
        '/address/0x01cf0e2f2f715450/nfts/',
        'b',
        new URLSearchParams('collection=a&x=1'),
      ),
    ).toBe('/address/0x01cf0e2f2f715450/nfts?collection=b&x=1');
  });

  it('default: builds detail links, encoding the path', () => {
    expect(nftDetailHref('/nfts', 'exampleNFTCollection', 18446744073709551615n)).toBe(
      '/nfts/exampleNFTCollection/18446744073709551615',
    );
    expect(nftDetailHref('/nfts', '../x?y', 1n)).toBe('/nfts/..%2Fx%3Fy/1');
  });
});
