/**
 * The handlers bound to the app's `.cdc` files. Everything a handler declares is checked when
 * the registry is built, so a changed `.cdc` file fails at start-up (and in tests), not in the
 * middle of a request: its file exists and is of its kind, no other handler claims it, its
 * error sites occur in the source, and its parameters can be read by name if it reads them so.
 */

import { invalidArgument } from '../../fault-proxy/src/errors.ts';
import { type CadenceFile, lineColumnAt, normalizeCadence, positionOf } from './cadence.ts';
import { undecodableParameters } from './handlers/arguments.ts';
import type { CadenceHandler } from './handlers/index.ts';

export interface LoadedHandler {
  readonly file: CadenceFile;
  readonly handler: CadenceHandler;
  /**
   * `line:column` of one of the handler's error sites in its source; without one, of the first
   * `panic(` (1:0 when there is none, as for FCL's scripts, whose panics are in FCLCrypto).
   */
  position(needle?: string): string;
  /** `line:column` of the `assert(` whose call contains `needle`, one of the error sites. */
  assertPosition(needle: string): string;
}

const DEFAULT_SITE = 'panic(';

function load(file: CadenceFile, handler: CadenceHandler): LoadedHandler {
  const problem = (detail: string) => new Error(`the handler for ${file.file} ${detail}`);
  if (handler.kind !== file.kind)
    throw problem(`is for a ${handler.kind}, but the file is a ${file.kind}`);
  const offsets = new Map<string, number>();
  for (const needle of handler.errorSites ?? []) {
    if (!file.source.includes(needle)) {
      throw problem(`locates errors at ${JSON.stringify(needle)}, which is not in the file`);
    }
    offsets.set(needle, file.source.indexOf(needle));
  }
  const undecodable = undecodableParameters(file.parameters);
  if (handler.readsArgumentsByName === true && undecodable.length > 0) {
    const names = undecodable.map(({ name, type }) => `${name}: ${type}`).join(', ');
    throw problem(`reads arguments by name, but has no decoder for ${names}`);
  }
  const offsetOf = (needle: string): number => {
    const offset = offsets.get(needle);
    if (offset === undefined) {
      throw problem(`locates an error at ${JSON.stringify(needle)}, not among its errorSites`);
    }
    return offset;
  };
  const defaultPosition = positionOf(file.source, DEFAULT_SITE);
  return {
    file,
    handler,
    position: (needle) =>
      needle === undefined ? defaultPosition : lineColumnAt(file.source, offsetOf(needle)),
    assertPosition: (needle) =>
      lineColumnAt(file.source, file.source.lastIndexOf('assert(', offsetOf(needle))),
  };
}

export class HandlerRegistry {
  private readonly byFile = new Map<string, LoadedHandler>();

  constructor(
    private readonly files: readonly CadenceFile[],
    handlers: readonly CadenceHandler[],
  ) {
    for (const handler of handlers) {
      const file = files.find((candidate) => candidate.file === handler.file);
      if (file === undefined) throw new Error(`a handler names ${handler.file}, no such .cdc file`);
      if (this.byFile.has(file.file)) throw new Error(`two handlers for ${file.file}`);
      this.byFile.set(file.file, load(file, handler));
    }
  }

  /** The handler of the app's Cadence file a received source is, or a 400. */
  recognise(source: string): LoadedHandler {
    const normalized = normalizeCadence(source);
    const file = this.files.find((candidate) => candidate.normalized === normalized);
    if (file === undefined) {
      throw invalidArgument(
        'the Flowdeck sandbox cannot execute arbitrary Cadence: it only runs the Cadence files ' +
          'of the app (src/flow/cadence/**/*.cdc), recognised by their source. ' +
          'To run other Cadence, use the Flow emulator (`flow emulator`) and `flow dev-wallet` ' +
          'instead of the sandbox.',
      );
    }
    const loaded = this.byFile.get(file.file);
    if (loaded === undefined) {
      throw invalidArgument(
        `the Flowdeck sandbox has no handler for ${file.file}; add one under sandbox/src/handlers/ ` +
          'or use the Flow emulator (`flow emulator`) to run it.',
      );
    }
    return loaded;
  }
}
