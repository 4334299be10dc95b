import { describe, expect, it, vi } from 'vitest';
import { FakeFlowClient } from '../react/testing/fake-flow-client.ts';
import { createLazyClient } from './lazy-client.ts';

describe('createLazyClient', () => {
  it('loads once, on the first get, never for a listener', async () => {
    const client = new FakeFlowClient();
    const load = vi.fn(async () => client);
    const lazy = createLazyClient(load);
    const seen: unknown[] = [];
    lazy.onLoaded((loaded) => seen.push(loaded));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(lazy.loaded()).toBeNull();

    const [first, second] = await Promise.all([lazy.get(), lazy.get()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([client]);
    expect(lazy.loaded()).toBe(client);

    // Once loaded, a new listener hears at once.
    const late = vi.fn();
    lazy.onLoaded(late);
    expect(late).toHaveBeenCalledWith(client);
  });

  it('tries a failed load again, and tells listeners when it finally loads', async () => {
    const client = new FakeFlowClient();
    const load = vi
      .fn<() => Promise<FakeFlowClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(client);
    const lazy = createLazyClient(load);
    const listener = vi.fn();
    lazy.onLoaded(listener);
    await expect(lazy.get()).rejects.toThrow('chunk failed');
    expect(listener).not.toHaveBeenCalled();
    expect(await lazy.get()).toBe(client);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a cancelled listener', async () => {
    const lazy = createLazyClient(async () => new FakeFlowClient());
    const listener = vi.fn();
    lazy.onLoaded(listener)();
    await lazy.get();
    expect(listener).not.toHaveBeenCalled();
  });
});
