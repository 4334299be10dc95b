import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessNodeError } from '../errors.ts';
import { QUERY_DEADLINE_MS, withDeadline } from './query-deadline.ts';

describe('withDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a read that never answers once the deadline has passed, with a timeout error', async () => {
    const outcome = withDeadline(() => new Promise<never>(() => {})).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(QUERY_DEADLINE_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).kind).toBe('timeout');
    expect((error as AccessNodeError).shortMessage).toMatch(/did not answer in time/);
  });

  it('passes an answer or a failure that comes in time through unchanged', async () => {
    await expect(withDeadline(async () => 42, 1000)).resolves.toBe(42);
    const failure = new Error('no');
    await expect(withDeadline(() => Promise.reject(failure), 1000)).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
