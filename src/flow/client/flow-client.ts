import type { Account, AccountKey, CurrentUser, TransactionStatus } from '@onflow/typedefs';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import type { FlowNetwork } from '../networks.ts';

export type { Account, AccountKey, CurrentUser, TransactionStatus };

export interface CadenceRequest {
  readonly cadence: string;
  readonly args?: readonly CadenceValue[];
}

export interface ScriptRunRequest extends CadenceRequest {
  /** Runs against the state at this sealed block height; the latest sealed block otherwise. */
  readonly blockHeight?: bigint;
}

export interface TransactionRequest extends CadenceRequest {
  /** Its measured compute limit (the config's `fclLimit` replaces it when set). */
  readonly limit?: number;
  /** Called once the wallet has signed, as the transaction goes to the access node. */
  readonly onSigned?: () => void;
}

/**
 * Read-only scripts: what the screens read through. The browser gets the REST implementation
 * (script-reader.ts), which needs no FCL; tests give a fake. Rejects with a `FlowError`.
 */
export interface FlowReader {
  readonly network: FlowNetwork;
  /** Runs a read-only script; resolves with the value decoded as FCL's `decode` would. */
  query(request: CadenceRequest): Promise<unknown>;
  /**
   * Runs a read-only script (optionally at a sealed block height); resolves with the raw
   * JSON-Cadence result, checked to be JSON-Cadence but not decoded.
   */
  runScript(request: ScriptRunRequest): Promise<CadenceValue>;
}

/**
 * The part of FCL Flowdeck uses, behind one interface: the wallet, transactions and accounts,
 * plus the reads (the same script reader). The browser gets the FCL implementation
 * (fcl-client.ts), and tests give a fake. Every method rejects with a `FlowError` (errors.ts),
 * never with FCL's raw strings. The access node's chain id is not here: the chain check reads it
 * without FCL (chain-id.ts).
 */
export interface FlowClient extends FlowReader {
  /** Signs through the wallet and submits; resolves with the transaction id once submitted. */
  mutate(request: TransactionRequest): Promise<string>;
  /** Live status updates for one transaction; returns the unsubscribe function. */
  subscribeTransactionStatus(
    transactionId: string,
    onStatus: (status: TransactionStatus) => void,
    onError: (error: Error) => void,
  ): () => void;
  /** One read of a transaction's status, without a subscription. */
  getTransactionStatus(transactionId: string): Promise<TransactionStatus>;
  subscribeCurrentUser(onUser: (user: CurrentUser) => void): () => void;
  /** Opens the wallet; resolves with the user (still signed out if they cancelled). */
  authenticate(): Promise<CurrentUser>;
  unauthenticate(): void;
  getAccount(address: string): Promise<Account>;
}
