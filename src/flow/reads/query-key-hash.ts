import type { QueryKey } from '@tanstack/query-core';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * TanStack Query's key hash (JSON with object keys sorted), which also takes bigint: reads are
 * keyed by their parameters, and ids and amounts are bigint (`{"$bigint":"5"}` keeps 5n and "5"
 * apart).
 */
export function hashFlowQueryKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) => {
    if (typeof value === 'bigint') return { $bigint: value.toString() };
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, value[name]]),
    );
  });
}
