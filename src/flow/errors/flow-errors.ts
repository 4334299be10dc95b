import { type FlowNetwork, NETWORKS } from '../networks.ts';
import type { ParsedFlowError } from './parse-flow-error.ts';
import { truncate } from './truncate.ts';

export const MAX_DETAILS_LENGTH = 2000;

/** Options shared by every FlowError. */
export interface FlowErrorOptions {
  /** Technical detail, plain text, for logs or a "details" disclosure. */
  details?: string;
  cause?: unknown;
}

/** Base of every error the Flow layer throws: one user-facing line plus optional details. */
export class FlowError extends Error {
  override name = 'FlowError';
  readonly shortMessage: string;
  readonly details?: string;

  constructor(shortMessage: string, options: FlowErrorOptions = {}) {
    const { details, cause } = options;
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    );
    this.shortMessage = shortMessage;
    if (details !== undefined) this.details = details;
  }
}

/** A provider-bound hook was called outside `<FlowProvider>`. */
export class FlowProviderMissingError extends FlowError {
  override name = 'FlowProviderMissingError' as const;
  readonly hookName: string;

  constructor(hookName: string) {
    super(
      `${hookName} must be used inside <FlowProvider>. Wrap your app (or the test render) in ` +
        'FlowProvider from src/flow/react/FlowProvider.tsx.',
    );
    this.hookName = hookName;
  }
}

/** A UFix64 amount the user typed is not valid; `reason` is short enough to show by the field. */
export class InvalidAmountError extends FlowError {
  override name = 'InvalidAmountError' as const;
  readonly input: string;
  readonly reason: string;

  constructor(input: string, reason: string) {
    super(reason, { details: `Input: ${JSON.stringify(truncate(input, 100))}` });
    this.input = input;
    this.reason = reason;
  }
}

export type AccessNodeErrorKind =
  | 'unreachable'
  | 'rate-limited'
  | 'unavailable'
  | 'bad-request'
  | 'not-found'
  | 'invalid-response'
  | 'timeout';

const ACCESS_NODE_MESSAGES: Readonly<Record<AccessNodeErrorKind, string>> = {
  unreachable: 'The Flow network cannot be reached. Check your connection and try again.',
  'rate-limited': 'The Flow access node is receiving too many requests. Try again shortly.',
  unavailable: 'The Flow access node is busy or unavailable. Try again shortly.',
  'bad-request': 'The Flow access node rejected the request.',
  'not-found': 'The Flow access node could not find what was asked for.',
  'invalid-response': 'The Flow access node sent a response that could not be read.',
  timeout: 'The Flow access node did not answer in time. Try again shortly.',
};

export interface AccessNodeErrorParameters {
  kind: AccessNodeErrorKind;
  statusCode?: number;
  /** The access node's own error text (never FCL's `message`, which embeds the request). */
  serverMessage?: string;
  flowError?: ParsedFlowError;
}

/** A request to the access node failed (network, HTTP status, or a Flow error in the body). */
export class AccessNodeError extends FlowError {
  override name = 'AccessNodeError' as const;
  readonly kind: AccessNodeErrorKind;
  readonly statusCode?: number;
  /** Set when the body carried a Flow error, e.g. a script's Cadence error in an HTTP 400. */
  readonly flowError?: ParsedFlowError;

  constructor({ kind, statusCode, serverMessage, flowError }: AccessNodeErrorParameters) {
    super(flowError?.summary ?? ACCESS_NODE_MESSAGES[kind], {
      details: serverMessage ? truncate(serverMessage, MAX_DETAILS_LENGTH) : undefined,
    });
    this.kind = kind;
    if (statusCode !== undefined) this.statusCode = statusCode;
    if (flowError !== undefined) this.flowError = flowError;
  }
}

/**
 * The signed transaction was sent, but the access node's answer was lost (a timeout, a dropped
 * connection, a server error, or "already submitted" on FCL's retry), so whether the network has
 * it is unknown. Its id is known (computed from the signed transaction): the app follows it by
 * id instead of inviting the user to sign it again (reliability-cases.md case 8).
 */
export class SubmissionUncertainError extends FlowError {
  override name = 'SubmissionUncertainError' as const;
  readonly txId: string;

  constructor(txId: string, answer: FlowError) {
    super('The access node did not confirm that it received the transaction. Checking by its id…', {
      details: answer.details ?? answer.shortMessage,
      cause: answer,
    });
    this.txId = txId;
  }
}

/** A transaction was executed and failed (`statusCode` 1). */
export class TransactionFailedError extends FlowError {
  override name = 'TransactionFailedError' as const;
  readonly txId: string;
  readonly flowError: ParsedFlowError;

  constructor(txId: string, parsed: ParsedFlowError) {
    super(parsed.summary, { details: parsed.reason });
    this.txId = txId;
    this.flowError = parsed;
  }
}

/** A transaction expired before it was included in a block, so it had no effect. */
export class TransactionExpiredError extends FlowError {
  override name = 'TransactionExpiredError' as const;
  readonly txId: string;

  constructor(txId: string) {
    super('The transaction expired: nothing happened, you can retry.');
    this.txId = txId;
  }
}

/** The access node serves a different chain than the one the app is configured for. */
export class ChainMismatchError extends FlowError {
  override name = 'ChainMismatchError' as const;
  readonly expected: FlowNetwork;
  readonly actualChainId: string;

  constructor(expected: FlowNetwork, actualChainId: string) {
    const expectedChainId = NETWORKS[expected].cadenceChainId;
    super(
      `The access node is on ${JSON.stringify(truncate(actualChainId, 64))}, but Flowdeck is ` +
        `set up for ${NETWORKS[expected].label} (${expectedChainId}).`,
    );
    this.expected = expected;
    this.actualChainId = actualChainId;
  }
}
