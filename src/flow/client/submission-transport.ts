import { createSignableVoucher, voucherToTxId } from '@onflow/fcl';
import type { Interaction, SdkTransport } from '@onflow/typedefs';
import {
  AccessNodeError,
  type FlowError,
  SubmissionUncertainError,
  toFlowError,
} from '../errors.ts';

// The emulator answers a resubmitted transaction with HTTP 500 "transaction with ID … has already
// been submitted" (measured; emulator/test/lost-submission.test.ts); other nodes may say
// "duplicate".
const ALREADY_SUBMITTED = /already been submitted|duplicate/i;

/**
 * Whether a failed POST of a signed transaction may still have reached the network: its answer
 * timed out or was lost (no status, an unreadable 200), the node was busy or failing (FCL
 * retries those, and an earlier attempt may have got through), or the node says it already has
 * it. A 4xx refusal (expired, bad signature, not enough FLOW) means it was not accepted.
 */
export function mayHaveReachedTheNetwork(raw: unknown, error: FlowError): boolean {
  if (raw instanceof Error && raw.name === 'AbortError') return true;
  if (!(error instanceof AccessNodeError)) return false;
  if (error.kind === 'bad-request' || error.kind === 'not-found') {
    return ALREADY_SUBMITTED.test(error.details ?? '');
  }
  return true;
}

/**
 * `transport` with each transaction's id computed from the signed transaction before it is sent
 * (the id is the hash of the signed transaction, so it is known before the node answers). When
 * the answer is lost, the submission fails with a SubmissionUncertainError that carries the id,
 * so the transaction can be followed rather than signed again.
 */
export function withSubmissionIds(transport: SdkTransport): SdkTransport {
  return {
    subscribe: transport.subscribe,
    send: async (pending, context, opts) => {
      const ix: Interaction = await pending;
      if (!context.ix.isTransaction(ix)) return transport.send(ix, context, opts);
      const id = voucherToTxId(createSignableVoucher(ix));
      try {
        return await transport.send(ix, context, opts);
      } catch (raw) {
        const error = toFlowError(raw);
        throw mayHaveReachedTheNetwork(raw, error) ? new SubmissionUncertainError(id, error) : raw;
      }
    },
  };
}
