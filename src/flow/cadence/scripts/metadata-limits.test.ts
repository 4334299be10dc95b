import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METADATA_LIMITS } from './metadata-limits.ts';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('the read scripts cut untrusted metadata by METADATA_LIMITS', () => {
  it('get_nfts_page.cdc: names and thumbnails, and no description at all', () => {
    const cadence = source('./get_nfts_page.cdc');
    expect(cadence).toContain(`clipped(display?.name ?? "", ${METADATA_LIMITS.name})`);
    expect(cadence).toContain(`usableURI(display?.thumbnail?.uri(), ${METADATA_LIMITS.uri})`);
    expect(cadence).not.toMatch(/description:/);
  });

  it('get_nft_collections.cdc: name, description and both URIs', () => {
    const cadence = source('./get_nft_collections.cdc');
    expect(cadence).toContain(`clipped(display.name, ${METADATA_LIMITS.name})`);
    expect(cadence).toContain(
      `clipped(display.description, ${METADATA_LIMITS.collectionDescription})`,
    );
    expect(cadence).toContain(`usableURI(display.squareImage.file.uri(), ${METADATA_LIMITS.uri})`);
    expect(cadence).toContain(`usableURI(display.externalURL.url, ${METADATA_LIMITS.uri})`);
  });

  it('get_token_vaults.cdc: name, symbol and logo', () => {
    const cadence = source('./get_token_vaults.cdc');
    expect(cadence).toContain(`name: clipped(name!, ${METADATA_LIMITS.name})`);
    expect(cadence).toContain(`symbol: clipped(symbol!, ${METADATA_LIMITS.symbol})`);
    expect(cadence).toContain(
      `logo = usableURI(display!.logos.items[0].file.uri(), ${METADATA_LIMITS.uri})`,
    );
  });

  it('get_nft_detail.cdc: name, description, URIs and at most so many traits', () => {
    const cadence = source('./get_nft_detail.cdc');
    expect(cadence).toContain(`name: clipped(display?.name ?? "", ${METADATA_LIMITS.name})`);
    expect(cadence).toContain(
      `description: clipped(display?.description ?? "", ${METADATA_LIMITS.nftDescription})`,
    );
    expect(cadence).toContain(`usableURI(display?.thumbnail?.uri(), ${METADATA_LIMITS.uri})`);
    expect(cadence).toContain(
      `usableURI(MetadataViews.getExternalURL(nft)?.url, ${METADATA_LIMITS.uri})`,
    );
    expect(cadence).toContain(`if traits.length == ${METADATA_LIMITS.traits} {`);
    expect(cadence).toContain(
      `Trait(name: clipped(trait.name, ${METADATA_LIMITS.name}), value: clipped(value, ${METADATA_LIMITS.traitValue}))`,
    );
  });

  it('the EVM scripts: an ERC-20’s or ERC-721’s name and symbol', () => {
    expect(source('./get_evm_asset_info.cdc')).toContain(
      `name = clipped(text, ${METADATA_LIMITS.name})`,
    );
    expect(source('./get_evm_asset_info.cdc')).toContain(
      `symbol = clipped(text, ${METADATA_LIMITS.symbol})`,
    );
    expect(source('./get_evm_nfts.cdc')).toContain(
      `clipped(stringResult(coaAddress, erc721!, "name()") ?? "", ${METADATA_LIMITS.name})`,
    );
  });
});
