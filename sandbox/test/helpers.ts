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
import flowJsonFile from '../../flow.json';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../src/index.ts';

export const flowJson: FlowJson = flowJsonFile;

export const GET_FLOW_BALANCE = readFileSync(
  new URL('../../src/flow/cadence/scripts/get_flow_balance.cdc', import.meta.url),
  'utf8',
);
export const TRANSFER_FLOW = readFileSync(
  new URL('../../src/flow/cadence/transactions/transfer_flow.cdc', import.meta.url),
  'utf8',
);

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
