import {
  type CadenceArguments,
  type CadenceDefinition,
  type CadenceParameterList,
  encodeArguments,
} from '../cadence/define-cadence.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { FlowError } from '../errors.ts';
import type { FlowReader } from './flow-client.ts';
import { withDeadline } from './query-deadline.ts';
import { markRead } from './read-timing.ts';

export interface ScriptQuery<data> {
  readonly cadence: string;
  readonly args: readonly CadenceValue[];
  /** Turns the decoded value (as FCL decodes) into typed data; throw for an unexpected shape. */
  readonly decode: (value: unknown) => data;
}

/**
 * Runs one read-only script and decodes its answer. The deadline covers loading the reader as
 * well as the request: either may be what hangs.
 */
export async function queryScript<data>(
  getReader: () => Promise<FlowReader>,
  { cadence, args, decode }: ScriptQuery<data>,
): Promise<data> {
  const value = await withDeadline(async () => (await getReader()).query({ cadence, args }));
  try {
    const data = decode(value);
    markRead(cadence, 'decoded');
    return data;
  } catch (error) {
    // The script answered, but not in the shape the app expects: show "unavailable".
    throw new FlowError('The network returned data Flowdeck could not read.', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
}

/** Runs one of the app's scripts with its arguments by name (define-cadence.ts). */
export function runScript<const parameters extends CadenceParameterList, data>(
  getReader: () => Promise<FlowReader>,
  definition: CadenceDefinition<parameters>,
  values: CadenceArguments<parameters>,
  decode: (value: unknown) => data,
): Promise<data> {
  return queryScript(getReader, {
    cadence: definition.cadence,
    args: encodeArguments(definition, values),
    decode,
  });
}
