/** A JSON-Cadence value as sent to the access node, e.g. `{ type: 'UFix64', value: '1.00000000' }`. */
export type CadenceValue =
  | { readonly type: 'Void' }
  | { readonly type: 'Optional'; readonly value: CadenceValue | null }
  | { readonly type: 'Array'; readonly value: readonly CadenceValue[] }
  | {
      readonly type: 'Dictionary';
      readonly value: readonly { readonly key: CadenceValue; readonly value: CadenceValue }[];
    }
  | { readonly type: 'Bool'; readonly value: boolean }
  | { readonly type: CadenceScalarType; readonly value: string }
  | { readonly type: CadenceCompositeKind; readonly value: CadenceComposite }
  | { readonly type: 'Path'; readonly value: CadencePath }
  | { readonly type: 'Type'; readonly value: { readonly staticType: CadenceTypeJson } }
  | {
      readonly type: 'Capability';
      readonly value: {
        readonly id?: string;
        readonly address: string;
        readonly borrowType: CadenceTypeJson;
      };
    }
  | { readonly type: 'Function'; readonly value: { readonly functionType: CadenceTypeJson } }
  | {
      readonly type: 'InclusiveRange';
      readonly value: {
        readonly start: CadenceValue;
        readonly end: CadenceValue;
        readonly step: CadenceValue;
      };
    };

/** The composite kinds of JSON-Cadence; their value is `{ id, fields }`. */
type CadenceCompositeKind = 'Struct' | 'Resource' | 'Event' | 'Contract' | 'Enum';

interface CadenceComposite {
  /** The fully qualified type id, e.g. `A.0ae53cb6e3f42a79.FlowToken.Vault`. */
  readonly id: string;
  readonly fields: readonly { readonly name: string; readonly value: CadenceValue }[];
}

interface CadencePath {
  readonly domain: string;
  readonly identifier: string;
}

/**
 * A JSON-Cadence type description (`{ kind: 'Int' }`, `{ kind: 'Optional', type: … }`, or a
 * repeated type's id as a bare string); read by result-tree.ts, kept loose on purpose.
 */
type CadenceTypeJson = string | { readonly kind: string; readonly [field: string]: unknown };

/** Cadence's integer types (Int/UInt unbounded, the others fixed-width; Word types wrap). */
export type CadenceIntegerType =
  | 'Int'
  | 'Int8'
  | 'Int16'
  | 'Int32'
  | 'Int64'
  | 'Int128'
  | 'Int256'
  | 'UInt'
  | 'UInt8'
  | 'UInt16'
  | 'UInt32'
  | 'UInt64'
  | 'UInt128'
  | 'UInt256'
  | 'Word8'
  | 'Word16'
  | 'Word32'
  | 'Word64'
  | 'Word128'
  | 'Word256';

/** Every integer type of Cadence, for code that tells them apart from other kinds at runtime. */
export const CADENCE_INTEGER_TYPES: readonly CadenceIntegerType[] = [
  'Int',
  'Int8',
  'Int16',
  'Int32',
  'Int64',
  'Int128',
  'Int256',
  'UInt',
  'UInt8',
  'UInt16',
  'UInt32',
  'UInt64',
  'UInt128',
  'UInt256',
  'Word8',
  'Word16',
  'Word32',
  'Word64',
  'Word128',
  'Word256',
];

type CadenceScalarType =
  | 'String'
  | 'Address'
  | 'UFix64'
  | 'Fix64'
  | CadenceIntegerType
  | 'Character';
