/**
 * The sandbox chain: blocks on a timer, the transaction pool and the status lifecycle
 * (PENDING → FINALIZED → EXECUTED → SEALED, or EXPIRED), signature and sequence-number checks,
 * and execution of the app's Cadence through the handler registry.
 */
import { isValidFlowAddress } from '../../src/flow/address.ts';
import { type CadenceFile, normalizeCadence, positionOf } from './cadence.ts';
import {
  bytesToHex,
  envelopeMessage,
  payloadMessage,
  sha3,
  type TransactionBody,
  type TransactionSignature,
  transactionId,
  verifySignature,
} from './crypto.ts';
import {
  cadenceRuntimeError,
  coded,
  FlowExecutionError,
  HttpError,
  invalidArgument,
  notFound,
  scriptErrorMessage,
  transactionErrorMessage,
} from './errors.ts';
import type { Faults } from './faults.ts';
import type { CadenceHandler, TransactionContext } from './handlers/index.ts';
import { cadence, checkJsonCadence, encodeJsonCadence, type JsonCadence } from './json-cadence.ts';
import { type Ledger, type LedgerAccount, normalizeAddress, storageCapacity } from './ledger.ts';

export const MAX_GAS_LIMIT = 9999n;
/** A transaction is sealed this many blocks after the block that includes it. */
export const SEAL_LAG = 2;
/** The fee charged to the payer of every executed transaction (0.00001 FLOW). */
export const TRANSACTION_FEE = 1_000n;

export interface Block {
  readonly id: string;
  readonly parentId: string;
  readonly height: number;
  readonly timestamp: string;
  readonly parentVoterSignature: string;
  readonly transactionIds: string[];
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

export interface TxRecord {
  readonly id: string;
  readonly body: TransactionBody;
  /** The REST echo of the transaction. */
  readonly rest: Record<string, unknown>;
  readonly file: CadenceFile;
  readonly handler: CadenceHandler;
  readonly args: unknown[];
  readonly refHeight: number;
  includedHeight: number | null;
  collectionId: string;
  executed: boolean;
  expired: boolean;
  neverInclude: boolean;
  failWith: { code: number; message: string } | null;
  errorMessage: string;
  events: RestEvent[];
  computationUsed: number;
}

export interface ChainOptions {
  ledger: () => Ledger;
  cadenceFiles: CadenceFile[];
  handlers: readonly CadenceHandler[];
  faults: Faults;
  expiryBlocks: number;
}

/** A flow-go style 64-hex id from arbitrary text. */
function hashId(text: string): string {
  return bytesToHex(sha3(new TextEncoder().encode(text)));
}

export class Chain {
  readonly blocks: Block[] = [];
  readonly transactions = new Map<string, TxRecord>();
  private readonly listeners = new Set<(tx: TxRecord) => void>();
  expiryBlocks: number;

  constructor(private readonly options: ChainOptions) {
    this.expiryBlocks = options.expiryBlocks;
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
    });
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

  onStatusChange(listener: (tx: TxRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The submission-time expiry threshold: 570 for Flow's 600 (a 30-block buffer, scaled down). */
  get submissionExpiryThreshold(): number {
    return this.expiryBlocks - Math.min(30, Math.floor(this.expiryBlocks / 10));
  }

  /** Produces the next block: executes last block's transactions, includes pending ones. */
  advance(): Block {
    const parent = this.latest();
    const height = parent.height + 1;
    const changed: TxRecord[] = [];
    for (const id of parent.transactionIds) {
      const tx = this.transactions.get(id);
      if (tx !== undefined && !tx.executed) {
        this.execute(tx, parent);
        changed.push(tx);
      }
    }
    const included: string[] = [];
    for (const tx of this.transactions.values()) {
      if (tx.includedHeight !== null || tx.expired) continue;
      if (tx.neverInclude) {
        if (height - tx.refHeight > this.expiryBlocks) {
          tx.expired = true;
          changed.push(tx);
        }
        continue;
      }
      tx.includedHeight = height;
      tx.collectionId = hashId(`collection ${height} ${tx.id}`);
      included.push(tx.id);
      changed.push(tx);
    }
    const timestamp = new Date();
    const block: Block = {
      id: hashId(`${parent.id} ${height} ${timestamp.toISOString()} ${included.join(',')}`),
      parentId: parent.id,
      height,
      timestamp: timestamp.toISOString(),
      parentVoterSignature: Buffer.from(sha3(new TextEncoder().encode(parent.id))).toString(
        'base64',
      ),
      transactionIds: included,
    };
    this.blocks.push(block);
    // Transactions whose block just became sealed.
    const sealedBlock = this.blocks[height - SEAL_LAG];
    if (sealedBlock !== undefined) {
      for (const id of sealedBlock.transactionIds) {
        const tx = this.transactions.get(id);
        if (tx !== undefined && !changed.includes(tx)) changed.push(tx);
      }
    }
    for (const tx of changed) for (const listener of this.listeners) listener(tx);
    return block;
  }

  statusOf(tx: TxRecord): TxStatusCode {
    if (tx.expired) return 5;
    if (tx.includedHeight === null) return 1;
    if (this.finalHeight >= tx.includedHeight + SEAL_LAG && tx.executed) return 4;
    if (tx.executed) return 3;
    return 2;
  }

  /** The REST transaction result (flow-protocol.md §1.8). */
  resultOf(tx: TxRecord): Record<string, unknown> {
    const status = this.statusOf(tx);
    const executed = status === 3 || status === 4;
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

  /** Finds the app's Cadence file for a received source, or answers 400. */
  recognise(source: string): { file: CadenceFile; handler: CadenceHandler } {
    const normalized = normalizeCadence(source);
    const file = this.options.cadenceFiles.find((candidate) => candidate.normalized === normalized);
    if (file === undefined) {
      throw invalidArgument(
        'the Flowdeck sandbox cannot execute arbitrary Cadence: it only runs the Cadence files ' +
          'of the app (src/flow/cadence/**/*.cdc), recognised by their source. ' +
          'To run other Cadence, use the Flow emulator (`flow emulator`) and `flow dev-wallet` ' +
          'instead of the sandbox.',
      );
    }
    const handler = this.options.handlers.find((candidate) => candidate.file === file.file);
    if (handler === undefined) {
      throw invalidArgument(
        `the Flowdeck sandbox has no handler for ${file.file}; add one under sandbox/src/handlers/ ` +
          'or use the Flow emulator (`flow emulator`) to run it.',
      );
    }
    return { file, handler };
  }

  /** Runs a script; returns the base64 JSON-Cadence result, or throws an HttpError. */
  executeScript(sourceBase64: unknown, argumentsBase64: unknown, block: Block): string {
    if (typeof sourceBase64 !== 'string') throw new HttpError(400, 'invalid script: missing');
    const source = Buffer.from(sourceBase64, 'base64').toString('utf8');
    const { file, handler } = this.recognise(source);
    const location = bytesToHex(sha3(new TextEncoder().encode(source)));
    const fail = (detail: string): HttpError =>
      new HttpError(
        400,
        scriptErrorMessage(
          block.id,
          coded(1101, `cadence runtime error: Execution failed:\nerror: ${detail}\n`),
        ),
      );
    if (handler.kind !== 'script' || file.kind !== 'script') {
      throw fail(`cannot execute a transaction as a script (${file.file})`);
    }
    const args = decodeArguments(argumentsBase64);
    if (args === null) throw new HttpError(400, 'invalid arguments: not valid base64 JSON-Cadence');
    if (args.length !== file.parameters.length) {
      throw fail(
        `entry point parameter count mismatch: expected ${file.parameters.length}, got ${args.length}`,
      );
    }
    for (const [index, parameter] of file.parameters.entries()) {
      const problem = checkJsonCadence(args[index], parameter.cadenceType);
      if (problem !== null) throw fail(`invalid argument at index ${index}: ${problem}`);
    }
    const value = handler.run({
      ledger: this.ledger,
      args,
      contracts: this.ledger.contracts,
      panic(message: string, needle?: string): never {
        throw fail(
          `panic: ${message}\n --> ${location}:${positionOf(file.source, needle ?? 'panic(')}`,
        );
      },
    });
    return encodeJsonCadence(value);
  }

  // ---------------------------------------------------------------- transactions

  /** Validates and accepts a transaction (POST /v1/transactions). Returns the REST echo. */
  submit(body: unknown): Record<string, unknown> {
    const parsed = parseTransactionBody(body);
    const network = this.ledger.network;
    for (const address of [
      parsed.payer,
      parsed.proposalKey.address,
      ...parsed.authorizers,
      ...parsed.payloadSignatures.map((s) => s.address),
      ...parsed.envelopeSignatures.map((s) => s.address),
    ]) {
      if (!isValidFlowAddress(address, network)) {
        throw invalidArgument(`invalid address: ${address}`);
      }
    }
    if (parsed.script.length === 0) throw invalidArgument('transaction script is empty');
    if (parsed.gasLimit > MAX_GAS_LIMIT) {
      throw invalidArgument(
        `transaction's gas limit (${parsed.gasLimit}) exceeds the allowed max gas limit (${MAX_GAS_LIMIT})`,
      );
    }
    if (parsed.gasLimit === 0n) {
      throw invalidArgument("transaction's gas limit (0) is below the allowed min gas limit (1)");
    }
    const reference = this.blockById(parsed.referenceBlockId);
    if (reference === undefined) {
      throw invalidArgument(`unknown reference block: ${parsed.referenceBlockId}`);
    }
    if (this.finalHeight - reference.height > this.submissionExpiryThreshold) {
      throw invalidArgument(
        `transaction is expired: ref_height=${reference.height} final_height=${this.finalHeight}`,
      );
    }
    const seen = new Set<string>();
    for (const sig of [...parsed.payloadSignatures, ...parsed.envelopeSignatures]) {
      const key = `${sig.address}/${sig.keyIndex}`;
      if (seen.has(key)) {
        throw invalidArgument(
          `duplicated signature for key (address: ${sig.address}, index: ${sig.keyIndex})`,
        );
      }
      seen.add(key);
    }
    const id = transactionId(parsed);
    const existing = this.transactions.get(id);
    if (existing !== undefined) return existing.rest;
    const { file, handler } = this.recognise(new TextDecoder().decode(parsed.script));
    if (file.kind !== 'transaction') {
      throw invalidArgument(`${file.file} is a script, not a transaction`);
    }
    const rest = restTransaction(id, body as Record<string, unknown>, parsed);
    const record: TxRecord = {
      id,
      body: parsed,
      rest,
      file,
      handler,
      args: decodeArguments(parsed.arguments.map((a) => Buffer.from(a).toString('base64'))) ?? [],
      refHeight: reference.height,
      includedHeight: null,
      collectionId: '',
      executed: false,
      expired: false,
      neverInclude: false,
      failWith: null,
      errorMessage: '',
      events: [],
      computationUsed: 0,
    };
    const faults = this.options.faults;
    if (faults.expireNext) {
      faults.expireNext = false;
      record.neverInclude = true;
    }
    if (faults.failNext !== null) {
      record.failWith = { code: faults.failNext.code, message: faults.failNext.message };
      faults.failNext = null;
    }
    this.transactions.set(id, record);
    for (const listener of this.listeners) listener(record);
    return rest;
  }

  private execute(tx: TxRecord, block: Block): void {
    tx.executed = true;
    tx.computationUsed = 24 + tx.body.script.length / 64;
    tx.computationUsed = Math.round(tx.computationUsed);
    const ledger = this.ledger;
    const events: { type: string; value: JsonCadence }[] = [];
    const finish = (error: FlowExecutionError | null): void => {
      tx.errorMessage = error === null ? '' : error.errorMessage;
      tx.events = events.map((event, index) => ({
        type: event.type,
        transaction_id: tx.id,
        transaction_index: String(block.transactionIds.indexOf(tx.id)),
        event_index: String(index),
        payload: encodeJsonCadence(event.value),
      }));
    };

    // 1. Signatures (not charged, sequence number unchanged).
    const verification = this.verifySignatures(tx.body);
    if (verification !== null) finish(verification);
    if (verification !== null) return;

    // 2. Sequence number.
    const proposer = ledger.account(tx.body.proposalKey.address);
    const proposalKey = proposer?.keys[tx.body.proposalKey.keyIndex];
    if (proposer === undefined || proposalKey === undefined) {
      finish(
        new FlowExecutionError(
          1202,
          'checking sequence number failed:',
          coded(
            1202,
            `account public key not found for address ${hex(tx.body.proposalKey.address)} and key index ${tx.body.proposalKey.keyIndex}`,
          ),
        ),
      );
      return;
    }
    if (proposalKey.sequenceNumber !== tx.body.proposalKey.sequenceNumber) {
      finish(
        new FlowExecutionError(
          1007,
          'checking sequence number failed:',
          coded(
            1007,
            `invalid proposal key: public key ${proposalKey.index} on account ${hex(proposer.address)} has sequence number ${proposalKey.sequenceNumber}, but given ${tx.body.proposalKey.sequenceNumber}`,
          ),
        ),
      );
      return;
    }
    proposalKey.sequenceNumber += 1n;

    // 3. The payer must be able to pay.
    const payer = ledger.account(tx.body.payer);
    const payerBalance = payer?.flowVault?.balance ?? 0n;
    if (payer === undefined || payerBalance < TRANSACTION_FEE) {
      finish(
        new FlowExecutionError(
          1118,
          'transaction execute failed:',
          coded(
            1118,
            `payer ${hex(tx.body.payer)} has insufficient balance to attempt transaction execution (required balance: 0.00001000)`,
          ),
        ),
      );
      return;
    }

    const feeEvents = (): void => {
      const flowFees = ledger.account(ledger.contracts.FlowFees ?? '');
      const payer = ledger.account(tx.body.payer);
      if (payer?.flowVault == null) return;
      payer.flowVault.balance -= TRANSACTION_FEE;
      if (flowFees?.flowVault) flowFees.flowVault.balance += TRANSACTION_FEE;
      const flowToken = hex(ledger.contracts.FlowToken ?? '');
      const fungibleToken = hex(ledger.contracts.FungibleToken ?? '');
      const vaultType = `A.${flowToken}.FlowToken.Vault`;
      const feesAddress = ledger.contracts.FlowFees ?? '';
      const withdrawnUuid = ledger.nextUuid();
      events.push(
        event(`A.${flowToken}.FlowToken.TokensWithdrawn`, {
          amount: cadence.ufix64(TRANSACTION_FEE),
          from: cadence.optional(cadence.address(payer.address)),
        }),
        event(`A.${fungibleToken}.FungibleToken.Withdrawn`, {
          type: cadence.string(vaultType),
          amount: cadence.ufix64(TRANSACTION_FEE),
          from: cadence.optional(cadence.address(payer.address)),
          fromUUID: cadence.uint64(payer.flowVault.uuid),
          withdrawnUUID: cadence.uint64(withdrawnUuid),
          balanceAfter: cadence.ufix64(payer.flowVault.balance),
        }),
        event(`A.${flowToken}.FlowToken.TokensDeposited`, {
          amount: cadence.ufix64(TRANSACTION_FEE),
          to: cadence.optional(cadence.address(feesAddress)),
        }),
        event(`A.${fungibleToken}.FungibleToken.Deposited`, {
          type: cadence.string(vaultType),
          amount: cadence.ufix64(TRANSACTION_FEE),
          to: cadence.optional(cadence.address(feesAddress)),
          toUUID: cadence.uint64(flowFees?.flowVault?.uuid ?? 0n),
          depositedUUID: cadence.uint64(withdrawnUuid),
          balanceAfter: cadence.ufix64(flowFees?.flowVault?.balance ?? 0n),
        }),
        event(`A.${hex(feesAddress)}.FlowFees.FeesDeducted`, {
          amount: cadence.ufix64(TRANSACTION_FEE),
          inclusionEffort: cadence.ufix64(100_000_000n),
          executionEffort: cadence.ufix64(BigInt(tx.computationUsed) * 1_000n),
        }),
      );
    };

    // 4. Injected failure.
    if (tx.failWith !== null) {
      const { code, message } = tx.failWith;
      feeEvents();
      if (message.startsWith('[Error Code:')) {
        finish(null);
        tx.errorMessage = message;
        return;
      }
      finish(new FlowExecutionError(code, 'transaction execute failed:', coded(code, message)));
      return;
    }

    // 5. Arguments.
    const argumentError = this.checkTransactionArguments(tx);
    if (argumentError !== null) {
      feeEvents();
      finish(argumentError);
      return;
    }

    // 6. Execute on a snapshot; roll back on failure.
    const before = ledger.snapshot();
    const signers = tx.body.authorizers.map((address) => ledger.account(address));
    const handlerEvents: { type: string; value: JsonCadence }[] = [];
    const location = tx.id;
    const source = tx.file.source;
    try {
      if (tx.handler.kind !== 'transaction') throw new Error('not a transaction handler');
      if (signers.some((signer) => signer === undefined)) {
        throw new FlowExecutionError(
          1201,
          'transaction execute failed:',
          coded(1201, 'account not found for address'),
        );
      }
      const ctx: TransactionContext = {
        ledger,
        args: tx.args,
        contracts: ledger.contracts,
        transactionId: tx.id,
        signers: signers as LedgerAccount[],
        payer,
        emit(type, fields) {
          handlerEvents.push(event(type, fields));
        },
        panic(message, needle) {
          throw cadenceRuntimeError(
            `panic: ${message}`,
            `${location}:${positionOf(source, needle ?? 'panic(')}`,
          );
        },
        preconditionFailed(message, at) {
          throw cadenceRuntimeError(`pre-condition failed: ${message}`, at);
        },
        checkStorage(account) {
          const capacity = storageCapacity(account);
          if (account.storageUsed > capacity) {
            throw new FlowExecutionError(
              1103,
              'transaction execute failed:',
              coded(
                1103,
                `The account with address (${hex(account.address)}) uses ${account.storageUsed} bytes of storage which is over its capacity (${capacity} bytes). Capacity can be increased by adding FLOW tokens to the account.`,
              ),
            );
          }
        },
      };
      tx.handler.execute(ctx);
    } catch (error) {
      ledger.restore(before);
      const flowError =
        error instanceof FlowExecutionError
          ? error
          : cadenceRuntimeError(
              `internal sandbox error: ${error instanceof Error ? error.message : String(error)}`,
              location,
            );
      feeEvents();
      finish(flowError);
      return;
    }
    events.push(...handlerEvents);
    feeEvents();
    finish(null);
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

  /** flow-go's transaction verifier: signatures and key weights. Null when all is well. */
  private verifySignatures(tx: TransactionBody): FlowExecutionError | null {
    const ledger = this.ledger;
    const weights = new Map<string, number>();
    const verifyAll = (
      signatures: TransactionSignature[],
      message: Uint8Array,
      envelope: boolean,
    ): FlowExecutionError | null => {
      for (const sig of signatures) {
        const account = ledger.account(sig.address);
        const key = account?.keys[sig.keyIndex];
        const code = envelope ? 1009 : 1008;
        const what = envelope ? 'invalid envelope key' : 'invalid payload signature';
        const ok =
          key !== undefined &&
          !key.revoked &&
          verifySignature(message, sig.signature, key.publicKey);
        if (!ok) {
          const reason = key === undefined ? 'public key not found' : 'signature is not valid';
          const inner = coded(
            code,
            `${what}: public key ${sig.keyIndex} on account ${hex(sig.address)} does not have a valid signature: ${reason}`,
          );
          const isProposalKey =
            hex(sig.address) === hex(tx.proposalKey.address) &&
            sig.keyIndex === tx.proposalKey.keyIndex;
          const text = isProposalKey
            ? coded(
                1006,
                `invalid proposal key: public key ${sig.keyIndex} on account ${hex(sig.address)} does not have a valid signature: ${inner}`,
              )
            : inner;
          return new FlowExecutionError(
            isProposalKey ? 1006 : code,
            'transaction verification failed:',
            text,
            code,
          );
        }
        const address = normalizeAddress(sig.address);
        weights.set(address, (weights.get(address) ?? 0) + key.weight);
      }
      return null;
    };
    const payloadError = verifyAll(tx.payloadSignatures, payloadMessage(tx), false);
    if (payloadError !== null) return payloadError;
    const envelopeError = verifyAll(tx.envelopeSignatures, envelopeMessage(tx), true);
    if (envelopeError !== null) return envelopeError;
    const insufficient = (address: string, role: string): FlowExecutionError =>
      new FlowExecutionError(
        1055,
        'transaction verification failed:',
        coded(
          1055,
          `authorization failed for account ${hex(address)}: ${role} account does not have sufficient signatures (${weights.get(normalizeAddress(address)) ?? 0} < 1000)`,
        ),
      );
    for (const authorizer of tx.authorizers) {
      if ((weights.get(normalizeAddress(authorizer)) ?? 0) < 1000) {
        return insufficient(authorizer, 'authorizer');
      }
    }
    const envelopeWeight = tx.envelopeSignatures
      .filter((sig) => hex(sig.address) === hex(tx.payer))
      .reduce(
        (sum, sig) => sum + (ledger.account(sig.address)?.keys[sig.keyIndex]?.weight ?? 0),
        0,
      );
    if (envelopeWeight < 1000) return insufficient(tx.payer, 'payer');
    const proposerSigned = [...tx.payloadSignatures, ...tx.envelopeSignatures].some(
      (sig) =>
        hex(sig.address) === hex(tx.proposalKey.address) &&
        sig.keyIndex === tx.proposalKey.keyIndex,
    );
    if (!proposerSigned) {
      return new FlowExecutionError(
        1006,
        'transaction verification failed:',
        coded(
          1006,
          `invalid proposal key: public key ${tx.proposalKey.keyIndex} on account ${hex(tx.proposalKey.address)} does not have a valid signature: no signature from the proposal key`,
        ),
      );
    }
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

  /** Forgets every transaction (used by reset). Blocks keep going. */
  clearTransactions(): void {
    this.transactions.clear();
  }

  errorMessageFor(code: number, inner: string): string {
    return transactionErrorMessage(code, 'transaction execute failed:', inner);
  }
}

function event(
  type: string,
  fields: Record<string, JsonCadence>,
): { type: string; value: JsonCadence } {
  return { type, value: cadence.event(type, fields) };
}

function hex(address: string): string {
  return address.replace(/^0x/i, '').toLowerCase().padStart(16, '0');
}

function decodeArguments(argumentsBase64: unknown): unknown[] | null {
  if (argumentsBase64 === undefined || argumentsBase64 === null) return [];
  if (!Array.isArray(argumentsBase64)) return null;
  const out: unknown[] = [];
  for (const arg of argumentsBase64) {
    if (typeof arg !== 'string') return null;
    try {
      out.push(JSON.parse(Buffer.from(arg, 'base64').toString('utf8')));
    } catch {
      out.push(undefined);
    }
  }
  return out;
}

const HEX16 = /^(0x)?[0-9a-fA-F]{16}$/;
const HEX64 = /^[0-9a-fA-F]{64}$/;
const UINT = /^\d+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function base64Bytes(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw new HttpError(400, `invalid ${what}: illegal base64 data`);
  }
  return new Uint8Array(Buffer.from(value, 'base64'));
}

function addressField(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HEX16.test(value)) {
    throw new HttpError(400, `invalid ${what}: invalid address`);
  }
  return value.replace(/^0x/, '').toLowerCase();
}

function uintField(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !UINT.test(value)) {
    throw new HttpError(400, `invalid ${what}: value must be an unsigned 64 bit integer`);
  }
  const n = BigInt(value);
  if (n >= 2n ** 64n)
    throw new HttpError(400, `invalid ${what}: value must be an unsigned 64 bit integer`);
  return n;
}

function signatures(value: unknown, what: string): TransactionSignature[] {
  if (!Array.isArray(value)) throw new HttpError(400, `invalid ${what}: must be an array`);
  return value.map((entry) => {
    if (!isRecord(entry)) throw new HttpError(400, `invalid ${what}: must be objects`);
    const extension = entry.extension_data;
    return {
      address: addressField(entry.address, `${what} address`),
      keyIndex: Number(uintField(entry.key_index, `${what} key index`)),
      signature: base64Bytes(entry.signature, `${what} signature`),
      ...(typeof extension === 'string' && extension !== ''
        ? { extensionData: base64Bytes(extension, `${what} extension data`) }
        : {}),
    };
  });
}

/** Parses the REST body of POST /v1/transactions, with flow-go style 400 messages. */
export function parseTransactionBody(body: unknown): TransactionBody {
  if (!isRecord(body)) throw new HttpError(400, 'request body must be a transaction object');
  if (typeof body.reference_block_id !== 'string' || !HEX64.test(body.reference_block_id)) {
    throw new HttpError(400, 'invalid reference block ID: invalid ID format');
  }
  if (!isRecord(body.proposal_key)) throw new HttpError(400, 'proposal key not provided');
  if (!Array.isArray(body.authorizers)) throw new HttpError(400, 'authorizers not provided');
  const args = body.arguments ?? [];
  if (!Array.isArray(args)) throw new HttpError(400, 'invalid arguments: must be an array');
  return {
    script: base64Bytes(body.script, 'transaction script'),
    arguments: args.map((arg) => base64Bytes(arg, 'argument')),
    referenceBlockId: body.reference_block_id.toLowerCase(),
    gasLimit: uintField(body.gas_limit, 'gas limit'),
    proposalKey: {
      address: addressField(body.proposal_key.address, 'proposal key address'),
      keyIndex: Number(uintField(body.proposal_key.key_index, 'proposal key index')),
      sequenceNumber: uintField(body.proposal_key.sequence_number, 'sequence number'),
    },
    payer: addressField(body.payer, 'payer'),
    authorizers: body.authorizers.map((a) => addressField(a, 'authorizer')),
    payloadSignatures: signatures(body.payload_signatures ?? [], 'payload signatures'),
    envelopeSignatures: signatures(body.envelope_signatures ?? [], 'envelope signatures'),
  };
}

function restTransaction(
  id: string,
  body: Record<string, unknown>,
  tx: TransactionBody,
): Record<string, unknown> {
  const sig = (s: TransactionSignature) => ({
    address: s.address,
    key_index: String(s.keyIndex),
    signature: Buffer.from(s.signature).toString('base64'),
    ...(s.extensionData === undefined
      ? {}
      : { extension_data: Buffer.from(s.extensionData).toString('base64') }),
  });
  return {
    id,
    script: body.script,
    arguments: tx.arguments.map((a) => Buffer.from(a).toString('base64')),
    reference_block_id: tx.referenceBlockId,
    gas_limit: tx.gasLimit.toString(),
    payer: tx.payer,
    proposal_key: {
      address: tx.proposalKey.address,
      key_index: String(tx.proposalKey.keyIndex),
      sequence_number: tx.proposalKey.sequenceNumber.toString(),
    },
    authorizers: tx.authorizers,
    payload_signatures: tx.payloadSignatures.map(sig),
    envelope_signatures: tx.envelopeSignatures.map(sig),
    _expandable: { result: `/v1/transaction_results/${id}` },
    _links: { _self: `/v1/transactions/${id}` },
  };
}

export { notFound };
