import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WalletDeclinedError,
  WalletStoppedWaitingError,
  WalletTimeoutError,
  walletMayStillAnswer,
} from '../errors.ts';
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
    const closeWalletView = vi.fn(() => true);
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
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn(() => true) });
    await expect(guard.run(Promise.reject(new Error('Declined: no')))).rejects.toThrow(
      'Declined: no',
    );
    expect(guard.isOpen()).toBe(false);
  });

  it('cancel ends every open request as aborted by the user and closes the wallet view', async () => {
    const closeWalletView = vi.fn(() => true);
    const guard = createWalletRequestGuard({ closeWalletView });
    const first = guard.run(pendingRequest<string>().promise);
    const second = guard.run(pendingRequest<string>().promise);
    guard.cancel();
    for (const result of [first, second]) {
      const error = await result.catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(WalletDeclinedError);
      expect(error instanceof WalletDeclinedError && error.kind).toBe('aborted');
      expect(walletMayStillAnswer(error)).toBe(false);
    }
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(guard.isOpen()).toBe(false);
  });

  it('cancel with no wallet view to close only stops waiting: the wallet may still answer', async () => {
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn(() => false) });
    const result = guard.run(pendingRequest<string>().promise);
    guard.cancel();
    const error = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(WalletStoppedWaitingError);
    expect(walletMayStillAnswer(error)).toBe(true);
    expect(error instanceof WalletStoppedWaitingError && error.shortMessage).toBe(
      'Flowdeck stopped waiting. If your wallet still shows the request, reject it there.',
    );
    expect(guard.isOpen()).toBe(false);
  });

  it('cancel with nothing open does nothing', () => {
    const closeWalletView = vi.fn(() => true);
    createWalletRequestGuard({ closeWalletView }).cancel();
    expect(closeWalletView).not.toHaveBeenCalled();
  });

  it('a late answer after a cancel changes nothing', async () => {
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn(() => true) });
    const request = pendingRequest<string>();
    const result = guard.run(request.promise);
    guard.cancel();
    request.resolve('late');
    await expect(result).rejects.toBeInstanceOf(WalletDeclinedError);
  });

  it('gives up after the timeout, closing the wallet view: nothing was sent', async () => {
    vi.useFakeTimers();
    const closeWalletView = vi.fn(() => true);
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
    expect(walletMayStillAnswer(error)).toBe(false);
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(guard.isOpen()).toBe(false);
  });

  it('after the timeout with no wallet view to close, says the wallet may still answer', async () => {
    vi.useFakeTimers();
    const guard = createWalletRequestGuard({ closeWalletView: vi.fn(() => false) });
    const outcome = guard.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(WalletTimeoutError);
    expect(walletMayStillAnswer(error)).toBe(true);
    const message = error instanceof WalletTimeoutError ? error.shortMessage : '';
    expect(message).toBe(
      'The wallet did not answer within 5 minutes. Flowdeck stopped waiting. If your wallet ' +
        'still shows the request, reject it there.',
    );
    expect(message).not.toMatch(/nothing was sent/i);
  });

  it('removes FCL’s frame by default, after which nothing can be sent', async () => {
    const frame = { remove: vi.fn() };
    const getElementById = vi.fn((id: string) => (id === 'FCL_IFRAME' ? frame : null));
    vi.stubGlobal('document', { getElementById });
    try {
      const guard = createWalletRequestGuard();
      const result = guard.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
      guard.cancel();
      expect(await result).toBeInstanceOf(WalletDeclinedError);
      expect(frame.remove).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without FCL’s frame (a popup, tab or extension wallet) it only stops waiting', async () => {
    vi.stubGlobal('document', { getElementById: vi.fn(() => null) });
    try {
      const guard = createWalletRequestGuard();
      const result = guard.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
      guard.cancel();
      expect(await result).toBeInstanceOf(WalletStoppedWaitingError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
