import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners.ts';

describe('createListeners', () => {
  it('calls each subscribed listener until it unsubscribes', () => {
    const listeners = createListeners();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    listeners.notify();
    unsubscribeFirst();
    listeners.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(listeners.size()).toBe(1);
  });

  it('keeps one subscription per listener', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    listeners.subscribe(listener);
    listeners.subscribe(listener);
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('changes only the next round when a listener unsubscribes or subscribes another', () => {
    const listeners = createListeners();
    const later = vi.fn();
    const added = vi.fn();
    listeners.subscribe(() => {
      unsubscribeLater();
      listeners.subscribe(added);
    });
    const unsubscribeLater = listeners.subscribe(later);
    listeners.notify();
    expect(later).toHaveBeenCalledTimes(1);
    expect(added).not.toHaveBeenCalled();
    listeners.notify();
    expect(later).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('clear removes every listener', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    listeners.subscribe(listener);
    listeners.clear();
    listeners.notify();
    expect(listener).not.toHaveBeenCalled();
    expect(listeners.size()).toBe(0);
  });
});
