import { describe, expect, it } from 'vitest';
import { decodeNftCollections, MAX_COLLECTIONS } from './get_nft_collections.ts';
import { decodeNftDetail } from './get_nft_detail.ts';
import { decodeNftPage } from './get_nfts_page.ts';

const collection = (storagePath: string, fields: Record<string, unknown> = {}) => ({
  identifier: `A.0ae53cb6e3f42a79.X.Collection`,
  storagePath,
  name: storagePath,
  description: '',
  squareImage: null,
  externalURL: 'https://example.com',
  count: '2',
  ...fields,
});

describe('decodeNftCollections', () => {
  it('default: reads every field and sorts by the name as shown, then the path', () => {
    const decoded = decodeNftCollections([
      collection('b', { name: 'beta' }),
      collection('z', { name: '\u200BAlpha' }),
      collection('a', { name: 'beta' }),
      collection('n', { name: 'Item 10' }),
      collection('m', { name: 'Item 9' }),
    ]);
    expect(decoded.map((c) => c.storagePath)).toEqual(['z', 'a', 'b', 'm', 'n']);
    expect(decoded[0]).toEqual({
      identifier: 'A.0ae53cb6e3f42a79.X.Collection',
      storagePath: 'z',
      name: '\u200BAlpha',
      description: '',
      squareImage: null,
      externalURL: 'https://example.com',
      count: 2,
    });
  });

  it.each([
    ['a non-array', {}, ''],
    ['a non-struct entry', ['x'], '[0]'],
    ['a count that is not one', [collection('a', { count: '1e3' })], '[0].count'],
    ['a missing name', [collection('a', { name: undefined })], '[0].name'],
    ['a non-string image', [collection('a', { squareImage: 5 })], '[0].squareImage'],
    ['a path with a slash', [collection('a/b')], '[0].storagePath'],
    [
      'too many collections',
      Array.from({ length: MAX_COLLECTIONS + 1 }, (_, i) => collection(`c${i}`)),
      '',
    ],
  ])('parameters: rejects %s, naming where', (_case, value, path) => {
    expect(() => decodeNftCollections(value)).toThrow(
      expect.objectContaining({ name: 'CadenceShapeError', path }),
    );
  });
});

describe('decodeNftPage', () => {
  const item = (id: string) => ({ id, name: 'N', thumbnail: null });

  it('default: reads the total and the items', () => {
    expect(
      decodeNftPage({ total: '600', items: [item('1'), item('18446744073709551615')] }, 60),
    ).toEqual({
      total: 600,
      items: [
        { id: 1n, name: 'N', thumbnail: null },
        { id: 18446744073709551615n, name: 'N', thumbnail: null },
      ],
    });
  });

  it.each([
    ['more items than the limit', { total: '600', items: Array(61).fill(item('1')) }, 'items'],
    ['more items than the total', { total: '1', items: [item('1'), item('2')] }, 'items'],
    ['a negative id', { total: '1', items: [item('-1')] }, 'items[0].id'],
    ['a numeric id', { total: '1', items: [{ ...item('1'), id: 1 }] }, 'items[0].id'],
    ['no total', { items: [] }, 'total'],
  ])('parameters: rejects %s', (_case, value, path) => {
    expect(() => decodeNftPage(value, 60)).toThrow(expect.objectContaining({ path }));
  });
});

describe('decodeNftDetail', () => {
  const detail = {
    id: '5',
    type: 'A.1.X.NFT',
    name: 'N',
    description: 'D',
    thumbnail: 'ipfs://x',
    serial: null,
    externalURL: null,
    traits: [{ name: 'a', value: 'b' }],
  };

  it('default: reads every field', () => {
    expect(decodeNftDetail({ ...detail, serial: '9' }, 5n)).toEqual({
      id: 5n,
      type: 'A.1.X.NFT',
      name: 'N',
      description: 'D',
      thumbnail: 'ipfs://x',
      serial: 9n,
      externalURL: null,
      traits: [{ name: 'a', value: 'b' }],
    });
  });

  it.each([
    ['another NFT', detail, 6n, 'id'],
    ['a trait without value', { ...detail, traits: [{ name: 'a' }] }, 5n, 'traits[0].value'],
    ['a serial as a number', { ...detail, serial: 9 }, 5n, 'serial'],
  ])('parameters: rejects %s', (_case, value, id, path) => {
    expect(() => decodeNftDetail(value, id)).toThrow(expect.objectContaining({ path }));
  });
});
