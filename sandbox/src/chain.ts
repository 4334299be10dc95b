/**
 * The sandbox chain: blocks on a timer, the transaction pool and the status lifecycle
 * (PENDING → FINALIZED → EXECUTED → SEALED, or EXPIRED), the access node's submission checks,
 * the FVM's verification and sequence-number checks, execution of the app's Cadence through
 * the handler registry, and the ledger's recent history (reads at a block height). Each of
 * these lives in its own module; the chain holds the state they share.
 */

import type { Faults } from '../../fault-proxy/src/faults.ts';
import { genesisBlock, latestBlock, produceBlock } from './block-production.ts';
import type { CadenceFile } from './cadence.ts';
import type { Block, Collection, TxRecord } from './chain-records.ts';
import { HandlerRegistry } from './handler-registry.ts';
import type { CadenceHandler } from './handlers/index.ts';
import type { Ledger } from './ledger.ts';
import { LedgerHistory } from './ledger-history.ts';
import { executeScript } from './script-execution.ts';
import { executeTransaction } from './transaction-execution.ts';
import {
  SEAL_LAG,
  type TxStatusCode,
  transactionResult,
  transactionStatus,
} from './transaction-status.ts';
import { acceptTransaction } from './transaction-submission.ts';

export type { Block, Collection, TxRecord } from './chain-records.ts';
export type { TxStatusCode } from './transaction-status.ts';

export interface ChainOptions {
  ledger: () => Ledger;
  cadenceFiles: CadenceFile[];
  handlers: readonly CadenceHandler[];
  faults: Faults;
  expiryBlocks: number;
  /** Whether transactions pay fees (flow emulator's --transaction-fees). */
  transactionFees: () => boolean;
}

export class Chain {
  readonly blocks: Block[] = [];
  readonly transactions = new Map<string, TxRecord>();
  readonly collections = new Map<string, Collection>();
  private readonly listeners = new Set<(tx: TxRecord) => void>();
  private readonly history: LedgerHistory;
  expiryBlocks: number;
  private readonly handlers: HandlerRegistry;

  constructor(private readonly options: ChainOptions) {
    this.expiryBlocks = options.expiryBlocks;
    this.handlers = new HandlerRegistry(options.cadenceFiles, options.handlers);
    this.blocks.push(genesisBlock());
    this.history = new LedgerHistory(
      () => this.ledger,
      () => this.finalHeight,
    );
  }

  get ledger(): Ledger {
    return this.options.ledger();
  }

  get finalHeight(): number {
    return this.blocks.length - 1;
  }

  get sealedHeight(): number {
    return Math.max(0, this.finalHeight - SEAL_LAG);
  }

  latest(): Block {
    return latestBlock(this.blocks);
  }

  blockAt(height: number): Block | undefined {
    return this.blocks[height];
  }

  blockById(id: string): Block | undefined {
    const wanted = id.toLowerCase();
    return this.blocks.find((block) => block.id === wanted);
  }

  /** The block whose seal block `block` carries (the one SEAL_LAG below it), if any. */
  sealedBy(block: Block): Block | undefined {
    return block.height - SEAL_LAG >= 1 ? this.blockAt(block.height - SEAL_LAG) : undefined;
  }

  onStatusChange(listener: (tx: TxRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The submission-time expiry threshold: 570 for Flow's 600 (a 30-block buffer, scaled down). */
  get submissionExpiryThreshold(): number {
    return this.expiryBlocks - Math.min(30, Math.floor(this.expiryBlocks / 10));
  }

  // ---------------------------------------------------------------- history

  /** Forgets the ledger's history: every height now reads the current state (used by reset). */
  resetHistory(): void {
    this.history.reset();
  }

  /** The lowest height whose state can still be read. */
  get oldestReadableHeight(): number {
    return this.history.oldestReadableHeight;
  }

  /** The ledger as it was after the transactions of blocks ≤ `height` executed (read-only). */
  ledgerAt(height: number): Ledger {
    return this.history.at(height);
  }

  // ---------------------------------------------------------------- blocks

  /** Produces the next block: executes last block's transactions, includes pending ones. */
  advance(): Block {
    const { block, changed } = produceBlock(this, {
      execute: (tx, at) => executeTransaction(this.ledger, this.options.transactionFees, tx, at),
      recordState: (height) => this.history.record(height),
    });
    for (const tx of changed) for (const listener of this.listeners) listener(tx);
    return block;
  }

  statusOf(tx: TxRecord): TxStatusCode {
    return transactionStatus(tx, this.finalHeight);
  }

  /** The REST transaction result (flow-protocol.md §1.8). */
  resultOf(tx: TxRecord): Record<string, unknown> {
    const status = this.statusOf(tx);
    const block = tx.includedHeight === null ? undefined : this.blockAt(tx.includedHeight);
    return transactionResult(tx, status, block);
  }

  // ---------------------------------------------------------------- scripts

  /** Runs a script at `block`; returns the base64 JSON-Cadence result, or throws an HttpError. */
  executeScript(sourceBase64: unknown, argumentsBase64: unknown, block: Block): string {
    return executeScript(
      this.handlers,
      (height) => this.ledgerAt(height),
      sourceBase64,
      argumentsBase64,
      block,
    );
  }

  // ---------------------------------------------------------------- transactions

  /** Validates and accepts a transaction (POST /v1/transactions). Returns the REST echo. */
  submit(body: unknown): Record<string, unknown> {
    const record = acceptTransaction(body, this, this.handlers, this.options.faults);
    this.transactions.set(record.id, record);
    for (const listener of this.listeners) listener(record);
    return record.rest;
  }

  /** Events of the given type in sealed blocks, grouped per block (GET /v1/events). */
  eventsIn(type: string, blocks: Block[]): Record<string, unknown>[] {
    return blocks.map((block) => ({
      block_id: block.id,
      block_height: String(block.height),
      block_timestamp: block.timestamp,
      events: block.transactionIds.flatMap((id) => {
        const tx = this.transactions.get(id);
        if (tx === undefined || !tx.executed) return [];
        return tx.events.filter((e) => e.type === type);
      }),
      _links: { _self: `/v1/events?type=${type}&block_ids=${block.id}` },
    }));
  }

  /** Forgets every transaction and collection (used by reset). Blocks keep going. */
  clearTransactions(): void {
    this.transactions.clear();
    this.collections.clear();
  }
}
