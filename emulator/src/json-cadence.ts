/** JSON-Cadence values (flow-protocol.md §2): builders for the arguments the seeding and tests send. */
import { normalizeAddress } from '../../fault-proxy/src/util.ts';
import { formatUFix64 } from '../../src/flow/ufix64.ts';

export interface JsonCadence {
  readonly type: string;
  readonly value?: unknown;
}

export const cadence = {
  ufix64: (units: bigint): JsonCadence => ({ type: 'UFix64', value: formatUFix64(units) }),
  address: (address: string): JsonCadence => ({
    type: 'Address',
    value: normalizeAddress(address),
  }),
  string: (value: string): JsonCadence => ({ type: 'String', value }),
  bool: (value: boolean): JsonCadence => ({ type: 'Bool', value }),
  uint8: (value: number): JsonCadence => ({ type: 'UInt8', value: String(value) }),
  uint32: (value: number): JsonCadence => ({ type: 'UInt32', value: String(value) }),
  uint64: (value: bigint | number): JsonCadence => ({ type: 'UInt64', value: String(value) }),
  uint: (value: bigint | number): JsonCadence => ({ type: 'UInt', value: String(value) }),
  int: (value: bigint | number): JsonCadence => ({ type: 'Int', value: String(value) }),
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
};
