import { checkJsonCadence, encodeJsonCadence } from '../../emulator/src/json-cadence.ts';
import {
  badRequest,
  cadenceErrorText,
  HttpError,
  scriptErrorMessage,
} from '../../fault-proxy/src/errors.ts';
import { bytesToHex, sha3 } from '../../fault-proxy/src/flow-crypto.ts';
import { decodeArguments } from '../../fault-proxy/src/transaction-body.ts';
import type { Block } from './chain-records.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import type { Ledger } from './ledger.ts';
import { importProblem } from './unresolved-imports.ts';

/** Runs a script at `block`; returns the base64 JSON-Cadence result, or throws an HttpError. */
export function executeScript(
  handlers: HandlerRegistry,
  ledgerAt: (height: number) => Ledger,
  sourceBase64: unknown,
  argumentsBase64: unknown,
  block: Block,
): string {
  if (typeof sourceBase64 !== 'string') throw badRequest('invalid script source encoding');
  const source = Buffer.from(sourceBase64, 'base64').toString('utf8');
  const loaded = handlers.recognise(source);
  const { file, handler } = loaded;
  const ledger = ledgerAt(block.height);
  const location = bytesToHex(sha3(new TextEncoder().encode(source)));
  const fail = (detail: string, at = location): HttpError =>
    new HttpError(400, scriptErrorMessage(block.id, cadenceErrorText(detail, at)));
  if (handler.kind !== 'script' || file.kind !== 'script') {
    throw fail(`cannot execute a transaction as a script (${file.file})`);
  }
  const problem = importProblem(ledger, source, location);
  if (problem !== null) throw fail(problem.detail, problem.at);
  const args = decodeArguments(argumentsBase64);
  if (args === null) throw badRequest('invalid argument encoding');
  if (args.length !== file.parameters.length) {
    throw fail(
      `entry point parameter count mismatch: expected ${file.parameters.length}, got ${args.length}`,
    );
  }
  for (const [index, parameter] of file.parameters.entries()) {
    const argumentProblem = checkJsonCadence(args[index], parameter.cadenceType);
    if (argumentProblem !== null) {
      throw fail(`invalid argument at index ${index}: ${argumentProblem}`);
    }
  }
  try {
    const value = handler.run({
      ledger,
      args,
      parameters: file.parameters,
      contracts: ledger.contracts,
      location,
      block: { height: block.height, id: block.id, timestamp: block.timestamp },
      panic(message: string, needle?: string): never {
        throw fail(`panic: ${message}`, `${location}:${loaded.position(needle)}`);
      },
      preconditionFailed(message: string, needle: string): never {
        throw fail(`pre-condition failed: ${message}`, `${location}:${loaded.position(needle)}`);
      },
      fail(detail: string, at: string): never {
        throw fail(detail, at);
      },
      locate(needle: string): string {
        return `${location}:${loaded.position(needle)}`;
      },
    });
    return encodeJsonCadence(value);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A bug in a handler: still a script error (400), never a 500 that FCL would retry.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw fail(`internal error in the sandbox's handler for ${file.file}: ${message}`);
  }
}
