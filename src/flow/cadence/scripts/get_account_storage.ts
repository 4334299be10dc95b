import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_account_storage.cdc?raw';

export const getAccountStorageScript = defineScript(cadence, [
  ['address', 'Address'],
  ['domain', 'String'],
  ['offset', 'Int'],
  ['limit', 'Int'],
]);

/** Storage paths hold values; public paths hold capabilities. */
export type StorageDomain = 'storage' | 'public';

/** What is at a path, as far as the screens that show such things go. */
export type StorageKind = 'vault' | 'collection' | 'coa' | 'capability' | 'other';

/** One path of an account. The path and type come from the chain: untrusted text. */
export interface StorageEntry {
  readonly path: string;
  /** The stored value's type, or the public capability's type; '' when it cannot be read. */
  readonly type: string;
  /** null when the type cannot be loaded (its contract is broken): nothing else is known. */
  readonly kind: StorageKind | null;
}

export interface StoragePage {
  /** How many paths the domain holds in all. */
  readonly total: number;
  readonly entries: readonly StorageEntry[];
}

const KINDS: readonly string[] = ['vault', 'collection', 'coa', 'capability', 'other'];
const isKind = (text: string): text is StorageKind => KINDS.includes(text);

// What the script cuts at (256 characters, the last one "…"), plus room for that mark.
const MAX_TEXT = 257;

function readText(value: unknown, path: string): string {
  const text = read.string(value, path);
  if (Array.from(text).length > MAX_TEXT)
    throw new CadenceShapeError(path, 'at most 256 characters');
  return text;
}

function readEntry(value: unknown, path: string): StorageEntry {
  const struct = read.struct(value, path);
  const readable = field(struct, 'readable', read.bool, path);
  const kind = field(struct, 'kind', read.string, path);
  if (readable && !isKind(kind)) throw new CadenceShapeError(`${path}.kind`, 'a storage kind');
  return {
    path: field(struct, 'path', readText, path),
    type: field(struct, 'type', readText, path),
    kind: readable && isKind(kind) ? kind : null,
  };
}

/** `StoragePage` → the domain's size and at most `limit` entries, in the chain's order. */
export function decodeStoragePage(value: unknown, limit: number): StoragePage {
  const struct = read.struct(value);
  const total = field(struct, 'total', read.count);
  const entries = read
    .boundedArray(struct.entries, 'entries', Math.min(limit, total))
    .map((entry, index) => readEntry(entry, `entries[${index}]`));
  return { total, entries };
}
