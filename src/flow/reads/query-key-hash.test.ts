import { describe, expect, it } from 'vitest';
import { hashFlowQueryKey } from './query-key-hash.ts';

describe('hashFlowQueryKey', () => {
  it('hashes bigint parameters, apart from the same digits as text', () => {
    expect(hashFlowQueryKey(['flow', 'local', 'nftDetail', { id: 5n }])).not.toBe(
      hashFlowQueryKey(['flow', 'local', 'nftDetail', { id: '5' }]),
    );
    expect(hashFlowQueryKey([{ id: 2n ** 64n - 1n }])).toBe(
      '[{"id":{"$bigint":"18446744073709551615"}}]',
    );
  });

  it('does not depend on the order parameters were written in', () => {
    expect(hashFlowQueryKey([{ address: '0x1', offset: 0 }])).toBe(
      hashFlowQueryKey([{ offset: 0, address: '0x1' }]),
    );
  });

  it('keeps null and arrays as they are', () => {
    expect(hashFlowQueryKey(['flow', 'local', 'x', null, [1, 2]])).toBe(
      '["flow","local","x",null,[1,2]]',
    );
  });
});
