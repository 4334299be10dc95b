/**
 * The FVM's checks before a transaction runs: its signatures and key weights, then its proposal
 * key's sequence number. A failure here costs no fee and leaves the sequence number unchanged.
 */

import {
  authorizationError,
  FlowExecutionError,
  keyNotFound,
  proposalKeyError,
  type SignatureRef,
  sequenceNumberError,
  signatureError,
} from '../../fault-proxy/src/errors.ts';
import {
  envelopeMessage,
  payloadMessage,
  type TransactionBody,
  verifySignature,
} from '../../fault-proxy/src/flow-crypto.ts';
import { hexAddress } from '../../fault-proxy/src/util.ts';
import type { Ledger } from './ledger.ts';

/**
 * flow-go's TransactionVerifier (fvm/transactionVerifier.go): key lookup and weights first
 * (payload signatures count for authorizers other than the payer, envelope signatures for
 * the payer), the proposal key's signature, then the cryptographic checks.
 */
export function verifySignatures(ledger: Ledger, tx: TransactionBody): FlowExecutionError | null {
  const proposal: SignatureRef = tx.proposalKey;
  const fail = (inner: string, rootCode: number): FlowExecutionError =>
    new FlowExecutionError(
      Number(/^\[Error Code: (\d+)\]/.exec(inner)?.[1] ?? rootCode),
      'transaction verification failed:',
      inner,
      rootCode,
    );
  const entries = [
    ...tx.payloadSignatures.map((sig) => ({ sig, envelope: false })),
    ...tx.envelopeSignatures.map((sig) => ({ sig, envelope: true })),
  ];
  const payloadWeights = new Map<string, number>();
  const envelopeWeights = new Map<string, number>();
  let proposalSigned = false;
  for (const { sig, envelope } of entries) {
    const key = ledger.account(sig.address)?.keys[sig.keyIndex];
    const code = envelope ? 1009 : 1008;
    if (key === undefined) {
      const inner = signatureError(envelope, sig, keyNotFound(sig.address, sig.keyIndex));
      return fail(proposalKeyError(proposal, inner), 1202);
    }
    if (key.revoked) {
      const inner = signatureError(envelope, sig, 'account key has been revoked');
      return fail(proposalKeyError(proposal, inner), code);
    }
    const weights = envelope ? envelopeWeights : payloadWeights;
    const address = hexAddress(sig.address);
    weights.set(address, (weights.get(address) ?? 0) + key.weight);
    if (matches(sig, proposal)) proposalSigned = true;
  }
  if (!proposalSigned) {
    return fail(
      proposalKeyError(
        proposal,
        'either the payload or the envelope should provide proposal signatures',
      ),
      1006,
    );
  }
  const payer = hexAddress(tx.payer);
  for (const authorizer of tx.authorizers.map(hexAddress)) {
    if (authorizer === payer) continue;
    const weight = payloadWeights.get(authorizer) ?? 0;
    if (weight < 1000) {
      return fail(
        authorizationError(
          authorizer,
          `authorizer account does not have sufficient signatures (${weight} < 1000)`,
        ),
        1055,
      );
    }
  }
  const payerWeight = envelopeWeights.get(payer) ?? 0;
  if (payerWeight < 1000) {
    return fail(
      authorizationError(
        payer,
        `payer account does not have sufficient signatures (${payerWeight} < 1000)`,
      ),
      1055,
    );
  }
  const messages = { payload: payloadMessage(tx), envelope: envelopeMessage(tx) };
  for (const { sig, envelope } of entries) {
    const key = ledger.account(sig.address)?.keys[sig.keyIndex];
    const message = envelope ? messages.envelope : messages.payload;
    if (key === undefined || !verifySignature(message, sig.signature, key.publicKey)) {
      const inner = signatureError(envelope, sig, 'signature is not valid');
      return fail(proposalKeyError(proposal, inner), envelope ? 1009 : 1008);
    }
  }
  return null;
}

/** flow-go's TransactionSequenceNumberChecker. */
export function checkAndIncrementSequenceNumber(
  ledger: Ledger,
  tx: TransactionBody,
): FlowExecutionError | null {
  const phase = 'checking sequence number failed:';
  const proposal = tx.proposalKey;
  const key = ledger.account(proposal.address)?.keys[proposal.keyIndex];
  if (key === undefined) {
    return new FlowExecutionError(
      1006,
      phase,
      proposalKeyError(proposal, keyNotFound(proposal.address, proposal.keyIndex)),
      1202,
    );
  }
  if (key.revoked) {
    return new FlowExecutionError(
      1006,
      phase,
      proposalKeyError(proposal, 'proposal key has been revoked'),
    );
  }
  if (key.sequenceNumber !== proposal.sequenceNumber) {
    return new FlowExecutionError(
      1007,
      phase,
      sequenceNumberError(proposal, key.sequenceNumber, proposal.sequenceNumber),
    );
  }
  key.sequenceNumber += 1n;
  return null;
}

function matches(sig: SignatureRef, proposal: SignatureRef): boolean {
  return (
    hexAddress(sig.address) === hexAddress(proposal.address) && sig.keyIndex === proposal.keyIndex
  );
}
