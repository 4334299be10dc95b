import { HttpError, invalidArgument, validatorErrors } from '../../fault-proxy/src/errors.ts';
import type { Faults } from '../../fault-proxy/src/faults.ts';
import {
  canonicalSignatures,
  type TransactionBody,
  transactionId,
} from '../../fault-proxy/src/flow-crypto.ts';
import {
  checkSignatureAccounts,
  decodeArguments,
  parseTransactionBody,
  restTransaction,
} from '../../fault-proxy/src/transaction-body.ts';
import { isValidFlowAddress } from '../../src/flow/address.ts';
import type { Block, TxRecord } from './chain-records.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import type { Ledger } from './ledger.ts';

/** flow-go's DefaultMaxTransactionGasLimit, and mainnet's maximum. */
export const MAX_GAS_LIMIT = 9999n;

/** What submission checks against: the chain's blocks, its ledger and the pool. */
export interface SubmissionTarget {
  readonly finalHeight: number;
  readonly submissionExpiryThreshold: number;
  readonly ledger: Ledger;
  readonly transactions: ReadonlyMap<string, TxRecord>;
  blockById(id: string): Block | undefined;
}

/**
 * Validates a transaction as the access node does (POST /v1/transactions) and builds its pool
 * record, marked with the fault the next transaction takes; the caller adds it to the pool.
 */
export function acceptTransaction(
  body: unknown,
  chain: SubmissionTarget,
  handlers: HandlerRegistry,
  faults: Faults,
): TxRecord {
  const parsed = parseTransactionBody(body);
  // flow-go's access/validator, in its order.
  if (parsed.gasLimit > MAX_GAS_LIMIT || parsed.gasLimit === 0n) {
    throw invalidArgument(validatorErrors.gasLimit(parsed.gasLimit, MAX_GAS_LIMIT));
  }
  const reference = chain.blockById(parsed.referenceBlockId);
  if (reference === undefined) {
    throw invalidArgument(`unknown reference block: ${parsed.referenceBlockId}`);
  }
  if (chain.finalHeight - reference.height > chain.submissionExpiryThreshold) {
    throw invalidArgument(validatorErrors.expired(reference.height, chain.finalHeight));
  }
  const network = chain.ledger.network;
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
  if (chain.transactions.has(id)) {
    // What the emulator answers (measured: emulator/test/lost-submission.test.ts).
    throw new HttpError(
      500,
      `Invalid Flow request: transaction with ID ${id} has already been submitted`,
    );
  }
  const handler = handlers.recognise(new TextDecoder().decode(tx.script));
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
  const fault = faults.takeTransaction();
  if (fault?.type === 'expire-next-transaction') record.neverInclude = true;
  if (fault?.type === 'fail-next-transaction') {
    record.failWith = { code: fault.code, message: fault.message };
  }
  if (fault?.type === 'script-next-transaction') {
    record.scripted = { statuses: fault.statuses, step: 0 };
    if (fault.error !== undefined) record.failWith = { ...fault.error };
  }
  if (fault?.type === 'revert-evm-call') record.revertEvmCall = fault.call;
  return record;
}
