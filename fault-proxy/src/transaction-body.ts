/**
 * The REST shapes of a transaction: the body of POST /v1/transactions parsed with flow-go's 400
 * messages, and the echo GET /v1/transactions answers.
 */

import { badRequest, invalidArgument } from './errors.ts';
import type { TransactionBody, TransactionSignature } from './flow-crypto.ts';
import { hexAddress, isRecord } from './util.ts';

const HEX16 = /^(0x)?[0-9a-fA-F]{16}$/;
const HEX64 = /^[0-9a-fA-F]{64}$/;
const UINT = /^\d+$/;

function base64Bytes(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw badRequest(`invalid ${what}: illegal base64 data`);
  }
  return new Uint8Array(Buffer.from(value, 'base64'));
}

function addressField(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HEX16.test(value)) {
    throw badRequest(`invalid ${what}: invalid address`);
  }
  return hexAddress(value);
}

function uintField(value: unknown, what: string, max = 2n ** 64n - 1n): bigint {
  if (typeof value !== 'string' || !UINT.test(value) || BigInt(value) > max) {
    throw badRequest(
      `invalid ${what}: value must be an unsigned ${max === 2n ** 32n - 1n ? 32 : 64} bit integer`,
    );
  }
  return BigInt(value);
}

function signatures(value: unknown, what: string): TransactionSignature[] {
  if (!Array.isArray(value)) throw badRequest(`invalid ${what}: must be an array`);
  return value.map((entry) => {
    if (!isRecord(entry)) throw badRequest(`invalid ${what}: must be objects`);
    const extension = entry.extension_data;
    return {
      address: addressField(entry.address, `${what} address`),
      keyIndex: Number(uintField(entry.key_index, `${what} key index`, 2n ** 32n - 1n)),
      signature: base64Bytes(entry.signature, `${what} signature`),
      ...(typeof extension === 'string' && extension !== ''
        ? { extensionData: base64Bytes(extension, `${what} extension data`) }
        : {}),
    };
  });
}

/** Parses the REST body of POST /v1/transactions, with flow-go style 400 messages. */
export function parseTransactionBody(body: unknown): TransactionBody {
  if (!isRecord(body)) throw badRequest('request body must be a transaction object');
  if (typeof body.reference_block_id !== 'string' || !HEX64.test(body.reference_block_id)) {
    throw badRequest('invalid reference block ID: invalid ID format');
  }
  if (!isRecord(body.proposal_key)) throw badRequest('proposal key not provided');
  if (!Array.isArray(body.authorizers)) throw badRequest('authorizers not provided');
  const args = body.arguments ?? [];
  if (!Array.isArray(args)) throw badRequest('invalid arguments: must be an array');
  const script = base64Bytes(body.script, 'transaction script');
  if (script.length === 0)
    throw invalidArgument('transaction is missing required fields: [Script]');
  return {
    script,
    arguments: args.map((arg) => base64Bytes(arg, 'argument')),
    referenceBlockId: body.reference_block_id.toLowerCase(),
    gasLimit: uintField(body.gas_limit, 'gas limit'),
    proposalKey: {
      address: addressField(body.proposal_key.address, 'proposal key address'),
      keyIndex: Number(
        uintField(body.proposal_key.key_index, 'proposal key index', 2n ** 32n - 1n),
      ),
      sequenceNumber: uintField(body.proposal_key.sequence_number, 'sequence number'),
    },
    payer: addressField(body.payer, 'payer'),
    authorizers: body.authorizers.map((a) => addressField(a, 'authorizer')),
    payloadSignatures: signatures(body.payload_signatures ?? [], 'payload signatures'),
    envelopeSignatures: signatures(body.envelope_signatures ?? [], 'envelope signatures'),
  };
}

export function restTransaction(
  id: string,
  body: unknown,
  tx: TransactionBody,
): Record<string, unknown> {
  const sig = (s: TransactionSignature) => ({
    address: s.address,
    key_index: String(s.keyIndex),
    signature: Buffer.from(s.signature).toString('base64'),
    ...(s.extensionData === undefined
      ? {}
      : { extension_data: Buffer.from(s.extensionData).toString('base64') }),
  });
  return {
    id,
    script: isRecord(body) ? body.script : Buffer.from(tx.script).toString('base64'),
    arguments: tx.arguments.map((a) => Buffer.from(a).toString('base64')),
    reference_block_id: tx.referenceBlockId,
    gas_limit: tx.gasLimit.toString(),
    payer: tx.payer,
    proposal_key: {
      address: tx.proposalKey.address,
      key_index: String(tx.proposalKey.keyIndex),
      sequence_number: tx.proposalKey.sequenceNumber.toString(),
    },
    authorizers: tx.authorizers,
    payload_signatures: tx.payloadSignatures.map(sig),
    envelope_signatures: tx.envelopeSignatures.map(sig),
    _expandable: { result: `/v1/transaction_results/${id}` },
    _links: { _self: `/v1/transactions/${id}` },
  };
}
