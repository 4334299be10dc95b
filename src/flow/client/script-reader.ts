import { base64ToText, textToBase64 } from '../base64-text.ts';
import { blockHeightProblem } from '../block-height.ts';
import { decodeJsonCadence } from '../cadence/decode-json-cadence.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import type { FlowConfig } from '../config.ts';
import { resolveContractImports } from '../contracts.ts';
import { AccessNodeError, FlowError } from '../errors.ts';
import { type AccessNodeRequestOptions, requestAccessNode } from './access-node-request.ts';
import type { CadenceRequest, FlowReader, ScriptRunRequest } from './flow-client.ts';
import { markRead } from './read-timing.ts';

/**
 * Runs read-only scripts over the Access API's REST endpoint (`POST /v1/scripts`) without FCL,
 * sending what FCL would send: the Cadence with its string imports resolved from flow.json,
 * each JSON-Cadence argument base64-encoded, at the same block. Screens read through this, so
 * FCL (the wallet's code) loads only for signing in and out, signing, and following transactions.
 */
export function createScriptReader(
  config: Pick<FlowConfig, 'flowNetwork' | 'accessNodeUrl'>,
  options: AccessNodeRequestOptions = {},
): FlowReader {
  const execute = async ({ cadence, args = [] }: CadenceRequest, block: string) => {
    markRead(cadence, 'sent');
    const body = await requestAccessNode(
      config.accessNodeUrl,
      {
        path: `/v1/scripts?block_height=${block}`,
        body: {
          script: textToBase64(resolveContractImports(cadence, config.flowNetwork)),
          arguments: args.map((value) => textToBase64(JSON.stringify(value))),
        },
      },
      options,
    );
    markRead(cadence, 'answered');
    return jsonCadenceOf(body);
  };

  return {
    network: config.flowNetwork,
    // FCL's query: the latest final block.
    query: async (request) => {
      const value = await execute(request, 'final');
      try {
        return decodeJsonCadence(value);
      } catch (error) {
        throw unreadable(error instanceof Error ? error.message : String(error));
      }
    },
    runScript: ({ blockHeight, ...request }: ScriptRunRequest) => {
      if (blockHeight === undefined) return execute(request, 'sealed');
      const problem = blockHeightProblem(blockHeight);
      if (problem !== null) return Promise.reject(new FlowError(problem));
      return execute(request, blockHeight.toString());
    },
  };
}

/** The JSON-Cadence in a script's answer: a JSON string holding the base64 of it. */
function jsonCadenceOf(body: unknown): CadenceValue {
  if (typeof body !== 'string') throw unreadable('The script result is not a base64 string');
  let value: unknown;
  try {
    value = JSON.parse(base64ToText(body));
  } catch {
    throw unreadable('The script result is not base64 of JSON');
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    typeof (value as { type?: unknown }).type !== 'string'
  ) {
    throw unreadable('The script result is not JSON-Cadence');
  }
  return value as CadenceValue;
}

const unreadable = (serverMessage: string) =>
  new AccessNodeError({ kind: 'invalid-response', statusCode: 200, serverMessage });
