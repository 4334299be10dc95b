import { formatUFix64 } from '../ufix64.ts';
import type { ComputationCost } from './compute-limits.ts';
import type { CadenceValue } from './json-cadence.ts';

/** The Cadence parameter types the app sends, and the JS value each one takes. */
interface ArgumentValueOf {
  Address: string;
  String: string;
  Bool: boolean;
  /** Raw units of 1e-8 (ufix64.ts). */
  UFix64: bigint;
  UInt8: bigint;
  UInt64: bigint;
  UInt256: bigint;
  UInt: bigint;
  Int: bigint;
  /** `null` is Cadence's nil. */
  'String?': string | null;
  /** `null` is Cadence's nil. */
  'UInt32?': bigint | null;
  '[UInt64]': readonly bigint[];
  '[UInt256]': readonly bigint[];
  '[UInt]': readonly bigint[];
  '[String]': readonly string[];
  /** `null` is Cadence's nil. */
  '[String]?': readonly string[] | null;
}

export type CadenceArgumentType = keyof ArgumentValueOf;
export type CadenceParameterList = readonly (readonly [name: string, type: CadenceArgumentType])[];

/** A `.cdc` file together with the parameters the app declares for it. */
export interface CadenceDefinition<parameters extends CadenceParameterList> {
  readonly kind: 'script' | 'transaction';
  readonly cadence: string;
  readonly parameters: parameters;
}

export type CadenceArguments<parameters extends CadenceParameterList> = {
  readonly [entry in parameters[number] as entry[0]]: ArgumentValueOf[entry[1]];
};

export function defineScript<const parameters extends CadenceParameterList>(
  cadence: string,
  parameters: parameters,
): CadenceDefinition<parameters> {
  return { kind: 'script', cadence, parameters };
}

/** The parameters of a transaction whose value is a list: what a batch is counted by. */
type ListParameter<parameters extends CadenceParameterList> = Extract<
  parameters[number],
  readonly [string, `[${string}]`]
>[0];

/** The parameters of a transaction that are a FLOW amount. */
type UFix64Parameter<parameters extends CadenceParameterList> = Extract<
  parameters[number],
  readonly [string, 'UFix64']
>[0];

/** What a transaction costs its signer besides its arguments' meaning. */
export interface TransactionCosts<parameters extends CadenceParameterList> {
  /** The computation it was measured to use (compute-limits.ts). */
  readonly computation: ComputationCost;
  /** The list argument whose length is the batch's size, for a cost per item. */
  readonly batch?: ListParameter<parameters>;
  /** The argument that is FLOW leaving the signer's Cadence vault (an amount, a bridge fee). */
  readonly spendsFlow?: UFix64Parameter<parameters>;
}

export interface TransactionDefinition<parameters extends CadenceParameterList>
  extends CadenceDefinition<parameters>,
    TransactionCosts<parameters> {
  readonly kind: 'transaction';
}

export function defineTransaction<const parameters extends CadenceParameterList>(
  cadence: string,
  parameters: parameters,
  costs: TransactionCosts<parameters>,
): TransactionDefinition<parameters> {
  return { kind: 'transaction', cadence, parameters, ...costs };
}

const MAX_UINT32 = 0xffff_ffffn;

// Cadence's Address as the app sends it: 0x and 16 hex digits.
const ADDRESS_ARGUMENT = /^0x[0-9a-f]{16}$/i;

/** Whether `address` can be sent as an `Address` argument (what encodeArguments accepts). */
export const isAddressArgument = (address: string): boolean => ADDRESS_ARGUMENT.test(address);

/**
 * JSON-Cadence arguments in declaration order. A test checks every declaration against its
 * `.cdc` file's parameter list, so what is sent always matches what the Cadence expects.
 */
export function encodeArguments<const parameters extends CadenceParameterList>(
  definition: CadenceDefinition<parameters>,
  values: CadenceArguments<parameters>,
): CadenceValue[] {
  const byName = values as Readonly<Record<string, unknown>>;
  return definition.parameters.map(([name, type]) => encodeValue(type, byName[name], name));
}

function encodeValue(type: CadenceArgumentType, value: unknown, name: string): CadenceValue {
  const fail = (): never => {
    throw new TypeError(`Argument ${name} is not a valid ${type}`);
  };
  switch (type) {
    case 'Address':
      return typeof value === 'string' && isAddressArgument(value)
        ? { type, value: value.toLowerCase() }
        : fail();
    case 'String':
      return typeof value === 'string' ? { type, value } : fail();
    case 'Bool':
      return typeof value === 'boolean' ? { type, value } : fail();
    case 'UFix64':
      return typeof value === 'bigint' ? { type, value: formatUFix64(value) } : fail();
    case 'UInt8':
    case 'UInt64':
    case 'UInt256':
    case 'UInt':
    case 'Int':
      return typeof value === 'bigint' && (type === 'Int' || value >= 0n)
        ? { type, value: value.toString() }
        : fail();
    case 'String?':
      if (value === null) return { type: 'Optional', value: null };
      return typeof value === 'string'
        ? { type: 'Optional', value: { type: 'String', value } }
        : fail();
    case 'UInt32?':
      if (value === null) return { type: 'Optional', value: null };
      return typeof value === 'bigint' && value >= 0n && value <= MAX_UINT32
        ? { type: 'Optional', value: { type: 'UInt32', value: value.toString() } }
        : fail();
    case '[String]?':
      return value === null
        ? { type: 'Optional', value: null }
        : { type: 'Optional', value: encodeValue('[String]', value, name) };
    case '[UInt64]':
    case '[UInt256]':
    case '[UInt]':
    case '[String]': {
      if (!Array.isArray(value)) return fail();
      const element = type.slice(1, -1) as CadenceArgumentType;
      return { type: 'Array', value: value.map((item) => encodeValue(element, item, name)) };
    }
  }
}
