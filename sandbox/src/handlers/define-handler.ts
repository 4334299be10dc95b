/**
 * Handlers of the app's own Cadence, named by their `.cdc` file, reading their arguments by name
 * with the types of the app's definition of that file (app-cadence.ts).
 */

import type { JsonCadence } from '../../../emulator/src/json-cadence.ts';
import type {
  CadenceArguments,
  CadenceDefinition,
  CadenceParameterList,
} from '../../../src/flow/cadence/define-cadence.ts';
import type { AppScripts, AppTransactions } from './app-cadence.ts';
import { decodeArguments } from './arguments.ts';
import type {
  ScriptContext,
  ScriptHandler,
  TransactionContext,
  TransactionHandler,
} from './types.ts';

type ArgumentsOf<definition> =
  definition extends CadenceDefinition<infer parameters extends CadenceParameterList>
    ? CadenceArguments<parameters>
    : never;

interface Declaration {
  /** See `errorSites` in types.ts. */
  readonly errorSites?: readonly string[];
}

/**
 * The decoded values have the types of the app's definition: the registry checks every
 * parameter type has a decoder, and cadence-files.test.ts that the `.cdc` file's parameters are
 * the definition's.
 */
function argumentsOf<args>(ctx: ScriptContext | TransactionContext): args {
  return decodeArguments(ctx.parameters, ctx.args) as args;
}

export function defineScriptHandler<file extends keyof AppScripts>(
  file: file,
  declaration: Declaration & {
    run(ctx: ScriptContext, args: ArgumentsOf<AppScripts[file]>): JsonCadence;
  },
): ScriptHandler {
  return {
    kind: 'script',
    file,
    errorSites: declaration.errorSites ?? [],
    readsArgumentsByName: true,
    run: (ctx) => declaration.run(ctx, argumentsOf(ctx)),
  };
}

export function defineTransactionHandler<file extends keyof AppTransactions>(
  file: file,
  declaration: Declaration & {
    execute(ctx: TransactionContext, args: ArgumentsOf<AppTransactions[file]>): void;
  },
): TransactionHandler {
  return {
    kind: 'transaction',
    file,
    errorSites: declaration.errorSites ?? [],
    readsArgumentsByName: true,
    execute: (ctx) => declaration.execute(ctx, argumentsOf(ctx)),
  };
}
