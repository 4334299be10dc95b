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
  | { readonly type: CadenceScalarType; readonly value: string };

export type CadenceScalarType =
  | 'String'
  | 'Address'
  | 'UFix64'
  | 'Fix64'
  | 'Int'
  | 'UInt'
  | 'Int8'
  | 'Int16'
  | 'Int32'
  | 'Int64'
  | 'Int128'
  | 'Int256'
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
  | 'Character'
  | 'Path';
