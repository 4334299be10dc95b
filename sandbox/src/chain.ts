/**
 * The sandbox chain: blocks on a timer, the transaction pool and the status lifecycle
 * (PENDING → FINALIZED → EXECUTED → SEALED, or EXPIRED), the access node's submission checks,
 * the FVM's verification and sequence-number checks, execution of the app's Cadence through
 * the handler registry, and the ledger's recent history (reads at a block height).
 */
import { isValidFlowAddress } from '../../src/flow/address.ts';
import { formatUFix64 } from '../../src/flow/ufix64.ts';
import { addressImports, type CadenceFile } from './cadence.ts';
import { copyState } from './copy-state.ts';
import {
  bytesToHex,
  canonicalSignatures,
  envelopeMessage,
  payloadMessage,
  sha3,
  type TransactionBody,
  transactionId,
  verifySignature,
} from './crypto.ts';
import {
  authorizationError,
  badRequest,
  cadenceErrorText,
  cadenceRuntimeError,
  coded,
  computationLimitError,
  FlowExecutionError,
  feeDeductionFailed,
  HttpError,
  insufficientPayerBalance,
  invalidArgument,
  keyNotFound,
  notFound,
  proposalKeyError,
  type SignatureRef,
  scriptErrorMessage,
  sequenceNumberError,
  signatureError,
  storageCapacityExceeded,
  type TransactionPhase,
  unresolvedImportDetail,
  validatorErrors,
} from './errors.ts';
import type { Faults, ScriptedStatus } from './faults.ts';
import { computeFees, INCLUSION_EFFORT } from './fees.ts';
import { HandlerRegistry, type LoadedHandler } from './handler-registry.ts';
import type { CadenceHandler, TransactionContext } from './handlers/index.ts';
import { logInternalError } from './http.ts';
import { cadence, checkJsonCadence, encodeJsonCadence, type JsonCadence } from './json-cadence.ts';
import { Ledger, type LedgerAccount, type LedgerState, storageCapacity } from './ledger.ts';
import {
  checkSignatureAccounts,
  decodeArguments,
  parseTransactionBody,
  restTransaction,
} from './transaction-body.ts';
import { hexAddress, normalizeAddress } from './util.ts';

export { parseTransactionBody } from './transaction-body.ts';

/** flow-go's DefaultMaxTransactionGasLimit, and mainnet's maximum. */
export const MAX_GAS_LIMIT = 9999n;
/** A transaction is sealed this many blocks after the block that includes it. */
export const SEAL_LAG = 2;
/**
 * The least fee of an executed transaction when fees are on: FlowFees' inclusion part (0.00001
 * FLOW with the emulator's parameters, where computation costs nothing more).
 */
export const TRANSACTION_FEE = computeFees(INCLUSION_EFFORT, 0n);
/** The fee for `computation`, never more than the payer's vault holds. */
function feeCharged(balance: bigint, computation: number): bigint {
  const fee = computeFees(INCLUSION_EFFORT, BigInt(computation));
  return balance < fee ? balance : fee;
}

/** How many blocks back scripts and accounts can be read (older heights answer 400). */
export const HISTORY_BLOCKS = 600;

/** Codes that fail before execution (verification, sequence number): no bump, no fee (§7). */
const PRE_EXECUTION_CODES: ReadonlySet<number> = new Set([1006, 1007, 1008, 1009]);

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

export interface ChainOptions {
  ledger: () => Ledger;
  cadenceFiles: CadenceFile[];
  handlers: readonly CadenceHandler[];
  faults: Faults;
  expiryBlocks: number;
  /** Whether transactions pay fees (flow emulator's --transaction-fees). */
  transactionFees: () => boolean;
}

interface Emitted {
  type: string;
  value: JsonCadence;
}

/** How a transaction ended: its error (null on success) and the computation it used. */
interface Outcome {
  readonly error: FlowExecutionError | string | null;
  readonly computation: number;
}

/** A flow-go style 64-hex id from arbitrary text. */
function hashId(text: string): string {
  return bytesToHex(sha3(new TextEncoder().encode(text)));
}

/** The sandbox's computation estimate for a transaction's body, before any event. */
function baseComputation(script: Uint8Array): number {
  return 24 + Math.round(script.length / 64);
}
const COMPUTATION_PER_EVENT = 3;

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

  /**
   * The Cadence checker's error for the first `import X from 0x…` whose address does not hold
   * contract X on this chain, or null when every import resolves.
   */
  private importProblem(
    ledger: Ledger,
    source: string,
    location: string,
  ): { detail: string; at: string } | null {
    for (const entry of addressImports(source)) {
      const expected = ledger.contractAddress(entry.name);
      if (
        expected === undefined ||
        normalizeAddress(expected) !== normalizeAddress(entry.address)
      ) {
        return {
          detail: unresolvedImportDetail(entry.name, entry.address),
          at: `${location}:${entry.position}`,
        };
      }
    }
    return null;
  }

  /** Runs a script at `block`; returns the base64 JSON-Cadence result, or throws an HttpError. */
  executeScript(sourceBase64: unknown, argumentsBase64: unknown, block: Block): string {
    if (typeof sourceBase64 !== 'string') throw badRequest('invalid script source encoding');
    const source = Buffer.from(sourceBase64, 'base64').toString('utf8');
    const loaded = this.handlers.recognise(source);
    const { file, handler } = loaded;
    const ledger = this.ledgerAt(block.height);
    const location = bytesToHex(sha3(new TextEncoder().encode(source)));
    const fail = (detail: string, at = location): HttpError =>
      new HttpError(400, scriptErrorMessage(block.id, cadenceErrorText(detail, at)));
    if (handler.kind !== 'script' || file.kind !== 'script') {
      throw fail(`cannot execute a transaction as a script (${file.file})`);
    }
    const problem = this.importProblem(ledger, source, location);
    if (problem !== null) throw fail(problem.detail, problem.at);
    const args = decodeArguments(argumentsBase64);
    if (args === null) throw badRequest('invalid argument encoding');
    if (args.length !== file.parameters.length) {
      throw fail(
        `entry point parameter count mismatch: expected ${file.parameters.length}, got ${args.length}`,
      );
    }
    for (const [index, parameter] of file.parameters.entries()) {
      const argumentProblem = checkJsonCadence(args[index], parameter.cadenceType);
      if (argumentProblem !== null) {
        throw fail(`invalid argument at index ${index}: ${argumentProblem}`);
      }
    }
    try {
      const value = handler.run({
        ledger,
        args,
        parameters: file.parameters,
        contracts: ledger.contracts,
        location,
        block: { height: block.height, id: block.id, timestamp: block.timestamp },
        panic(message: string, needle?: string): never {
          throw fail(`panic: ${message}`, `${location}:${loaded.position(needle)}`);
        },
        preconditionFailed(message: string, needle: string): never {
          throw fail(`pre-condition failed: ${message}`, `${location}:${loaded.position(needle)}`);
        },
        fail(detail: string, at: string): never {
          throw fail(detail, at);
        },
        locate(needle: string): string {
          return `${location}:${loaded.position(needle)}`;
        },
      });
      return encodeJsonCadence(value);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // A bug in a handler: still a script error (400), never a 500 that FCL would retry.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw fail(`internal error in the sandbox's handler for ${file.file}: ${message}`);
    }
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

  /** Executes a transaction; an unexpected error of the sandbox fails it instead of the chain. */
  private execute(tx: TxRecord, block: Block): void {
    tx.executed = true;
    const before = this.ledger.snapshot();
    const events: Emitted[] = [];
    let outcome: Outcome;
    try {
      outcome = this.run(tx, events, block.height);
    } catch (error) {
      logInternalError(`executing transaction ${tx.id}`, error);
      this.ledger.restore(before);
      events.length = 0;
      const message = error instanceof Error ? error.message : String(error);
      outcome = {
        error: cadenceRuntimeError(`internal error in the sandbox: ${message}`, tx.id),
        computation: 0,
      };
    }
    const { error, computation } = outcome;
    tx.errorMessage = error === null ? '' : typeof error === 'string' ? error : error.errorMessage;
    // What the meter reports never exceeds the limit (flow-go caps it for the fees too).
    tx.computationUsed = Math.min(computation, Number(tx.body.gasLimit));
    tx.events = events.map((emitted, index) => ({
      type: emitted.type,
      transaction_id: tx.id,
      transaction_index: String(Math.max(0, block.transactionIds.indexOf(tx.id))),
      event_index: String(index),
      payload: encodeJsonCadence(emitted.value),
    }));
  }

  /** The FVM's steps for one transaction; pushes the events it emits into `events`. */
  private run(tx: TxRecord, events: Emitted[], height: number): Outcome {
    const ledger = this.ledger;
    const fees = this.options.transactionFees();
    const done = (error: FlowExecutionError | string | null, computation: number): Outcome => ({
      error,
      computation,
    });
    const injected = tx.failWith;
    const injectedError = (phase: TransactionPhase): FlowExecutionError | string =>
      injected === null
        ? ''
        : injected.message.startsWith('[Error Code:')
          ? injected.message
          : new FlowExecutionError(injected.code, phase, coded(injected.code, injected.message));

    // 0. An injected verification or sequence-number failure (no bump, no fee).
    if (injected !== null && PRE_EXECUTION_CODES.has(injected.code)) {
      const phase =
        injected.code === 1007
          ? 'checking sequence number failed:'
          : 'transaction verification failed:';
      return done(injectedError(phase), 0);
    }

    // 1. Signatures and key weights (not charged, sequence number unchanged).
    const verification = this.verifySignatures(tx.body);
    if (verification !== null) return done(verification, 0);

    // 2. The proposal key's sequence number: checked, then incremented whatever follows.
    const sequence = this.checkAndIncrementSequenceNumber(tx.body);
    if (sequence !== null) return done(sequence, 0);

    const chargeFee = (computation: number): void => {
      if (fees) events.push(...this.deductFee(tx.body.payer, computation));
    };
    let computation = baseComputation(tx.body.script);

    // 3. Parsing and checking, which resolves the imports.
    const problem = this.importProblem(ledger, new TextDecoder().decode(tx.body.script), tx.id);
    if (problem !== null) {
      chargeFee(computation);
      return done(
        cadenceRuntimeError(problem.detail, problem.at, 'transaction preprocess failed:'),
        computation,
      );
    }

    // 4. The payer must be able to pay the fee (only when fees are on).
    const payer = ledger.account(tx.body.payer);
    if (fees && (payer?.flowVault?.balance ?? 0n) < TRANSACTION_FEE) {
      return done(
        new FlowExecutionError(
          1118,
          'transaction execute failed:',
          insufficientPayerBalance(tx.body.payer, formatUFix64(TRANSACTION_FEE)),
        ),
        0,
      );
    }

    // 5. An injected execution failure.
    if (injected !== null) {
      chargeFee(computation);
      return done(injectedError('transaction execute failed:'), computation);
    }

    // 6. Arguments.
    const argumentError = this.checkTransactionArguments(tx);
    if (argumentError !== null) {
      chargeFee(computation);
      return done(argumentError, computation);
    }

    // 7. The body, metered, on a snapshot that a failure rolls back.
    const limit = tx.body.gasLimit;
    const overLimit = (used: number): FlowExecutionError =>
      new FlowExecutionError(
        1110,
        'transaction execute failed:',
        computationLimitError(used, limit),
      );
    if (BigInt(computation) > limit) {
      const used = computation;
      chargeFee(Number(limit));
      return done(overLimit(used), Number(limit));
    }
    const before = ledger.snapshot();
    const bodyEvents: Emitted[] = [];
    let bodyError: FlowExecutionError | null = null;
    try {
      if (tx.handler.handler.kind !== 'transaction') throw new Error('not a transaction handler');
      tx.handler.handler.execute(this.transactionContext(tx, bodyEvents, height));
      computation += COMPUTATION_PER_EVENT * bodyEvents.length;
      if (BigInt(computation) > limit) bodyError = overLimit(computation);
    } catch (error) {
      bodyError =
        error instanceof FlowExecutionError
          ? error
          : cadenceRuntimeError(
              `internal error in the sandbox's handler for ${tx.file.file}: ${error instanceof Error ? error.message : String(error)}`,
              tx.id,
            );
    }
    if (bodyError !== null) {
      ledger.restore(before);
      const used = Math.min(computation, Number(limit));
      chargeFee(used);
      return done(bodyError, used);
    }

    // 8. Fees, from what is left; a payer who cannot pay any more fails the body (1109).
    if (fees && (ledger.account(tx.body.payer)?.flowVault?.balance ?? 0n) < TRANSACTION_FEE) {
      const balance = ledger.account(tx.body.payer)?.flowVault?.balance ?? 0n;
      ledger.restore(before);
      const fungibleToken = hexAddress(ledger.contracts.FungibleToken ?? '0x0');
      const inner = cadenceErrorText(
        'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! ' +
          `The amount requested to be withdrawn (${formatUFix64(TRANSACTION_FEE)}) is greater than the ` +
          `balance of the Vault (${formatUFix64(balance)}).`,
        `${fungibleToken}.FungibleToken:211:16`,
      );
      chargeFee(computation);
      return done(
        new FlowExecutionError(
          1109,
          '',
          feeDeductionFailed(tx.body.payer, computation, inner),
          1101,
        ),
        computation,
      );
    }
    // 9. flow-go checks storage after the fee: a fee paid out of the storage reserve fails it.
    const overStorage = fees ? this.overStorageAfterFee(tx.body.payer, computation) : null;
    if (overStorage !== null) {
      ledger.restore(before);
      chargeFee(computation);
      return done(
        new FlowExecutionError(1103, 'storage limit check failed:', overStorage),
        computation,
      );
    }
    events.push(...bodyEvents);
    chargeFee(computation);
    return done(null, computation);
  }

  /** The storage error the payer would have once its fee is paid, or null if it stays within. */
  private overStorageAfterFee(payerAddress: string, computation: number): string | null {
    const payer = this.ledger.account(payerAddress);
    const vault = payer?.flowVault;
    if (payer === undefined || vault == null) return null;
    const capacity = storageCapacity({
      ...payer,
      flowVault: { ...vault, balance: vault.balance - feeCharged(vault.balance, computation) },
    });
    return payer.storageUsed > capacity
      ? storageCapacityExceeded(payer.address, payer.storageUsed, capacity)
      : null;
  }

  private transactionContext(
    tx: TxRecord,
    emitted: Emitted[],
    blockHeight: number,
  ): TransactionContext {
    const ledger = this.ledger;
    const signers = tx.body.authorizers.map((address) => ledger.account(address));
    const payer = ledger.account(tx.body.payer);
    const missing = [...signers, payer].indexOf(undefined);
    if (missing >= 0 || payer === undefined) {
      const address = missing < signers.length ? tx.body.authorizers[missing] : tx.body.payer;
      throw new FlowExecutionError(
        1201,
        'transaction execute failed:',
        coded(1201, `account not found for address ${hexAddress(address ?? '')}`),
      );
    }
    let evmCalls = 0;
    return {
      ledger,
      args: tx.args,
      parameters: tx.file.parameters,
      contracts: ledger.contracts,
      transactionId: tx.id,
      blockHeight,
      signers: signers.filter((signer): signer is LedgerAccount => signer !== undefined),
      payer,
      emit(type, fields) {
        emitted.push(event(type, fields));
      },
      panic(message, needle) {
        throw cadenceRuntimeError(`panic: ${message}`, `${tx.id}:${tx.handler.position(needle)}`);
      },
      preconditionFailed(message, at) {
        throw cadenceRuntimeError(`pre-condition failed: ${message}`, at);
      },
      assertionFailed(message, needle) {
        throw cadenceRuntimeError(
          `assertion failed: ${message}`,
          `${tx.id}:${tx.handler.assertPosition(needle)}`,
        );
      },
      checkStorage(account) {
        const capacity = storageCapacity(account);
        if (account.storageUsed > capacity) {
          throw new FlowExecutionError(
            1103,
            'transaction execute failed:',
            storageCapacityExceeded(account.address, account.storageUsed, capacity),
          );
        }
      },
      locate(needle) {
        return `${tx.id}:${tx.handler.position(needle)}`;
      },
      nextEvmCallReverts() {
        evmCalls += 1;
        return evmCalls === tx.revertEvmCall;
      },
    };
  }

  /**
   * Moves the fee from the payer to FlowFees with the events FlowFees.deductTransactionFee
   * emits. Never takes more than the payer holds.
   */
  private deductFee(payerAddress: string, computation: number): Emitted[] {
    const ledger = this.ledger;
    const payer = ledger.account(payerAddress);
    const vault = payer?.flowVault;
    if (payer === undefined || vault == null) return [];
    const amount = feeCharged(vault.balance, computation);
    const feesAddress = ledger.contracts.FlowFees ?? '0x0';
    const flowFees = ledger.account(feesAddress);
    vault.balance -= amount;
    if (flowFees?.flowVault != null) flowFees.flowVault.balance += amount;
    const flowToken = hexAddress(ledger.contracts.FlowToken ?? '0x0');
    const fungibleToken = hexAddress(ledger.contracts.FungibleToken ?? '0x0');
    const vaultType = `A.${flowToken}.FlowToken.Vault`;
    const withdrawnUuid = ledger.nextUuid();
    return [
      event(`A.${flowToken}.FlowToken.TokensWithdrawn`, {
        amount: cadence.ufix64(amount),
        from: cadence.optional(cadence.address(payer.address)),
      }),
      event(`A.${fungibleToken}.FungibleToken.Withdrawn`, {
        type: cadence.string(vaultType),
        amount: cadence.ufix64(amount),
        from: cadence.optional(cadence.address(payer.address)),
        fromUUID: cadence.uint64(vault.uuid),
        withdrawnUUID: cadence.uint64(withdrawnUuid),
        balanceAfter: cadence.ufix64(vault.balance),
      }),
      event(`A.${flowToken}.FlowToken.TokensDeposited`, {
        amount: cadence.ufix64(amount),
        to: cadence.optional(cadence.address(feesAddress)),
      }),
      event(`A.${fungibleToken}.FungibleToken.Deposited`, {
        type: cadence.string(vaultType),
        amount: cadence.ufix64(amount),
        to: cadence.optional(cadence.address(feesAddress)),
        toUUID: cadence.uint64(flowFees?.flowVault?.uuid ?? 0n),
        depositedUUID: cadence.uint64(withdrawnUuid),
        balanceAfter: cadence.ufix64(flowFees?.flowVault?.balance ?? 0n),
      }),
      event(`A.${hexAddress(feesAddress)}.FlowFees.FeesDeducted`, {
        amount: cadence.ufix64(amount),
        inclusionEffort: cadence.ufix64(INCLUSION_EFFORT),
        executionEffort: cadence.ufix64(BigInt(computation)),
      }),
    ];
  }

  private checkTransactionArguments(tx: TxRecord): FlowExecutionError | null {
    const parameters = tx.file.parameters;
    const invalid = (detail: string): FlowExecutionError =>
      new FlowExecutionError(
        1052,
        'transaction execute failed:',
        coded(1052, `transaction arguments are invalid: (${detail})`),
      );
    if (tx.body.arguments.length !== parameters.length) {
      return invalid(
        `transaction parameter count mismatch: expected ${parameters.length}, got ${tx.body.arguments.length}`,
      );
    }
    for (const [index, parameter] of parameters.entries()) {
      const problem = checkJsonCadence(tx.args[index], parameter.cadenceType);
      if (problem !== null) return invalid(`argument at index ${index}: ${problem}`);
    }
    return null;
  }

  /**
   * flow-go's TransactionVerifier (fvm/transactionVerifier.go): key lookup and weights first
   * (payload signatures count for authorizers other than the payer, envelope signatures for
   * the payer), the proposal key's signature, then the cryptographic checks.
   */
  private verifySignatures(tx: TransactionBody): FlowExecutionError | null {
    const ledger = this.ledger;
    const proposal: SignatureRef = tx.proposalKey;
    const fail = (inner: string, rootCode: number): FlowExecutionError =>
      new FlowExecutionError(
        Number(/^\[Error Code: (\d+)\]/.exec(inner)?.[1] ?? rootCode),
        'transaction verification failed:',
        inner,
        rootCode,
      );
    const entries = [
      ...tx.payloadSignatures.map((sig) => ({ sig, envelope: false })),
      ...tx.envelopeSignatures.map((sig) => ({ sig, envelope: true })),
    ];
    const payloadWeights = new Map<string, number>();
    const envelopeWeights = new Map<string, number>();
    let proposalSigned = false;
    for (const { sig, envelope } of entries) {
      const key = ledger.account(sig.address)?.keys[sig.keyIndex];
      const code = envelope ? 1009 : 1008;
      if (key === undefined) {
        const inner = signatureError(envelope, sig, keyNotFound(sig.address, sig.keyIndex));
        return fail(proposalKeyError(proposal, inner), 1202);
      }
      if (key.revoked) {
        const inner = signatureError(envelope, sig, 'account key has been revoked');
        return fail(proposalKeyError(proposal, inner), code);
      }
      const weights = envelope ? envelopeWeights : payloadWeights;
      const address = hexAddress(sig.address);
      weights.set(address, (weights.get(address) ?? 0) + key.weight);
      if (matches(sig, proposal)) proposalSigned = true;
    }
    if (!proposalSigned) {
      return fail(
        proposalKeyError(
          proposal,
          'either the payload or the envelope should provide proposal signatures',
        ),
        1006,
      );
    }
    const payer = hexAddress(tx.payer);
    for (const authorizer of tx.authorizers.map(hexAddress)) {
      if (authorizer === payer) continue;
      const weight = payloadWeights.get(authorizer) ?? 0;
      if (weight < 1000) {
        return fail(
          authorizationError(
            authorizer,
            `authorizer account does not have sufficient signatures (${weight} < 1000)`,
          ),
          1055,
        );
      }
    }
    const payerWeight = envelopeWeights.get(payer) ?? 0;
    if (payerWeight < 1000) {
      return fail(
        authorizationError(
          payer,
          `payer account does not have sufficient signatures (${payerWeight} < 1000)`,
        ),
        1055,
      );
    }
    const messages = { payload: payloadMessage(tx), envelope: envelopeMessage(tx) };
    for (const { sig, envelope } of entries) {
      const key = ledger.account(sig.address)?.keys[sig.keyIndex];
      const message = envelope ? messages.envelope : messages.payload;
      if (key === undefined || !verifySignature(message, sig.signature, key.publicKey)) {
        const inner = signatureError(envelope, sig, 'signature is not valid');
        return fail(proposalKeyError(proposal, inner), envelope ? 1009 : 1008);
      }
    }
    return null;
  }

  /** flow-go's TransactionSequenceNumberChecker. */
  private checkAndIncrementSequenceNumber(tx: TransactionBody): FlowExecutionError | null {
    const phase = 'checking sequence number failed:';
    const proposal = tx.proposalKey;
    const key = this.ledger.account(proposal.address)?.keys[proposal.keyIndex];
    if (key === undefined) {
      return new FlowExecutionError(
        1006,
        phase,
        proposalKeyError(proposal, keyNotFound(proposal.address, proposal.keyIndex)),
        1202,
      );
    }
    if (key.revoked) {
      return new FlowExecutionError(
        1006,
        phase,
        proposalKeyError(proposal, 'proposal key has been revoked'),
      );
    }
    if (key.sequenceNumber !== proposal.sequenceNumber) {
      return new FlowExecutionError(
        1007,
        phase,
        sequenceNumberError(proposal, key.sequenceNumber, proposal.sequenceNumber),
      );
    }
    key.sequenceNumber += 1n;
    return null;
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

function matches(sig: SignatureRef, proposal: SignatureRef): boolean {
  return (
    hexAddress(sig.address) === hexAddress(proposal.address) && sig.keyIndex === proposal.keyIndex
  );
}

function event(type: string, fields: Record<string, JsonCadence>): Emitted {
  return { type, value: cadence.event(type, fields) };
}
