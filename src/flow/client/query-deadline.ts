import { AccessNodeError } from '../errors.ts';

/**
 * How long a read may take before the app gives up on it and says so. FCL's own transport
 * retries a silent node for up to about six 30 s attempts (three minutes); a screen should say
 * "not answering" long before that. FCL cannot be cancelled, so its request may still finish in
 * the background; its answer is then simply not used.
 */
export const QUERY_DEADLINE_MS = 20_000;

/** `work`, or an AccessNodeError of kind `timeout` once `deadlineMs` has passed without an answer. */
export function withDeadline<T>(
  work: () => Promise<T>,
  deadlineMs: number = QUERY_DEADLINE_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new AccessNodeError({
          kind: 'timeout',
          serverMessage: `No answer within ${Math.round(deadlineMs / 1000)} s`,
        }),
      );
    }, deadlineMs);
    work().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
