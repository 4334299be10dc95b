import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletDeclinedError, WalletTimeoutError } from '../errors.ts';
import { createWalletRequestGuard, WALLET_REQUEST_TIMEOUT_MS } from './wallet-request-guard.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A request that ends only when the test says so. */
function pendingRequest<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createWalletRequestGuard', () => {
  it('passes the wallet answer through and is open only meanwhile', async () => {
    const closeWalletView = vi.fn();
    const guard = createWalletRequestGuard({ closeWalletView });
    const changes = vi.fn();
    guard.subscribe(changes);
    const request = pendingRequest<string>();
    const result = guard.run(request.promise);
    expect(guard.isOpen()).toBe(true);
    request.resolve('id');
    await expect(result).resolves.toBe('id');
    expect(guard.isOpen()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(closeWalletView).not.toHaveBeenCalled();
  });

  it('passes the wallet rejection through', async () => {
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn() });
    await expect(guard.run(Promise.reject(new Error('Declined: no')))).rejects.toThrow(
      'Declined: no',
    );
    expect(guard.isOpen()).toBe(false);
  });

  it('cancel ends every open request as aborted by the user and closes the wallet view', async () => {
    const closeWalletView = vi.fn();
    const guard = createWalletRequestGuard({ closeWalletView });
    const first = guard.run(pendingRequest<string>().promise);
    const second = guard.run(pendingRequest<string>().promise);
    guard.cancel();
    for (const result of [first, second]) {
      const error = await result.catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(WalletDeclinedError);
      expect(error instanceof WalletDeclinedError && error.kind).toBe('aborted');
    }
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(guard.isOpen()).toBe(false);
  });

  it('cancel with nothing open does nothing', () => {
    const closeWalletView = vi.fn();
    createWalletRequestGuard({ closeWalletView }).cancel();
    expect(closeWalletView).not.toHaveBeenCalled();
  });

  it('a late answer after a cancel changes nothing', async () => {
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn() });
    const request = pendingRequest<string>();
    const result = guard.run(request.promise);
    guard.cancel();
    request.resolve('late');
    await expect(result).rejects.toBeInstanceOf(WalletDeclinedError);
  });

  it('gives up after the timeout, closing the wallet view', async () => {
    vi.useFakeTimers();
    const closeWalletView = vi.fn();
    const guard = createWalletRequestGuard({ closeWalletView });
    const result = guard.run(pendingRequest<string>().promise);
    const outcome = result.catch((reason: unknown) => reason);
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1);
    expect(guard.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(WalletTimeoutError);
    expect(error instanceof WalletTimeoutError && error.shortMessage).toMatch(
      /did not answer within 5 minutes.*Nothing was sent/,
    );
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(guard.isOpen()).toBe(false);
  });

  it('removes FCL’s frame by default', async () => {
    const frame = { remove: vi.fn() };
    const getElementById = vi.fn((id: string) => (id === 'FCL_IFRAME' ? frame : null));
    vi.stubGlobal('document', { getElementById });
    try {
      const guard = createWalletRequestGuard();
      const result = guard.run(pendingRequest<string>().promise).catch(() => 'ended');
      guard.cancel();
      await expect(result).resolves.toBe('ended');
      expect(frame.remove).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
