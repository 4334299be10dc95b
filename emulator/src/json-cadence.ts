/**
 * JSON-Cadence values (flow-protocol.md §2): builders for results and events, and checking of
 * received arguments against a parameter's Cadence type, as Cadence's decoder would
 * (onflow/cadence encoding/json/decode.go).
 */

import { isRecord, normalizeAddress } from '../../fault-proxy/src/util.ts';
import type { CadenceType } from '../../src/flow/cadence/parameters.ts';
import { formatUFix64, parseUFix64 } from '../../src/flow/ufix64.ts';

export interface JsonCadence {
  readonly type: string;
  readonly value?: unknown;
}

/** Cadence's fixed-point text: a dot with 1–8 decimals, no sign, no spaces. */
const UFIX64_TEXT = /^\d+\.\d{1,8}$/;
const FIX64_TEXT = /^-?\d+\.\d{1,8}$/;
/** Cadence's decoder: the `0x` prefix is required; 1–16 hex digits (odd counts are padded). */
const ADDRESS_TEXT = /^0x[0-9a-fA-F]{1,16}$/;

/** 1e-8 units of a Cadence UFix64 text, or null when Cadence's decoder would refuse it. */
function ufix64Units(text: string): bigint | null {
  if (!UFIX64_TEXT.test(text)) return null;
  try {
    return parseUFix64(text);
  } catch {
    return null;
  }
}

export const cadence = {
  ufix64: (units: bigint): JsonCadence => ({ type: 'UFix64', value: formatUFix64(units) }),
  address: (address: string): JsonCadence => ({
    type: 'Address',
    value: normalizeAddress(address),
  }),
  string: (value: string): JsonCadence => ({ type: 'String', value }),
  bool: (value: boolean): JsonCadence => ({ type: 'Bool', value }),
  uint64: (value: bigint | number): JsonCadence => ({ type: 'UInt64', value: String(value) }),
  uint: (value: bigint | number): JsonCadence => ({ type: 'UInt', value: String(value) }),
  int: (value: bigint | number): JsonCadence => ({ type: 'Int', value: String(value) }),
  uint8: (value: bigint | number): JsonCadence => ({ type: 'UInt8', value: String(value) }),
  uint256: (value: bigint | number): JsonCadence => ({ type: 'UInt256', value: String(value) }),
  array: (items: readonly JsonCadence[]): JsonCadence => ({ type: 'Array', value: [...items] }),
  optional: (inner: JsonCadence | null): JsonCadence => ({ type: 'Optional', value: inner }),
  dictionary: (entries: Record<string, JsonCadence>): JsonCadence => ({
    type: 'Dictionary',
    value: Object.entries(entries).map(([key, value]) => ({ key: cadence.string(key), value })),
  }),
  path: (domain: 'storage' | 'public', identifier: string): JsonCadence => ({
    type: 'Path',
    value: { domain, identifier },
  }),
  struct: (id: string, fields: Record<string, JsonCadence>): JsonCadence => ({
    type: 'Struct',
    value: { id, fields: Object.entries(fields).map(([name, value]) => ({ name, value })) },
  }),
  event: (id: string, fields: Record<string, JsonCadence>): JsonCadence => ({
    type: 'Event',
    value: { id, fields: Object.entries(fields).map(([name, value]) => ({ name, value })) },
  }),
};

/** Base64 of the compact JSON text (with Cadence's trailing newline). */
export function encodeJsonCadence(value: JsonCadence): string {
  return Buffer.from(`${JSON.stringify(value)}\n`, 'utf8').toString('base64');
}

/** Inclusive bounds; null is unbounded (Int and UInt are arbitrary-precision). */
const INTEGER_RANGES: Record<string, [bigint | null, bigint | null]> = {
  Int: [null, null],
  UInt: [0n, null],
  Int8: [-(2n ** 7n), 2n ** 7n - 1n],
  Int16: [-(2n ** 15n), 2n ** 15n - 1n],
  Int32: [-(2n ** 31n), 2n ** 31n - 1n],
  Int64: [-(2n ** 63n), 2n ** 63n - 1n],
  Int128: [-(2n ** 127n), 2n ** 127n - 1n],
  Int256: [-(2n ** 255n), 2n ** 255n - 1n],
  UInt8: [0n, 2n ** 8n - 1n],
  UInt16: [0n, 2n ** 16n - 1n],
  UInt32: [0n, 2n ** 32n - 1n],
  UInt64: [0n, 2n ** 64n - 1n],
  UInt128: [0n, 2n ** 128n - 1n],
  UInt256: [0n, 2n ** 256n - 1n],
  Word8: [0n, 2n ** 8n - 1n],
  Word16: [0n, 2n ** 16n - 1n],
  Word32: [0n, 2n ** 32n - 1n],
  Word64: [0n, 2n ** 64n - 1n],
  Word128: [0n, 2n ** 128n - 1n],
  Word256: [0n, 2n ** 256n - 1n],
};

const ANY_TYPES = new Set(['AnyStruct', 'AnyResource', 'Any']);
const PATH_TYPES = new Set(['Path', 'StoragePath', 'PublicPath', 'PrivatePath', 'CapabilityPath']);
const FIX64_MAX_UNITS = 2n ** 63n - 1n;
const FIX64_MIN_UNITS = -(2n ** 63n);

function typeName(type: CadenceType): string {
  switch (type.kind) {
    case 'nominal':
      return type.name;
    case 'optional':
      return `${typeName(type.type)}?`;
    case 'array':
      return `[${typeName(type.element)}]`;
    case 'dictionary':
      return `{${typeName(type.key)}: ${typeName(type.value)}}`;
    default:
      return type.kind;
  }
}

/**
 * Checks one JSON-Cadence value against a parameter type. Returns null when valid, otherwise
 * a description of the problem in the spirit of Cadence's decoder errors.
 */
export function checkJsonCadence(value: unknown, type: CadenceType): string | null {
  if (!isRecord(value) || typeof value.type !== 'string') {
    return 'failed to decode value: invalid JSON Cadence structure';
  }
  const expected = (): string =>
    `expected value of type \`${typeName(type)}\`, got \`${String(value.type)}\``;
  switch (type.kind) {
    case 'resource':
      return checkJsonCadence(value, type.type);
    case 'optional': {
      if (value.type !== 'Optional') return expected();
      if (value.value === null || value.value === undefined) return null;
      return checkJsonCadence(value.value, type.type);
    }
    case 'array': {
      if (value.type !== 'Array' || !Array.isArray(value.value)) return expected();
      if (type.size !== undefined && value.value.length !== type.size) {
        return `expected array of size ${type.size}, got ${value.value.length}`;
      }
      for (const [index, item] of value.value.entries()) {
        const problem = checkJsonCadence(item, type.element);
        if (problem !== null) return `element ${index}: ${problem}`;
      }
      return null;
    }
    case 'dictionary': {
      if (value.type !== 'Dictionary' || !Array.isArray(value.value)) return expected();
      for (const entry of value.value) {
        if (!isRecord(entry)) return 'failed to decode value: invalid dictionary entry';
        const problem =
          checkJsonCadence(entry.key, type.key) ?? checkJsonCadence(entry.value, type.value);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'nominal':
      return checkNominal(value, type.name, expected);
    case 'instantiation': {
      const base = type.type.kind === 'nominal' ? type.type.name : '';
      if (base === 'Capability' && value.type !== 'Capability') return expected();
      return null;
    }
    default:
      // References, intersections and function types cannot be passed as JSON arguments in a
      // checkable way here; accept any well-formed value.
      return null;
  }
}

function checkNominal(
  value: Record<string, unknown>,
  name: string,
  expected: () => string,
): string | null {
  if (ANY_TYPES.has(name)) return null;
  const raw = value.value;
  const range = INTEGER_RANGES[name];
  if (range !== undefined) {
    if (value.type !== name) return expected();
    if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) {
      return `failed to decode value: invalid ${name} value ${JSON.stringify(raw)}`;
    }
    const n = BigInt(raw);
    const [min, max] = range;
    if ((min !== null && n < min) || (max !== null && n > max)) {
      return `failed to decode value: ${name} value ${raw} is out of range`;
    }
    return null;
  }
  switch (name) {
    case 'UFix64':
      if (value.type !== name) return expected();
      if (typeof raw !== 'string' || ufix64Units(raw) === null) {
        return `failed to decode value: invalid UFix64 value ${JSON.stringify(raw)}`;
      }
      return null;
    case 'Fix64': {
      if (value.type !== name) return expected();
      if (typeof raw !== 'string' || !FIX64_TEXT.test(raw)) {
        return `failed to decode value: invalid Fix64 value ${JSON.stringify(raw)}`;
      }
      const magnitude = ufix64Units(raw.replace(/^-/, ''));
      const units = magnitude === null ? null : raw.startsWith('-') ? -magnitude : magnitude;
      if (units === null || units > FIX64_MAX_UNITS || units < FIX64_MIN_UNITS) {
        return `failed to decode value: Fix64 value ${raw} is out of range`;
      }
      return null;
    }
    case 'Address':
      if (value.type !== name) return expected();
      if (typeof raw !== 'string' || !ADDRESS_TEXT.test(raw)) {
        return `failed to decode value: invalid address prefix or length: ${JSON.stringify(raw)}`;
      }
      return null;
    case 'String':
      if (value.type !== name) return expected();
      return typeof raw === 'string' ? null : 'failed to decode value: invalid String value';
    case 'Character':
      if (value.type !== name) return expected();
      return typeof raw === 'string' && [...raw].length === 1
        ? null
        : 'failed to decode value: invalid Character value';
    case 'Bool':
      if (value.type !== name) return expected();
      return typeof raw === 'boolean' ? null : 'failed to decode value: invalid Bool value';
    case 'Type':
      return value.type === 'Type' ? null : expected();
    default:
      break;
  }
  if (PATH_TYPES.has(name)) {
    if (value.type !== 'Path' || !isRecord(raw)) return expected();
    const domain = raw.domain;
    const wanted: Record<string, string> = {
      StoragePath: 'storage',
      PublicPath: 'public',
      PrivatePath: 'private',
    };
    const need = wanted[name];
    if (need !== undefined && domain !== need) return expected();
    return null;
  }
  // A composite type (struct, resource, enum), possibly qualified like `Contract.Struct`.
  if (!['Struct', 'Resource', 'Enum', 'Event', 'Contract'].includes(value.type as string)) {
    return expected();
  }
  const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : '';
  return id === name || id.endsWith(`.${name}`) ? null : expected();
}

/** Reads a UFix64 argument (already checked) as 1e-8 units. */
export function ufix64Arg(value: unknown): bigint {
  const raw = isRecord(value) ? value.value : undefined;
  const units = typeof raw === 'string' ? ufix64Units(raw) : null;
  if (units === null) throw new Error('not a UFix64 argument');
  return units;
}

/** Reads an Address argument (already checked) as `0x` + 16 lowercase hex, padded. */
export function addressArg(value: unknown): string {
  const raw = isRecord(value) ? value.value : undefined;
  if (typeof raw !== 'string' || !ADDRESS_TEXT.test(raw))
    throw new Error('not an Address argument');
  return normalizeAddress(raw);
}

/** Reads a String argument (already checked). */
export function stringArg(value: unknown): string {
  const raw = isRecord(value) ? value.value : undefined;
  if (typeof raw !== 'string') throw new Error('not a String argument');
  return raw;
}

/** Reads an array argument (already checked) with a reader for its elements. */
export function arrayArg<T>(value: unknown, element: (item: unknown) => T): T[] {
  const raw = isRecord(value) ? value.value : undefined;
  if (!Array.isArray(raw)) throw new Error('not an Array argument');
  return raw.map(element);
}

/** Reads an optional argument (already checked) with a reader for its inner value; null for nil. */
export function optionalArg<T>(value: unknown, inner: (value: unknown) => T): T | null {
  if (!isRecord(value) || value.type !== 'Optional') throw new Error('not an Optional argument');
  return value.value === null || value.value === undefined ? null : inner(value.value);
}

/** Reads a Bool argument (already checked). */
export function boolArg(value: unknown): boolean {
  const raw = isRecord(value) ? value.value : undefined;
  if (typeof raw !== 'boolean') throw new Error('not a Bool argument');
  return raw;
}

/** Reads an integer argument (already checked) as bigint. */
export function integerArg(value: unknown): bigint {
  const raw = isRecord(value) ? value.value : undefined;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) throw new Error('not an integer argument');
  return BigInt(raw);
}
