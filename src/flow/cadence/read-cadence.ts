import { parseUFix64 } from '../ufix64.ts';

/** A script returned something other than what its Cadence declares: the script and the app disagree. */
export class CadenceShapeError extends Error {
  override name = 'CadenceShapeError';
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`Unexpected script result at ${path || 'the top level'}: expected ${expected}`);
  }
}

/**
 * Typed reads of FCL's decoded JSON-Cadence (structs as objects, numbers as decimal strings,
 * optionals as null). Each read names the path it failed at.
 */
export const read = {
  struct(value: unknown, path = ''): Readonly<Record<string, unknown>> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new CadenceShapeError(path, 'a struct');
    }
    return value as Record<string, unknown>;
  },
  array(value: unknown, path = ''): readonly unknown[] {
    if (!Array.isArray(value)) throw new CadenceShapeError(path, 'an array');
    return value;
  },
  /** An array of at most `max` entries: more is a sign of a broken or hostile answer. */
  boundedArray(value: unknown, path: string, max: number): readonly unknown[] {
    const array = read.array(value, path);
    if (array.length > max) throw new CadenceShapeError(path, `at most ${max} entries`);
    return array;
  },
  string(value: unknown, path = ''): string {
    if (typeof value !== 'string') throw new CadenceShapeError(path, 'a String');
    return value;
  },
  bool(value: unknown, path = ''): boolean {
    if (typeof value !== 'boolean') throw new CadenceShapeError(path, 'a Bool');
    return value;
  },
  /** UFix64 → raw units of 1e-8. */
  ufix64(value: unknown, path = ''): bigint {
    if (typeof value !== 'string' || !/^\d+\.\d{1,8}$/.test(value)) {
      throw new CadenceShapeError(path, 'a UFix64');
    }
    return parseUFix64(value);
  },
  /** Any unsigned integer type (UInt8…UInt256, UInt). */
  uint(value: unknown, path = ''): bigint {
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      throw new CadenceShapeError(path, 'an unsigned integer');
    }
    return BigInt(value);
  },
  /** An Int that must fit a JS number, like a count. */
  count(value: unknown, path = ''): number {
    if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) {
      throw new CadenceShapeError(path, 'a count');
    }
    return Number(value);
  },
  address(value: unknown, path = ''): string {
    if (typeof value !== 'string' || !/^0x[0-9a-f]{16}$/.test(value)) {
      throw new CadenceShapeError(path, 'an Address');
    }
    return value;
  },
  optional<value>(
    value: unknown,
    path: string,
    inner: (value: unknown, path: string) => value,
  ): value | null {
    return value === null || value === undefined ? null : inner(value, path);
  },
};

/** Reads `field` of a struct with one of the readers above. */
export function field<value>(
  struct: Readonly<Record<string, unknown>>,
  name: string,
  reader: (value: unknown, path: string) => value,
  path = '',
): value {
  return reader(struct[name], path ? `${path}.${name}` : name);
}
