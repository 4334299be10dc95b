import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0n, '0 B'],
    [999n, '999 B'],
    [1000n, '1 kB'],
    [52_000n, '52 kB'],
    [120_000n, '120 kB'],
    [150_000n, '150 kB'],
    [1_999_999n, '1.9 MB'],
    [100_000_000_000n, '100 GB'],
    [10n ** 15n, '1000 TB'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
