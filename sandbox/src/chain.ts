/**
 * The sandbox chain: blocks on a timer, the transaction pool and the status lifecycle
 * (PENDING → FINALIZED → EXECUTED → SEALED, or EXPIRED), the access node's submission checks,
 * the FVM's verification and sequence-number checks, execution of the app's Cadence through
 * the handler registry, and the ledger's recent history (reads at a block height).
 */
import { isValidFlowAddress } from '../../src/flow/address.ts';
import type { CadenceFile } from './cadence.ts';
import type { Block, Collection, TxRecord } from './chain-records.ts';
import { copyState } from './copy-state.ts';
import {
  bytesToHex,
  canonicalSignatures,
  sha3,
  type TransactionBody,
  transactionId,
} from './crypto.ts';
import { HttpError, invalidArgument, notFound, validatorErrors } from './errors.ts';
import type { Faults, ScriptedStatus } from './faults.ts';
import { HandlerRegistry } from './handler-registry.ts';
import type { CadenceHandler } from './handlers/index.ts';
import { Ledger, type LedgerState } from './ledger.ts';
import { executeScript } from './script-execution.ts';
import {
  checkSignatureAccounts,
  decodeArguments,
  parseTransactionBody,
  restTransaction,
} from './transaction-body.ts';
import { executeTransaction } from './transaction-execution.ts';

export type { Block, Collection, RestEvent, TxRecord } from './chain-records.ts';
export { parseTransactionBody } from './transaction-body.ts';
export { TRANSACTION_FEE } from './transaction-fees.ts';

/** flow-go's DefaultMaxTransactionGasLimit, and mainnet's maximum. */
export const MAX_GAS_LIMIT = 9999n;
/** A transaction is sealed this many blocks after the block that includes it. */
export const SEAL_LAG = 2;

/** How many blocks back scripts and accounts can be read (older heights answer 400). */
export const HISTORY_BLOCKS = 600;

export type TxStatusCode = 1 | 2 | 3 | 4 | 5;

const STATUS_NAMES: Record<TxStatusCode, string> = {
  1: 'Pending',
  2: 'Finalized',
  3: 'Executed',
  4: 'Sealed',
  5: 'Expired',
};

const SCRIPTED_CODES: Record<ScriptedStatus, TxStatusCode> = {
  pending: 1,
  finalized: 2,
  executed: 3,
  sealed: 4,
  expired: 5,
};

export interface ChainOptions {
  ledger: () => Ledger;
  cadenceFiles: CadenceFile[];
  handlers: readonly CadenceHandler[];
  faults: Faults;
  expiryBlocks: number;
  /** Whether transactions pay fees (flow emulator's --transaction-fees). */
  transactionFees: () => boolean;
}

/** A flow-go style 64-hex id from arbitrary text. */
function hashId(text: string): string {
  return bytesToHex(sha3(new TextEncoder().encode(text)));
}

export class Chain {
  readonly blocks: Block[] = [];
  readonly transactions = new Map<string, TxRecord>();
  readonly collections = new Map<string, Collection>();
  private readonly listeners = new Set<(tx: TxRecord) => void>();
  /** Ledger states, ascending by the height after whose execution they hold. */
  private history: { height: number; state: LedgerState }[] = [];
  expiryBlocks: number;
  private readonly handlers: HandlerRegistry;

  constructor(private readonly options: ChainOptions) {
    this.expiryBlocks = options.expiryBlocks;
    this.handlers = new HandlerRegistry(options.cadenceFiles, options.handlers);
    const genesisTime = new Date();
    this.blocks.push({
      id: hashId(`flowdeck-sandbox genesis ${genesisTime.toISOString()}`),
      parentId: '0'.repeat(64),
      height: 0,
      timestamp: genesisTime.toISOString(),
      parentVoterSignature: Buffer.from(sha3(new TextEncoder().encode('genesis'))).toString(
        'base64',
      ),
      transactionIds: [],
      collectionId: null,
    });
    this.resetHistory();
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
    const block = this.blocks[this.blocks.length - 1];
    if (block === undefined) throw new Error('no blocks');
    return block;
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
    this.history = [{ height: -1, state: copyState(this.ledger.state) }];
  }

  /** The lowest height whose state can still be read. */
  get oldestReadableHeight(): number {
    return Math.max(0, this.finalHeight - HISTORY_BLOCKS);
  }

  private recordState(height: number): void {
    this.history.push({ height, state: copyState(this.ledger.state) });
    // Keep the newest state at or below the oldest readable height, and everything after it.
    const oldest = this.oldestReadableHeight;
    let keepFrom = 0;
    for (let i = 0; i < this.history.length; i += 1) {
      if ((this.history[i]?.height ?? 0) <= oldest) keepFrom = i;
    }
    if (keepFrom > 0) this.history = this.history.slice(keepFrom);
  }

  /**
   * The ledger as it was after the transactions of blocks ≤ `height` executed (a read-only
   * copy). A height below the retained history answers 400 as flow-go does for unindexed
   * heights; a height above the final one, 404.
   */
  ledgerAt(height: number): Ledger {
    if (height > this.finalHeight) {
      throw notFound(`not found: failed to retrieve block ID for height ${height}: key not found`);
    }
    if (height < this.oldestReadableHeight) {
      throw new HttpError(400, `Out of range: data for block height ${height} is not available`);
    }
    let state = this.history[0]?.state ?? this.ledger.state;
    for (const entry of this.history) {
      if (entry.height <= height) state = entry.state;
    }
    return new Ledger(this.ledger.contracts, state);
  }

  // ---------------------------------------------------------------- blocks

  /** Produces the next block: executes last block's transactions, includes pending ones. */
  advance(): Block {
    const parent = this.latest();
    const height = parent.height + 1;
    const changed = new Set<TxRecord>();

    let executedParent = false;
    for (const id of parent.transactionIds) {
      const tx = this.transactions.get(id);
      if (tx !== undefined && !tx.executed && tx.scripted === null) {
        this.execute(tx, parent);
        executedParent = true;
        changed.add(tx);
      }
    }
    if (executedParent) this.recordState(parent.height);

    // Scripted transactions move one step per block.
    const scriptedNow = new Map<TxRecord, ScriptedStatus>();
    for (const tx of this.transactions.values()) {
      const script = tx.scripted;
      if (script === null) continue;
      if (script.step < script.statuses.length - 1) {
        script.step += 1;
        changed.add(tx);
      }
      scriptedNow.set(tx, script.statuses[script.step] ?? 'pending');
    }

    const included: string[] = [];
    for (const tx of this.transactions.values()) {
      if (tx.includedHeight !== null || tx.expired) continue;
      const scripted = scriptedNow.get(tx);
      if (scripted !== undefined) {
        if (scripted === 'expired') tx.expired = true;
        else if (scripted !== 'pending') included.push(tx.id);
        continue;
      }
      if (tx.neverInclude) {
        if (height - tx.refHeight > this.expiryBlocks) {
          tx.expired = true;
          changed.add(tx);
        }
        continue;
      }
      included.push(tx.id);
    }
    const timestamp = new Date();
    const collectionId =
      included.length === 0 ? null : hashId(`collection ${height} ${included.join(',')}`);
    const block: Block = {
      id: hashId(`${parent.id} ${height} ${timestamp.toISOString()} ${included.join(',')}`),
      parentId: parent.id,
      height,
      timestamp: timestamp.toISOString(),
      parentVoterSignature: Buffer.from(sha3(new TextEncoder().encode(parent.id))).toString(
        'base64',
      ),
      transactionIds: included,
      collectionId,
    };
    this.blocks.push(block);
    if (collectionId !== null) {
      this.collections.set(collectionId, {
        id: collectionId,
        height,
        referenceBlockId: parent.id,
        transactionIds: included,
      });
    }
    for (const id of included) {
      const tx = this.transactions.get(id);
      if (tx === undefined) continue;
      tx.includedHeight = height;
      tx.collectionId = collectionId ?? '';
      changed.add(tx);
    }

    // Scripted transactions that reached executed or sealed run now, in the new block.
    let executedScripted = false;
    for (const [tx, status] of scriptedNow) {
      if ((status === 'executed' || status === 'sealed') && !tx.executed) {
        const at = tx.includedHeight === null ? block : (this.blockAt(tx.includedHeight) ?? block);
        this.execute(tx, at);
        executedScripted = true;
        changed.add(tx);
      }
    }
    if (executedScripted) this.recordState(height);

    // Transactions whose block just became sealed.
    const sealedBlock = this.blockAt(height - SEAL_LAG);
    for (const id of sealedBlock?.transactionIds ?? []) {
      const tx = this.transactions.get(id);
      if (tx !== undefined) changed.add(tx);
    }
    const now = Date.now();
    for (const tx of changed) {
      if (tx.sealedAt === null && this.statusOf(tx) === 4) tx.sealedAt = now;
    }
    for (const tx of changed) for (const listener of this.listeners) listener(tx);
    return block;
  }

  statusOf(tx: TxRecord): TxStatusCode {
    if (tx.scripted !== null) {
      return SCRIPTED_CODES[tx.scripted.statuses[tx.scripted.step] ?? 'pending'];
    }
    if (tx.expired) return 5;
    if (tx.includedHeight === null) return 1;
    if (this.finalHeight >= tx.includedHeight + SEAL_LAG && tx.executed) return 4;
    if (tx.executed) return 3;
    return 2;
  }

  /** The REST transaction result (flow-protocol.md §1.8). */
  resultOf(tx: TxRecord): Record<string, unknown> {
    const status = this.statusOf(tx);
    const executed = (status === 3 || status === 4) && tx.executed;
    const block = tx.includedHeight === null ? undefined : this.blockAt(tx.includedHeight);
    const failed = executed && tx.errorMessage !== '';
    let execution = 'Pending';
    if (failed || status === 5) execution = 'Failure';
    else if (status === 4) execution = 'Success';
    return {
      block_id: block?.id ?? '',
      collection_id: tx.includedHeight === null ? '' : tx.collectionId,
      execution,
      status: STATUS_NAMES[status],
      status_code: failed ? 1 : 0,
      error_message: executed ? tx.errorMessage : '',
      computation_used: executed ? String(tx.computationUsed) : '0',
      events: executed ? tx.events : [],
      _links: { _self: `/v1/transaction_results/${tx.id}` },
    };
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
    const parsed = parseTransactionBody(body);
    // flow-go's access/validator, in its order.
    if (parsed.gasLimit > MAX_GAS_LIMIT || parsed.gasLimit === 0n) {
      throw invalidArgument(validatorErrors.gasLimit(parsed.gasLimit, MAX_GAS_LIMIT));
    }
    const reference = this.blockById(parsed.referenceBlockId);
    if (reference === undefined) {
      throw invalidArgument(`unknown reference block: ${parsed.referenceBlockId}`);
    }
    if (this.finalHeight - reference.height > this.submissionExpiryThreshold) {
      throw invalidArgument(validatorErrors.expired(reference.height, this.finalHeight));
    }
    const network = this.ledger.network;
    for (const address of [...parsed.authorizers, parsed.payer, parsed.proposalKey.address]) {
      if (!isValidFlowAddress(address, network)) {
        throw invalidArgument(validatorErrors.invalidAddress(address));
      }
    }
    checkSignatureAccounts(parsed);
    const tx: TransactionBody = {
      ...parsed,
      payloadSignatures: canonicalSignatures(parsed, parsed.payloadSignatures),
      envelopeSignatures: canonicalSignatures(parsed, parsed.envelopeSignatures),
    };

    const id = transactionId(tx);
    if (this.transactions.has(id)) {
      // What the emulator answers (measured: emulator/test/lost-submission.test.ts).
      throw new HttpError(
        500,
        `Invalid Flow request: transaction with ID ${id} has already been submitted`,
      );
    }
    const handler = this.handlers.recognise(new TextDecoder().decode(tx.script));
    const { file } = handler;
    if (file.kind !== 'transaction') {
      throw invalidArgument(`${file.file} is a script, not a transaction`);
    }
    const rest = restTransaction(id, body, tx);
    const record: TxRecord = {
      id,
      body: tx,
      rest,
      file,
      handler,
      args: decodeArguments(tx.arguments.map((a) => Buffer.from(a).toString('base64'))) ?? [],
      refHeight: reference.height,
      includedHeight: null,
      collectionId: '',
      executed: false,
      expired: false,
      neverInclude: false,
      failWith: null,
      scripted: null,
      revertEvmCall: null,
      errorMessage: '',
      events: [],
      computationUsed: 0,
      sealedAt: null,
    };
    const fault = this.options.faults.takeTransaction();
    if (fault?.type === 'expire-next-transaction') record.neverInclude = true;
    if (fault?.type === 'fail-next-transaction') {
      record.failWith = { code: fault.code, message: fault.message };
    }
    if (fault?.type === 'script-next-transaction') {
      record.scripted = { statuses: fault.statuses, step: 0 };
      if (fault.error !== undefined) record.failWith = { ...fault.error };
    }
    if (fault?.type === 'revert-evm-call') record.revertEvmCall = fault.call;
    this.transactions.set(id, record);
    for (const listener of this.listeners) listener(record);
    return rest;
  }

  private execute(tx: TxRecord, block: Block): void {
    executeTransaction(this.ledger, this.options.transactionFees, tx, block);
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
