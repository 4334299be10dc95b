import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WalletDeclinedError,
  WalletStoppedWaitingError,
  WalletTimeoutError,
  walletMayStillAnswer,
} from '../errors.ts';
import { createWalletGate, WALLET_REQUEST_TIMEOUT_MS } from './wallet-gate.ts';

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

describe('createWalletGate', () => {
  it('passes the wallet answer through and is waiting only meanwhile', async () => {
    const closeWalletView = vi.fn(() => true);
    const gate = createWalletGate({ closeWalletView });
    const changes = vi.fn();
    gate.subscribe(changes);
    const request = pendingRequest<string>();
    const result = gate.run(request.promise);
    expect(gate.isWaiting()).toBe(true);
    request.resolve('id');
    await expect(result).resolves.toBe('id');
    expect(gate.isWaiting()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(closeWalletView).not.toHaveBeenCalled();
  });

  it('passes the wallet rejection through', async () => {
    const gate = createWalletGate({ closeWalletView: vi.fn(() => true) });
    await expect(gate.run(Promise.reject(new Error('Declined: no')))).rejects.toThrow(
      'Declined: no',
    );
    expect(gate.isWaiting()).toBe(false);
  });

  it('cancel ends every open request as aborted by the user and closes the wallet view', async () => {
    const closeWalletView = vi.fn(() => true);
    const gate = createWalletGate({ closeWalletView });
    const first = gate.run(pendingRequest<string>().promise);
    const second = gate.run(pendingRequest<string>().promise);
    gate.cancel();
    for (const result of [first, second]) {
      const error = await result.catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(WalletDeclinedError);
      expect(error instanceof WalletDeclinedError && error.kind).toBe('aborted');
      expect(walletMayStillAnswer(error)).toBe(false);
    }
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(gate.isWaiting()).toBe(false);
  });

  it('cancel with no wallet view to close only stops waiting: the wallet may still answer', async () => {
    const gate = createWalletGate({ closeWalletView: vi.fn(() => false) });
    const result = gate.run(pendingRequest<string>().promise);
    gate.cancel();
    const error = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(WalletStoppedWaitingError);
    expect(walletMayStillAnswer(error)).toBe(true);
    expect(error instanceof WalletStoppedWaitingError && error.shortMessage).toBe(
      'Flowdeck stopped waiting. If your wallet still shows the request, reject it there.',
    );
    expect(gate.isWaiting()).toBe(false);
  });

  it('cancel with nothing open does nothing', () => {
    const closeWalletView = vi.fn(() => true);
    createWalletGate({ closeWalletView }).cancel();
    expect(closeWalletView).not.toHaveBeenCalled();
  });

  it('a late answer after a cancel changes nothing', async () => {
    const gate = createWalletGate({ closeWalletView: vi.fn(() => true) });
    const request = pendingRequest<string>();
    const result = gate.run(request.promise);
    gate.cancel();
    request.resolve('late');
    await expect(result).rejects.toBeInstanceOf(WalletDeclinedError);
  });

  it('gives up after the timeout, closing the wallet view: nothing was sent', async () => {
    vi.useFakeTimers();
    const closeWalletView = vi.fn(() => true);
    const gate = createWalletGate({ closeWalletView });
    const result = gate.run(pendingRequest<string>().promise);
    const outcome = result.catch((reason: unknown) => reason);
    vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1);
    expect(gate.isWaiting()).toBe(true);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(WalletTimeoutError);
    expect(error instanceof WalletTimeoutError && error.shortMessage).toMatch(
      /did not answer within 5 minutes.*Nothing was sent/,
    );
    expect(walletMayStillAnswer(error)).toBe(false);
    expect(closeWalletView).toHaveBeenCalledTimes(1);
    expect(gate.isWaiting()).toBe(false);
  });

  it('after the timeout with no wallet view to close, says the wallet may still answer', async () => {
    vi.useFakeTimers();
    const gate = createWalletGate({ closeWalletView: vi.fn(() => false) });
    const outcome = gate.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
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
      const gate = createWalletGate();
      const result = gate.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
      gate.cancel();
      expect(await result).toBeInstanceOf(WalletDeclinedError);
      expect(frame.remove).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without FCL’s frame (a popup, tab or extension wallet) it only stops waiting', async () => {
    vi.stubGlobal('document', { getElementById: vi.fn(() => null) });
    try {
      const gate = createWalletGate();
      const result = gate.run(pendingRequest<string>().promise).catch((reason: unknown) => reason);
      gate.cancel();
      expect(await result).toBeInstanceOf(WalletStoppedWaitingError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the one wallet request slot', () => {
  it('is taken at once, refused to a second caller until released, and released only once', () => {
    const gate = createWalletGate({ closeWalletView: vi.fn(() => true) });
    const changes = vi.fn();
    gate.subscribe(changes);
    const first = gate.acquire();
    expect(first).not.toBeNull();
    expect(gate.isBusy()).toBe(true);
    // The double click: a second call in the same tick, before anything re-renders.
    expect(gate.acquire()).toBeNull();
    first?.release();
    expect(gate.isBusy()).toBe(false);
    const second = gate.acquire();
    expect(second).not.toBeNull();
    // The first holder releasing again must not free the second's slot.
    first?.release();
    expect(gate.isBusy()).toBe(true);
    second?.release();
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('stays taken after a cancel that only stopped waiting, until its holder releases it', async () => {
    const gate = createWalletGate({ closeWalletView: vi.fn(() => false) });
    const pass = gate.acquire();
    const request = pendingRequest<string>();
    const result = gate.run(request.promise).catch((reason: unknown) => reason);
    expect(gate.isWaiting()).toBe(true);
    gate.cancel();
    expect(await result).toBeInstanceOf(WalletStoppedWaitingError);
    expect(gate.isWaiting()).toBe(false);
    // The wallet may still approve: nothing else may open meanwhile.
    expect(gate.isBusy()).toBe(true);
    expect(gate.acquire()).toBeNull();
    pass?.release();
    expect(gate.acquire()).not.toBeNull();
  });
});
