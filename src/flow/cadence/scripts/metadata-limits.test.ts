import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METADATA_LIMITS } from './metadata-limits.ts';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('the list scripts cut untrusted metadata by METADATA_LIMITS', () => {
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
});
