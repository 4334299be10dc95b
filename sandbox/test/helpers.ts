import { readFileSync } from 'node:fs';
import {
  createFlowClient,
  type FclAuthorizationFunction,
  type FclCompositeSignature,
  type FclSignable,
  type FclStorage,
  type FlowClientInstance,
  type FlowJson,
} from '@onflow/fcl';
import type { Hex } from 'viem';
import { expect } from 'vitest';
import flowJsonFile from '../../flow.json';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../src/index.ts';

export const flowJson: FlowJson = flowJsonFile;

/** The source of one of the app's `.cdc` files (`path` relative to `src/flow/cadence/`). */
export function appCadence(path: string): string {
  return readFileSync(new URL(`../../src/flow/cadence/${path}`, import.meta.url), 'utf8');
}

export const GET_FLOW_BALANCE = appCadence('scripts/get_flow_balance.cdc');
export const GET_FEE_ESTIMATE = appCadence('scripts/get_fee_estimate.cdc');
export const TRANSFER_FLOW = appCadence('transactions/transfer_flow.cdc');

export function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ accessPort: 0, walletPort: 0, blockIntervalMs: 150, ...options });
}

/** In-memory storage for FCL's current user in Node. */
function memoryStorage(): FclStorage {
  const store = new Map<string, unknown>();
  return {
    can: true,
    get: async (key: string) => store.get(key) ?? null,
    put: async (key: string, value: unknown) => {
      store.set(key, value);
    },
  };
}

export function clientFor(
  sandbox: RunningSandbox,
  network: 'emulator' | 'testnet',
): FlowClientInstance {
  return createFlowClient({
    accessNodeUrl: sandbox.accessNodeUrl,
    flowNetwork: network,
    flowJson,
    computeLimit: 9999,
    discoveryWallet: `${sandbox.walletUrl}/api/authn`,
    discoveryWalletMethod: 'HTTP/POST',
    appDetailTitle: 'Flowdeck sandbox tests',
    storage: memoryStorage(),
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCompositeSignature(value: unknown): value is FclCompositeSignature {
  return (
    isRecord(value) &&
    typeof value.addr === 'string' &&
    typeof value.keyId === 'number' &&
    typeof value.signature === 'string'
  );
}

/** An FCL authorization function that signs through the wallet's HTTP/POST authz endpoint. */
export function walletAuthz(
  walletUrl: string,
  address: string,
  keyId = 0,
): FclAuthorizationFunction {
  const addr = address.replace(/^0x/, '');
  const signingFunction = async (signable: FclSignable): Promise<FclCompositeSignature> => {
    // The interaction is FCL's internal state (and circular); the wallet gets the rest.
    const { interaction: _interaction, ...body } = signable;
    const response = await fetch(`${walletUrl}/api/authz`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`wallet error ${response.status}`);
    if (isRecord(json) && json.status === 'DECLINED') {
      // What FCL's HTTP/POST strategy throws for a declined request.
      throw new Error(
        `Declined: ${typeof json.reason === 'string' ? json.reason : 'No reason supplied.'}`,
      );
    }
    const data = isRecord(json) ? json.data : undefined;
    if (!isCompositeSignature(data)) {
      throw new Error(`wallet answered without a composite signature: ${JSON.stringify(json)}`);
    }
    return data;
  };
  return (account) => ({ ...account, tempId: `${addr}-${keyId}`, addr, keyId, signingFunction });
}

/** What FCL's HTTP transport rejects with on a non-2xx answer (transport-http's HTTPRequestError). */
export interface FclHttpError extends Error {
  readonly statusCode: number;
  /** The `message` of the Access API's error body. */
  readonly errorMessage: string;
}

/** Narrows a caught value to FCL's HTTP error, failing the test with the value otherwise. */
export function fclHttpError(error: unknown): FclHttpError {
  if (isFclHttpError(error)) return error;
  throw new Error(`expected FCL's HTTP request error, got ${String(error)}`, { cause: error });
}

function isFclHttpError(error: unknown): error is FclHttpError {
  return (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    'errorMessage' in error &&
    typeof error.errorMessage === 'string'
  );
}

/** What `tx(id).onceSealed()` rejects with for a failed transaction (fcl-core's TransactionError). */
export interface FclTransactionError extends Error {
  /** The FVM error code parsed from the message. */
  readonly code: number;
  /** The FVM error code's name, e.g. `CADENCE_RUNTIME_ERROR`. */
  readonly type?: string;
}

/** Narrows a caught value to FCL's transaction error, failing the test with the value otherwise. */
export function fclTransactionError(error: unknown): FclTransactionError {
  if (isFclTransactionError(error)) return error;
  throw new Error(`expected FCL's transaction error, got ${String(error)}`, { cause: error });
}

function isFclTransactionError(error: unknown): error is FclTransactionError {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'number' &&
    (!('type' in error) || error.type === undefined || typeof error.type === 'string')
  );
}

/** Reads `value[path[0]][path[1]]…` from parsed JSON; undefined where the path breaks off. */
export function at(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The string at `path` in parsed JSON, failing the test when it is missing or not a string. */
export function stringAt(value: unknown, ...path: readonly (string | number)[]): string {
  const found = at(value, ...path);
  if (typeof found !== 'string') {
    throw new Error(`expected a string at ${path.join('.')} in ${JSON.stringify(value)}`);
  }
  return found;
}

// ---------------------------------------------------------------- Cadence results

/**
 * Plain JS of a JSON-Cadence value, as FCL decodes it: composites and dictionaries as objects,
 * optionals as null.
 */
export function plain(value: unknown): unknown {
  if (!isRecord(value)) throw new Error(`not JSON-Cadence: ${JSON.stringify(value)}`);
  if (value.type === 'Optional') return value.value === null ? null : plain(value.value);
  if (value.type === 'Array' && Array.isArray(value.value)) return value.value.map(plain);
  if (value.type === 'Dictionary' && Array.isArray(value.value)) {
    return Object.fromEntries(
      value.value.map((entry: unknown) => {
        if (!isRecord(entry)) throw new Error('a bad dictionary entry');
        return [String(plain(entry.key)), plain(entry.value)];
      }),
    );
  }
  if ((value.type === 'Struct' || value.type === 'Event') && isRecord(value.value)) {
    const fields = value.value.fields;
    if (!Array.isArray(fields)) throw new Error('a composite without fields');
    return Object.fromEntries(
      fields.map((field: unknown) => {
        if (!isRecord(field) || typeof field.name !== 'string') throw new Error('a bad field');
        return [field.name, plain(field.value)];
      }),
    );
  }
  return value.value;
}

export interface DecodedEvent {
  type: string;
  fields: Record<string, unknown>;
}

/** A REST transaction result's events, each payload decoded (and checked to name its type). */
export function decodeEvents(result: Record<string, unknown>): DecodedEvent[] {
  const list = result.events;
  if (!Array.isArray(list)) throw new Error('no events');
  return list.map((event: unknown) => {
    if (!isRecord(event) || typeof event.type !== 'string' || typeof event.payload !== 'string') {
      throw new Error('a bad event');
    }
    const value: unknown = JSON.parse(Buffer.from(event.payload, 'base64').toString('utf8'));
    if (!isRecord(value) || !isRecord(value.value)) throw new Error('a bad event payload');
    expect(value.value.id).toBe(event.type);
    const fields = plain(value);
    if (!isRecord(fields)) throw new Error('an event without fields');
    return { type: event.type, fields };
  });
}

/** A decoded [UInt8] as 0x-hex. */
export function hexOf(bytes: unknown): Hex {
  if (!Array.isArray(bytes)) throw new Error('not a byte array');
  return `0x${bytes.map((b) => Number(b).toString(16).padStart(2, '0')).join('')}`;
}

/** A failed transaction's error message as flow-go words it (`code`: the root error code). */
export const executionError = (inner: string, code = 1101): string =>
  `[Error Code: ${code}] error caused by: 1 error occurred:\n\t* transaction execute failed: ${inner}\n\n`;

/** A Cadence runtime error `detail` at `at` (`<location>:<line>:<column>`), as the transaction fails. */
export const cadenceError = (detail: string, at: string, code = 1101): string =>
  executionError(
    `[Error Code: 1101] cadence runtime error: Execution failed:\nerror: ${detail}\n --> ${at}\n`,
    code,
  );

/** Cadence's `line:column` (1-based line, 0-based column) of `needle` in a source. */
export function lineColumn(source: string, needle: string): string {
  const lines = source.split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`${needle} is not in the source`);
  return `${line + 1}:${lines[line]?.indexOf(needle)}`;
}
