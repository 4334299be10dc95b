import './worker-global.ts';
import wasmUrl from '@flowdeck/cadence-parser.wasm?url';
import { CadenceParser } from '@onflow/cadence-parser';
import type { ParseRequest, ParseResponse } from './parser-protocol.ts';
import { analyzeParse } from './script-analysis.ts';

async function startParser(): Promise<CadenceParser> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`the parser could not be downloaded (HTTP ${response.status})`);
  return CadenceParser.create(await response.arrayBuffer());
}

const parser = startParser();

// Typed with the app's DOM library: in this worker, `self` is the worker's global scope.
function reply(message: ParseResponse) {
  self.postMessage(message);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { id, code } = event.data;
  parser.then(
    (ready) => {
      try {
        reply({ kind: 'analysis', id, analysis: analyzeParse(ready.parse(code), code) });
      } catch (error) {
        reply({ kind: 'unavailable', id, message: `The parser failed: ${describe(error)}` });
      }
    },
    (error: unknown) =>
      reply({ kind: 'unavailable', id, message: `The parser did not start: ${describe(error)}` }),
  );
});
