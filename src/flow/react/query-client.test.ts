import { describe, expect, it } from 'vitest';
import { hashFlowQueryKey } from '../reads/query-key-hash.ts';
import { createFlowQueryClient } from './query-client.ts';

describe('createFlowQueryClient', () => {
  it('has exactly the specified query and mutation defaults', () => {
    const defaults = createFlowQueryClient().getDefaultOptions();
    expect(defaults.queries).toEqual({
      retry: false,
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      queryKeyHashFn: hashFlowQueryKey,
    });
    expect(defaults.mutations).toEqual({ retry: false });
  });

  it('does not retry a failing query', async () => {
    const client = createFlowQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: async () => {
          calls += 1;
          throw new Error('node down');
        },
      }),
    ).rejects.toThrow('node down');
    expect(calls).toBe(1);
  });

  it('keeps reads apart by bigint parameters', async () => {
    const client = createFlowQueryClient();
    const read = (id: bigint) =>
      client.fetchQuery({ queryKey: ['flow', 'testnet', 'nftDetail', { id }], queryFn: () => id });
    expect(await read(1n)).toBe(1n);
    expect(await read(2n)).toBe(2n);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
