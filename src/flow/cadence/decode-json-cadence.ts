import { CADENCE_INTEGER_TYPES } from './json-cadence.ts';

/**
 * A JSON-Cadence value as FCL's `decode` (@onflow/sdk) gives it, which is what the app's
 * decoders read: numbers, addresses and strings stay text, Void is null, an Optional is its
 * value or null, arrays are arrays, dictionaries and composites (Struct, Resource, Event, Enum)
 * are objects keyed by decoded key or field name, a Type is its static type, an InclusiveRange
 * is `{ start, end, step }`, and a Path or Capability stays as sent. Like FCL, it throws on a
 * kind it does not know (Contract, Function...). A test holds it to FCL's own output.
 *
 * Unlike FCL, a key such as `__proto__` becomes an own property instead of the prototype: the
 * text comes from other people's contracts.
 */
export function decodeJsonCadence(value: unknown): unknown {
  return decode(value, []);
}

const PASSED_AS_SENT: ReadonlySet<string> = new Set([
  ...CADENCE_INTEGER_TYPES,
  'UFix64',
  'Fix64',
  'UFix128',
  'Fix128',
  'String',
  'Character',
  'Bool',
  'Address',
  'Reference',
  'Path',
  'Capability',
]);

const COMPOSITES: ReadonlySet<string> = new Set(['Event', 'Resource', 'Struct', 'Enum']);

function decode(encoded: unknown, stack: readonly string[]): unknown {
  const { type, value } = asRecord(encoded, stack);
  if (typeof type !== 'string') throw new Error(`Not JSON-Cadence at ${where(stack)}`);
  if (PASSED_AS_SENT.has(type)) return value;
  if (COMPOSITES.has(type)) {
    const fields = asRecord(value, stack).fields;
    return decodeEntries(asArray(fields, stack), (field) => {
      const { name, value: fieldValue } = asRecord(field, stack);
      return [String(name), decode(fieldValue, [...stack, String(name)])];
    });
  }
  switch (type) {
    case 'Void':
      return null;
    case 'Optional':
      return value ? decode(value, stack) : null;
    case 'Array':
      return asArray(value, stack).map((item) => decode(item, [...stack, type]));
    case 'Dictionary':
      return decodeEntries(asArray(value, stack), (entry) => {
        const { key, value: entryValue } = asRecord(entry, stack);
        const decodedKey = String(decode(key, stack));
        return [decodedKey, decode(entryValue, [...stack, decodedKey])];
      });
    case 'Type':
      return asRecord(value, stack).staticType;
    case 'InclusiveRange': {
      const range = asRecord(value, stack);
      return decodeEntries(['start', 'end', 'step'], (key) => [
        key,
        decode(range[key], [...stack, key]),
      ]);
    }
    default:
      throw new Error(`Undefined Decoder Error: ${type}@${where(stack)}`);
  }
}

function decodeEntries<item>(
  items: readonly item[],
  entryOf: (item: item) => readonly [string, unknown],
): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const item of items) {
    const [key, value] = entryOf(item);
    Object.defineProperty(decoded, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return decoded;
}

function asRecord(value: unknown, stack: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Not JSON-Cadence at ${where(stack)}`);
  }
  return value as Record<string, unknown>;
}

function asArray(value: unknown, stack: readonly string[]): readonly unknown[] {
  if (!Array.isArray(value)) throw new Error(`Not JSON-Cadence at ${where(stack)}`);
  return value;
}

const where = (stack: readonly string[]) => stack.join('.') || 'the top';
