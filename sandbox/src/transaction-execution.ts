/**
 * The FVM's steps for one transaction, in flow-go's order: verification, the sequence number,
 * checking, the payer's balance, arguments, the metered body, then fees and storage.
 */

import { checkJsonCadence, encodeJsonCadence } from '../../emulator/src/json-cadence.ts';
import {
  cadenceErrorText,
  cadenceRuntimeError,
  coded,
  computationLimitError,
  FlowExecutionError,
  feeDeductionFailed,
  insufficientPayerBalance,
  type TransactionPhase,
} from '../../fault-proxy/src/errors.ts';
import { logInternalError } from '../../fault-proxy/src/http.ts';
import { hexAddress } from '../../fault-proxy/src/util.ts';
import { formatUFix64 } from '../../src/flow/ufix64.ts';
import type { Block, Emitted, TxRecord } from './chain-records.ts';
import type { Ledger } from './ledger.ts';
import { transactionContext } from './transaction-context.ts';
import { deductFee, overStorageAfterFee, TRANSACTION_FEE } from './transaction-fees.ts';
import { checkAndIncrementSequenceNumber, verifySignatures } from './transaction-verification.ts';
import { importProblem } from './unresolved-imports.ts';

/** Codes that fail before execution (verification, sequence number): no bump, no fee (§7). */
const PRE_EXECUTION_CODES: ReadonlySet<number> = new Set([1006, 1007, 1008, 1009]);

/** How a transaction ended: its error (null on success) and the computation it used. */
interface Outcome {
  readonly error: FlowExecutionError | string | null;
  readonly computation: number;
}

/** The sandbox's computation estimate for a transaction's body, before any event. */
function baseComputation(script: Uint8Array): number {
  return 24 + Math.round(script.length / 64);
}
const COMPUTATION_PER_EVENT = 3;

/** Executes a transaction; an unexpected error of the sandbox fails it instead of the chain. */
export function executeTransaction(
  ledger: Ledger,
  transactionFees: () => boolean,
  tx: TxRecord,
  block: Block,
): void {
  tx.executed = true;
  const before = ledger.snapshot();
  const events: Emitted[] = [];
  let outcome: Outcome;
  try {
    outcome = run(ledger, transactionFees, tx, events, block.height);
  } catch (error) {
    logInternalError(`executing transaction ${tx.id}`, error);
    ledger.restore(before);
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
function run(
  ledger: Ledger,
  transactionFees: () => boolean,
  tx: TxRecord,
  events: Emitted[],
  height: number,
): Outcome {
  const fees = transactionFees();
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
  const verification = verifySignatures(ledger, tx.body);
  if (verification !== null) return done(verification, 0);

  // 2. The proposal key's sequence number: checked, then incremented whatever follows.
  const sequence = checkAndIncrementSequenceNumber(ledger, tx.body);
  if (sequence !== null) return done(sequence, 0);

  const chargeFee = (computation: number): void => {
    if (fees) events.push(...deductFee(ledger, tx.body.payer, computation));
  };
  let computation = baseComputation(tx.body.script);

  // 3. Parsing and checking, which resolves the imports.
  const problem = importProblem(ledger, new TextDecoder().decode(tx.body.script), tx.id);
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
  const argumentError = checkTransactionArguments(tx);
  if (argumentError !== null) {
    chargeFee(computation);
    return done(argumentError, computation);
  }

  // 7. The body, metered, on a snapshot that a failure rolls back.
  const limit = tx.body.gasLimit;
  const overLimit = (used: number): FlowExecutionError =>
    new FlowExecutionError(1110, 'transaction execute failed:', computationLimitError(used, limit));
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
    tx.handler.handler.execute(transactionContext(ledger, tx, bodyEvents, height));
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
      new FlowExecutionError(1109, '', feeDeductionFailed(tx.body.payer, computation, inner), 1101),
      computation,
    );
  }
  // 9. flow-go checks storage after the fee: a fee paid out of the storage reserve fails it.
  const overStorage = fees ? overStorageAfterFee(ledger, tx.body.payer, computation) : null;
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

function checkTransactionArguments(tx: TxRecord): FlowExecutionError | null {
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
