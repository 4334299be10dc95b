/**
 * Flow's error texts (flow-protocol.md §6), built as flow-go renders them: the coded FVM errors
 * of fvm/errors (and their wrapping by the transaction executor), the Access API's REST error
 * bodies, and the access node's submission checks (access/validator).
 */
import { hexAddress } from './util.ts';

/** An HTTP error answered as flow-go does: `{code, message}` pretty-printed with tabs. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A gRPC NotFound from the backend, as the REST layer renders it (404). */
export function notFound(what: string): HttpError {
  return new HttpError(404, `Flow resource not found: ${what}`);
}

/** A gRPC InvalidArgument from the backend, as the REST layer renders it (400). */
export function invalidArgument(what: string): HttpError {
  return new HttpError(400, `Invalid Flow argument: ${what}`);
}

/** A request the REST layer itself refuses (400, the parser's message as is). */
export function badRequest(what: string): HttpError {
  return new HttpError(400, what);
}

export function errorBody(status: number, message: string): string {
  return JSON.stringify({ code: status, message }, null, '\t');
}

/** `[Error Code: N] message`. */
export function coded(code: number, message: string): string {
  return `[Error Code: ${code}] ${message}`;
}

/** The prefix the executor adds for the step that failed; `''` for fee deduction. */
export type TransactionPhase =
  | 'transaction verification failed:'
  | 'checking sequence number failed:'
  | 'transaction preprocess failed:'
  | 'transaction execute failed:'
  | 'storage limit check failed:'
  | '';

/**
 * The transaction result's `error_message`: the executor's wrapper around one coded error.
 * `rootCode` is the deepest coded error in the chain (flow-go's findRootCodedError).
 */
function transactionErrorMessage(rootCode: number, phase: TransactionPhase, inner: string): string {
  const step = phase === '' ? inner : `${phase} ${inner}`;
  return `${coded(rootCode, 'error caused by: 1 error occurred:')}\n\t* ${step}\n\n`;
}

/** A failure while executing a transaction or script, with Flow's code. */
export class FlowExecutionError extends Error {
  constructor(
    readonly code: number,
    readonly phase: TransactionPhase,
    /** The inner, coded text (`[Error Code: 1101] cadence runtime error: ...`). */
    readonly inner: string,
    readonly rootCode: number = code,
  ) {
    super(inner);
    this.name = 'FlowExecutionError';
  }

  get errorMessage(): string {
    return transactionErrorMessage(this.rootCode, this.phase, this.inner);
  }
}

/** Cadence's pretty-printed runtime error (1101) for one `error: …` with its location. */
export function cadenceErrorText(detail: string, location: string): string {
  return coded(
    1101,
    `cadence runtime error: Execution failed:\nerror: ${detail}\n --> ${location}\n`,
  );
}

/** A Cadence runtime error (1101), e.g. a panic or a failed pre-condition. */
export function cadenceRuntimeError(
  detail: string,
  location: string,
  phase: TransactionPhase = 'transaction execute failed:',
): FlowExecutionError {
  return new FlowExecutionError(1101, phase, cadenceErrorText(detail, location));
}

/** Cadence's checker error for an import whose contract is not at the given address. */
export function unresolvedImportDetail(name: string, address: string): string {
  return `cannot find declaration \`${name}\` in \`${hexAddress(address)}.${name}\``;
}

/** The message of a failing script, as the Access API puts it in the HTTP 400 body. */
export function scriptErrorMessage(blockId: string, inner: string): string {
  return `Invalid Flow argument: failed to execute script: ${coded(
    1101,
    `failed to execute script at block (${blockId}): ${coded(1101, 'error caused by: 1 error occurred:')}\n\t* ${inner}\n\n`,
  )}`;
}

// ---------------------------------------------------------------- transaction verifier (fvm)

export interface SignatureRef {
  readonly address: string;
  readonly keyIndex: number;
}

/** NewInvalidPayloadSignatureError / NewInvalidEnvelopeSignatureError (1008 / 1009). */
export function signatureError(envelope: boolean, sig: SignatureRef, reason: string): string {
  return envelope
    ? coded(
        1009,
        `invalid envelope key: public key ${sig.keyIndex} on account ${hexAddress(sig.address)} does not have a valid signature: ${reason}`,
      )
    : coded(
        1008,
        `invalid payload signature: public key ${sig.keyIndex} on account ${hexAddress(sig.address)} does not have a valid signature: ${reason}`,
      );
}

/** NewInvalidProposalSignatureError (1006) wrapping `reason`. */
export function proposalKeyError(proposal: SignatureRef, reason: string): string {
  return coded(
    1006,
    `invalid proposal key: public key ${proposal.keyIndex} on account ${hexAddress(proposal.address)} does not have a valid signature: ${reason}`,
  );
}

/** NewAccountPublicKeyNotFoundError (1202). */
export function keyNotFound(address: string, keyIndex: number): string {
  return coded(
    1202,
    `account public key not found for address ${hexAddress(address)} and key index ${keyIndex}`,
  );
}

/** NewAccountAuthorizationErrorf (1055). */
export function authorizationError(address: string, reason: string): string {
  return coded(1055, `authorization failed for account ${hexAddress(address)}: ${reason}`);
}

/** NewInvalidProposalSeqNumberError (1007). */
export function sequenceNumberError(
  proposal: SignatureRef,
  current: bigint,
  given: bigint,
): string {
  return coded(
    1007,
    `invalid proposal key: public key ${proposal.keyIndex} on account ${hexAddress(proposal.address)} has sequence number ${current}, but given ${given}`,
  );
}

/** NewLimitExceededError for computation (1110), flow-go ≥ v0.51. */
export function computationLimitError(used: number, limit: bigint): string {
  return coded(1110, `computation limit exceeded (used: ${used}, limit: ${limit})`);
}

/** NewInsufficientPayerBalanceError (1118). */
export function insufficientPayerBalance(payer: string, required: string): string {
  return coded(
    1118,
    `payer ${hexAddress(payer)} has insufficient balance to attempt transaction execution (required balance: ${required})`,
  );
}

/** NewStorageCapacityExceededError (1103). */
export function storageCapacityExceeded(address: string, used: bigint, capacity: bigint): string {
  return coded(
    1103,
    `The account with address (${hexAddress(address)}) uses ${used} bytes of storage which is over its capacity (${capacity} bytes). Capacity can be increased by adding FLOW tokens to the account.`,
  );
}

/** NewTransactionFeeDeductionFailedError (1109) wrapping the fee transaction's error. */
export function feeDeductionFailed(payer: string, computation: number, inner: string): string {
  return coded(
    1109,
    `failed to deduct ${computation} transaction fees from ${hexAddress(payer)}: ${inner}`,
  );
}

// ---------------------------------------------------------------- access node validator

/** The texts of flow-go's access/validator errors (rendered as `Invalid Flow argument: …`). */
export const validatorErrors = {
  gasLimit: (actual: bigint, maximum: bigint) =>
    `transaction gas limit (${actual}) is not in the acceptable range (min: 1, max: ${maximum})`,
  expired: (refHeight: number, finalHeight: number) =>
    `transaction is expired: ref_height=${refHeight} final_height=${finalHeight}`,
  invalidAddress: (address: string) => `invalid address: ${hexAddress(address)}`,
  duplicatedSignature: (address: string, keyIndex: number) =>
    `duplicated signature for key (address: ${hexAddress(address)}, index: ${keyIndex})`,
  missingSignature: (message: string, address: string) =>
    `${message}: missing signature is from account ${hexAddress(address)}`,
  unrelatedSignature: (address: string) =>
    `unrelated account signature from address: ${hexAddress(address)}`,
} as const;
