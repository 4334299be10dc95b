/** Failed `assert`s of the app's own transactions, located in their `.cdc` source. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CADENCE_DIR, lineColumnAt } from '../cadence.ts';
import { cadenceRuntimeError } from '../errors.ts';
import type { TransactionContext } from './types.ts';

const sources = new Map<string, string>();

function sourceOf(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(join(CADENCE_DIR, file), 'utf8');
    sources.set(file, source);
  }
  return source;
}

function offsetOf(source: string, needle: string, file: string): number {
  const offset = source.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in ${file}`);
  return offset;
}

/**
 * Fails like a failed `assert(condition, message: …)` in the transaction's `.cdc` file:
 * `needle` is text inside that assert call, which Cadence reports at the `assert` itself.
 */
export function assertionFailed(
  ctx: TransactionContext,
  file: string,
  message: string,
  needle: string,
): never {
  const source = sourceOf(file);
  const start = source.lastIndexOf('assert(', offsetOf(source, needle, file));
  throw cadenceRuntimeError(
    `assertion failed: ${message}`,
    `${ctx.transactionId}:${lineColumnAt(source, start)}`,
  );
}
