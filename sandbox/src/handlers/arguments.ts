/**
 * The app's arguments by name: each JSON-Cadence value (already checked against its parameter's
 * Cadence type) decoded to the JS value the app's definition sends (define-cadence.ts).
 */

import {
  addressArg,
  arrayArg,
  boolArg,
  integerArg,
  optionalArg,
  stringArg,
  ufix64Arg,
} from '../../../emulator/src/json-cadence.ts';
import type {
  CadenceArguments,
  CadenceArgumentType,
} from '../../../src/flow/cadence/define-cadence.ts';
import type { CadenceParameter } from '../../../src/flow/cadence/parameters.ts';

type ValueOf<type extends CadenceArgumentType> = CadenceArguments<
  readonly [readonly ['value', type]]
>['value'];

const strings = (value: unknown): string[] => arrayArg(value, stringArg);
const integers = (value: unknown): bigint[] => arrayArg(value, integerArg);

/** One decoder per argument type the app sends; the mapped type makes the list complete. */
const DECODERS: { readonly [type in CadenceArgumentType]: (value: unknown) => ValueOf<type> } = {
  Address: addressArg,
  String: stringArg,
  Bool: boolArg,
  UFix64: ufix64Arg,
  UInt8: integerArg,
  UInt64: integerArg,
  UInt256: integerArg,
  UInt: integerArg,
  Int: integerArg,
  'String?': (value) => optionalArg(value, stringArg),
  '[UInt64]': integers,
  '[UInt256]': integers,
  '[UInt]': integers,
  '[String]': strings,
  '[String]?': (value) => optionalArg(value, strings),
};

const isArgumentType = (type: string): type is CadenceArgumentType => Object.hasOwn(DECODERS, type);

/** The parameters of a file whose types have no decoder (what the sandbox cannot read by name). */
export function undecodableParameters(parameters: readonly CadenceParameter[]): CadenceParameter[] {
  return parameters.filter((parameter) => !isArgumentType(parameter.type));
}

/** The arguments by parameter name; a value its type cannot read fails naming both. */
export function decodeArguments(
  parameters: readonly CadenceParameter[],
  args: readonly unknown[],
): Readonly<Record<string, unknown>> {
  const byName: Record<string, unknown> = {};
  for (const [index, { name, type }] of parameters.entries()) {
    if (!isArgumentType(type)) throw new Error(`argument ${name}: no decoder for ${type}`);
    try {
      byName[name] = DECODERS[type](args[index]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`argument ${name} (${type}): ${reason}`);
    }
  }
  return byName;
}
