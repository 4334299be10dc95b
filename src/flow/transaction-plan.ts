import { type ComputationCost, computeLimit } from './cadence/compute-limits.ts';
import {
  type CadenceArguments,
  type CadenceArgumentType,
  type CadenceParameterList,
  encodeArguments,
  type TransactionDefinition,
} from './cadence/define-cadence.ts';
import type { CadenceValue } from './cadence/json-cadence.ts';

/** One argument as the review shows it: its declared name and type, and the value sent. */
interface ReviewArgument {
  readonly name: string;
  readonly type: CadenceArgumentType;
  readonly value: string;
}

/** Exactly what will be signed: the Cadence, its JSON-Cadence arguments, and how to show them. */
export interface TransactionPlan {
  /** What it is for, in plain words; the transaction center shows it. */
  readonly title: string;
  readonly cadence: string;
  readonly args: CadenceValue[];
  readonly review: ReviewArgument[];
  /** Its measured computation times its margin (compute-limits.ts), for this batch's size. */
  readonly computeLimit: number;
  /** FLOW it takes from the signer's Cadence vault besides the fee (UFix64 units). */
  readonly spendsFlow: bigint;
  /** The address it pays, when it pays one (a send): Activity offers to save it. */
  readonly recipient?: string;
}

/** A JSON-Cadence value as text: scalars as sent, arrays as `["a", "b"]`, nil as `nil`. */
export function formatArgumentValue(value: CadenceValue): string {
  switch (value.type) {
    case 'Void':
      return '()';
    case 'Optional':
      return value.value === null ? 'nil' : formatArgumentValue(value.value);
    case 'Array':
      return `[${value.value.map(formatArrayElement).join(', ')}]`;
    case 'Dictionary':
      return `{${value.value.map((entry) => `${formatArrayElement(entry.key)}: ${formatArrayElement(entry.value)}`).join(', ')}}`;
    case 'Bool':
      return String(value.value);
    default:
      // Composites, paths, types… are never transaction arguments Flowdeck builds.
      return typeof value.value === 'string' ? value.value : `<${value.type}>`;
  }
}

// Inside a list, strings are quoted so that an empty one (or one with a comma) stays visible.
function formatArrayElement(value: CadenceValue): string {
  return value.type === 'String' ? JSON.stringify(value.value) : formatArgumentValue(value);
}

/**
 * The plan of a transaction: its arguments encoded in declaration order, their review, and its
 * compute limit (from `computation` when the transaction costs more in this case, e.g. when it
 * onboards an asset to the bridge first).
 */
export function planTransaction<const parameters extends CadenceParameterList>(
  title: string,
  definition: TransactionDefinition<parameters>,
  values: CadenceArguments<parameters>,
  computation: ComputationCost = definition.computation,
): TransactionPlan {
  const args = encodeArguments(definition, values);
  return {
    title,
    cadence: definition.cadence,
    args,
    review: definition.parameters.map(([name, type], index) => {
      const arg = args[index];
      return { name, type, value: arg ? formatArgumentValue(arg) : '' };
    }),
    computeLimit: computeLimit(computation, batchSize(definition, values)),
    spendsFlow: flowSpent(definition, values),
  };
}

function flowSpent<const parameters extends CadenceParameterList>(
  definition: TransactionDefinition<parameters>,
  values: CadenceArguments<parameters>,
): bigint {
  if (definition.spendsFlow === undefined) return 0n;
  const amount: unknown = values[definition.spendsFlow as keyof CadenceArguments<parameters>];
  return typeof amount === 'bigint' ? amount : 0n;
}

/** The number of items in a batch transaction's list argument; 1 for any other transaction. */
export function batchSize<const parameters extends CadenceParameterList>(
  definition: TransactionDefinition<parameters>,
  values: CadenceArguments<parameters>,
): number {
  if (definition.batch === undefined) return 1;
  const items: unknown = values[definition.batch as keyof CadenceArguments<parameters>];
  return Array.isArray(items) ? items.length : 1;
}
