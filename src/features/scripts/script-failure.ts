import { AccessNodeError, type FlowError } from '../../flow/errors.ts';

/**
 * A node answers 400 to a script for many reasons besides a bad request (a block it no longer
 * has, a script it will not run, a limit): say what happened, and let its words say why.
 */
export function scriptFailureSummary(error: FlowError): string {
  if (!(error instanceof AccessNodeError)) return error.shortMessage;
  if (error.kind === 'bad-request') return 'The access node did not run the script.';
  if (error.kind === 'not-found') {
    return 'The access node did not run the script: it has no block at that height.';
  }
  return error.shortMessage;
}
