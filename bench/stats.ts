/** Small numeric helpers for the benchmark's samples. */
import { gzipSync } from 'node:zlib';

/** gzip -9 size of some bytes, so sizes never depend on how a server compresses. */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

export const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Bytes as kilobytes (1000 bytes) with one decimal, as the issue states its budgets. */
export const kb = (bytes: number): number => round(bytes / 1000, 1);
