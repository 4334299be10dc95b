import { describe, expect, it } from 'vitest';
import { accessNodeErrorFromResponse } from '../errors.ts';
import { readIsolating } from './isolate.ts';

const contractPanic = (name: string) =>
  accessNodeErrorFromResponse(
    400,
    `[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: ${name} is broken\n --> 0123456789abcdef.${name}:5:8\n`,
  );

/** A read of keys 0…n−1 where the keys in `broken` fail inside their contract. */
function reader(broken: ReadonlySet<number>) {
  const requests: number[][] = [];
  const read = async (keys: readonly number[]) => {
    requests.push([...keys]);
    const bad = keys.find((key) => broken.has(key));
    if (bad !== undefined) throw contractPanic(`C${bad}`);
    return keys.map((key) => `item ${key}`);
  };
  return { read, requests };
}

const keys = (n: number) => Array.from({ length: n }, (_, index) => index);

describe('readIsolating', () => {
  it('reads a healthy list in one request', async () => {
    const { read, requests } = reader(new Set());
    const result = await readIsolating(keys(40), read);
    expect(result).toEqual({
      items: keys(40).map((key) => `item ${key}`),
      failed: [],
      requests: 1,
    });
    expect(requests).toHaveLength(1);
  });

  it('isolates one failing key among 40 in a few requests, keeping every other item in order', async () => {
    const { read } = reader(new Set([17]));
    const result = await readIsolating(keys(40), read);
    expect(result.items).toEqual(
      keys(40)
        .filter((key) => key !== 17)
        .map((key) => `item ${key}`),
    );
    expect(result.failed).toEqual([
      { key: 17, failure: expect.objectContaining({ contract: 'C17' }) },
    ]);
    // 1 + 2 per level, about log2(40) levels.
    expect(result.requests).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(40)));
  });

  it('isolates several failing keys, each with its own contract', async () => {
    const { read } = reader(new Set([0, 9, 10]));
    const result = await readIsolating(keys(12), read);
    expect(result.failed.map(({ key, failure }) => [key, failure.contract])).toEqual([
      [0, 'C0'],
      [9, 'C9'],
      [10, 'C10'],
    ]);
    expect(result.items).toHaveLength(9);
  });

  it('stops at its request budget and reports what is left unresolved as failed', async () => {
    const every = new Set(keys(64));
    const { read } = reader(every);
    const result = await readIsolating(keys(64), read, 8);
    expect(result.requests).toBeLessThanOrEqual(8);
    expect(result.items).toEqual([]);
    expect(result.failed.map(({ key }) => key).sort((a, b) => a - b)).toEqual(keys(64));
  });

  it('throws any other error at once, without splitting', async () => {
    const requests: number[] = [];
    const failing = async (part: readonly number[]) => {
      requests.push(part.length);
      throw accessNodeErrorFromResponse(503, 'unavailable');
    };
    await expect(readIsolating(keys(10), failing)).rejects.toThrow();
    expect(requests).toEqual([10]);
  });

  it('makes no request for no keys', async () => {
    const { read, requests } = reader(new Set());
    expect(await readIsolating([], read)).toEqual({ items: [], failed: [], requests: 0 });
    expect(requests).toEqual([]);
  });

  describe('a read over the script limits (1110)', () => {
    const overLimit = () =>
      accessNodeErrorFromResponse(
        400,
        '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: [Error Code: 1110] computation exceeds limit (100000)\n --> 5c3f:40:4',
      );
    /** A node that lets a script read at most `fits` keys. */
    const node = (fits: number) => {
      const sizes: number[] = [];
      const read = async (part: readonly number[]) => {
        sizes.push(part.length);
        if (part.length > fits) throw overLimit();
        return part.map((key) => `item ${key}`);
      };
      return { read, sizes };
    };

    it('splits until every request fits, marking nothing', async () => {
      const { read, sizes } = node(300);
      const result = await readIsolating(keys(1000), read);
      expect(result.items).toEqual(keys(1000).map((key) => `item ${key}`));
      expect(result.failed).toEqual([]);
      expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(500);
      expect(result.requests).toBe(7);
    });

    it('fails the read when one key alone is over the limit', async () => {
      const { read } = node(0);
      await expect(readIsolating(keys(2), read)).rejects.toThrow();
    });
  });
});
