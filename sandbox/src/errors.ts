/** Flow's error texts (flow-protocol.md §6), built exactly as flow-go renders them. */

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

export function notFound(what: string): HttpError {
  return new HttpError(404, `Flow resource not found: ${what}`);
}

export function invalidArgument(what: string): HttpError {
  return new HttpError(400, `Invalid Flow argument: ${what}`);
}

export function errorBody(status: number, message: string): string {
  return JSON.stringify({ code: status, message }, null, '\t');
}

/** `[Error Code: N] message`. */
export function coded(code: number, message: string): string {
  return `[Error Code: ${code}] ${message}`;
}

export type TransactionPhase =
  | 'transaction verification failed:'
  | 'checking sequence number failed:'
  | 'transaction preprocess failed:'
  | 'transaction execute failed:';

/**
 * The transaction result's `error_message`: the executor's wrapper around one coded error.
 * `rootCode` is the innermost code (flow-go reports the root cause's code first).
 */
export function transactionErrorMessage(
  rootCode: number,
  phase: TransactionPhase,
  inner: string,
): string {
  return `${coded(rootCode, 'error caused by: 1 error occurred:')}\n\t* ${phase} ${inner}\n\n`;
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

/** A Cadence runtime error (1101), e.g. a panic or a failed pre-condition. */
export function cadenceRuntimeError(detail: string, location: string): FlowExecutionError {
  return new FlowExecutionError(
    1101,
    'transaction execute failed:',
    coded(1101, `cadence runtime error: Execution failed:\nerror: ${detail}\n --> ${location}\n`),
  );
}

/** The message of a failing script, as the Access API puts it in the HTTP 400 body. */
export function scriptErrorMessage(blockId: string, inner: string): string {
  return `Invalid Flow argument: failed to execute script: ${coded(
    1101,
    `failed to execute script at block (${blockId}): ${coded(1101, 'error caused by: 1 error occurred:')}\n\t* ${inner}\n\n`,
  )}`;
}
