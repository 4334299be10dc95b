import { describe, expect, it } from 'vitest';
import { decodeStoragePage } from './get_account_storage.ts';

const entry = (path: string, type: string, kind: string, readable = true) => ({
  path,
  type,
  kind,
  readable,
});

describe('decodeStoragePage', () => {
  it('reads readable entries with their kind, and unreadable ones with none', () => {
    expect(
      decodeStoragePage(
        {
          total: '3',
          entries: [
            entry('/storage/flowTokenVault', 'A.1.FlowToken.Vault', 'vault'),
            entry('/storage/fragile', 'A.2.Fragile.R', '', false),
            entry('/public/fragile', '', '', false),
          ],
        },
        10,
      ),
    ).toEqual({
      total: 3,
      entries: [
        { path: '/storage/flowTokenVault', type: 'A.1.FlowToken.Vault', kind: 'vault' },
        { path: '/storage/fragile', type: 'A.2.Fragile.R', kind: null },
        { path: '/public/fragile', type: '', kind: null },
      ],
    });
  });

  it('refuses an unknown kind, a text longer than the script sends, and more entries than asked', () => {
    expect(() =>
      decodeStoragePage({ total: '1', entries: [entry('/storage/a', 'T', 'weird')] }, 10),
    ).toThrow(/entries\[0\]\.kind/);
    expect(() =>
      decodeStoragePage(
        { total: '1', entries: [entry('/storage/a', 'T'.repeat(258), 'other')] },
        10,
      ),
    ).toThrow(/entries\[0\]\.type/);
    const three = [1, 2, 3].map((n) => entry(`/storage/p${n}`, 'String', 'other'));
    expect(() => decodeStoragePage({ total: '3', entries: three }, 2)).toThrow(/entries/);
    expect(() => decodeStoragePage({ total: '2', entries: three }, 10)).toThrow(/entries/);
  });
});
