/** What the chain keeps: its blocks, their collections, and the transactions it was sent. */

import { cadence, type JsonCadence } from '../../emulator/src/json-cadence.ts';
import type { ScriptedStatus } from '../../fault-proxy/src/faults.ts';
import type { TransactionBody } from '../../fault-proxy/src/flow-crypto.ts';
import type { CadenceFile } from './cadence.ts';
import type { LoadedHandler } from './handler-registry.ts';

export interface Block {
  readonly id: string;
  readonly parentId: string;
  readonly height: number;
  readonly timestamp: string;
  readonly parentVoterSignature: string;
  readonly transactionIds: string[];
  /** The block's one collection (null when it includes no transaction). */
  readonly collectionId: string | null;
}

export interface Collection {
  readonly id: string;
  readonly height: number;
  readonly referenceBlockId: string;
  readonly transactionIds: readonly string[];
}

export interface RestEvent {
  type: string;
  transaction_id: string;
  transaction_index: string;
  event_index: string;
  payload: string;
}

export interface TxRecord {
  readonly id: string;
  readonly body: TransactionBody;
  /** The REST echo of the transaction. */
  readonly rest: Record<string, unknown>;
  readonly file: CadenceFile;
  readonly handler: LoadedHandler;
  readonly args: unknown[];
  readonly refHeight: number;
  includedHeight: number | null;
  collectionId: string;
  executed: boolean;
  expired: boolean;
  neverInclude: boolean;
  failWith: { code: number; message: string } | null;
  /** A scripted status sequence (script-next-transaction), and where it is. */
  scripted: { readonly statuses: readonly ScriptedStatus[]; step: number } | null;
  /** The 1-based COA call that must revert (revert-evm-call), or null. */
  revertEvmCall: number | null;
  errorMessage: string;
  events: RestEvent[];
  computationUsed: number;
  /** When the chain first reported the transaction sealed (epoch ms), for latency benchmarks. */
  sealedAt: number | null;
}

/** An event a transaction emits, before it is encoded for REST. */
export interface Emitted {
  type: string;
  value: JsonCadence;
}

export function event(type: string, fields: Record<string, JsonCadence>): Emitted {
  return { type, value: cadence.event(type, fields) };
}
