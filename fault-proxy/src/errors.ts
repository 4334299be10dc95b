/** Flow's error texts as an access node renders them (flow-protocol.md §6). */

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
