/**
 * Flow transaction encoding and signing (flow-protocol.md §4): domain tags, RLP payload and
 * envelope, P-256 / SHA3-256 signatures (r‖s), transaction ids.
 */

import { p256 } from '@noble/curves/nist.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { encode as rlpEncode } from '@onflow/rlp';
import { hexAddress } from './util.ts';

const TRANSACTION_DOMAIN_TAG = domainTag('FLOW-V0.0-transaction');
export const USER_DOMAIN_TAG = domainTag('FLOW-V0.0-user');
export const ACCOUNT_PROOF_DOMAIN_TAG = domainTag('FCL-ACCOUNT-PROOF-V0.0');

/** The UTF-8 tag right-padded with zero bytes to 32 bytes. */
function domainTag(tag: string): Uint8Array {
  const out = new Uint8Array(32);
  out.set(new TextEncoder().encode(tag));
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) {
    throw new Error(`invalid hex: ${hex.slice(0, 40)}`);
  }
  return new Uint8Array(Buffer.from(clean, 'hex'));
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function sha3(bytes: Uint8Array): Uint8Array {
  return sha3_256(bytes);
}

/** Big-endian minimal bytes of an unsigned integer (0 → empty, as RLP wants). */
export function uintBytes(value: bigint | number): Uint8Array {
  let v = BigInt(value);
  if (v < 0n) throw new Error('negative integer');
  const bytes: number[] = [];
  while (v > 0n) {
    bytes.unshift(Number(v & 0xffn));
    v >>= 8n;
  }
  return new Uint8Array(bytes);
}

function leftPad(bytes: Uint8Array, length: number): Uint8Array {
  if (bytes.length >= length) return bytes;
  const out = new Uint8Array(length);
  out.set(bytes, length - bytes.length);
  return out;
}

/** An 8-byte address (hex with or without 0x). */
function addressBytes(address: string): Uint8Array {
  return leftPad(hexToBytes(hexAddress(address)), 8);
}

export interface KeyPair {
  /** 32-byte private key, hex. */
  readonly privateKey: string;
  /** Uncompressed X‖Y, 128 hex characters, without the 04 prefix. */
  readonly publicKey: string;
}

export function publicKeyFromPrivate(privateKey: string): string {
  return bytesToHex(p256.getPublicKey(hexToBytes(privateKey), false).slice(1));
}

/** A key pair, deterministic when a seed is given (public test keys only). */
export function generateKeyPair(seed?: string): KeyPair {
  let secret: Uint8Array;
  if (seed === undefined) {
    secret = p256.utils.randomSecretKey();
  } else {
    let counter = 0;
    do {
      secret = sha3(new TextEncoder().encode(`${seed}#${counter}`));
      counter += 1;
    } while (!isValidSecretKey(secret));
  }
  const privateKey = bytesToHex(secret);
  return { privateKey, publicKey: publicKeyFromPrivate(privateKey) };
}

function isValidSecretKey(secret: Uint8Array): boolean {
  try {
    p256.getPublicKey(secret);
    return true;
  } catch {
    return false;
  }
}

/** Signs SHA3-256(message) with P-256; returns r‖s (64 bytes). */
export function signMessage(message: Uint8Array, privateKey: string): Uint8Array {
  return p256.sign(sha3(message), hexToBytes(privateKey), { prehash: false });
}

/** Verifies an r‖s P-256 signature over SHA3-256(message); high-S accepted. */
export function verifySignature(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: string,
): boolean {
  if (signature.length !== 64) return false;
  try {
    const key = concatBytes(new Uint8Array([4]), hexToBytes(publicKey));
    return p256.verify(signature, sha3(message), key, { prehash: false, lowS: false });
  } catch {
    return false;
  }
}

export interface TransactionSignature {
  /** 16 hex, no 0x. */
  readonly address: string;
  readonly keyIndex: number;
  readonly signature: Uint8Array;
  readonly extensionData?: Uint8Array;
}

export interface TransactionBody {
  readonly script: Uint8Array;
  /** Each argument's bytes exactly as sent (compact JSON-Cadence text). */
  readonly arguments: readonly Uint8Array[];
  /** 64 hex. */
  readonly referenceBlockId: string;
  readonly gasLimit: bigint;
  readonly proposalKey: {
    readonly address: string;
    readonly keyIndex: number;
    readonly sequenceNumber: bigint;
  };
  readonly payer: string;
  readonly authorizers: readonly string[];
  readonly payloadSignatures: readonly TransactionSignature[];
  readonly envelopeSignatures: readonly TransactionSignature[];
}

type RlpInput = Uint8Array | RlpInput[];

function payloadFields(tx: TransactionBody): RlpInput[] {
  return [
    tx.script,
    [...tx.arguments],
    leftPad(hexToBytes(tx.referenceBlockId), 32),
    uintBytes(tx.gasLimit),
    addressBytes(tx.proposalKey.address),
    uintBytes(tx.proposalKey.keyIndex),
    uintBytes(tx.proposalKey.sequenceNumber),
    addressBytes(tx.payer),
    tx.authorizers.map(addressBytes),
  ];
}

/** Deduplicated `[proposer, payer, ...authorizers]`, the basis of signer indices. */
function signerList(tx: TransactionBody): string[] {
  const list: string[] = [];
  for (const address of [tx.proposalKey.address, tx.payer, ...tx.authorizers]) {
    const normalized = hexAddress(address);
    if (!list.includes(normalized)) list.push(normalized);
  }
  return list;
}

/** Thrown for a signature whose account is neither proposer, payer nor authorizer. */
class UnrelatedSignatureError extends Error {
  constructor(readonly address: string) {
    super(`signature from ${address}, which is neither proposer, payer nor authorizer`);
    this.name = 'UnrelatedSignatureError';
  }
}

/**
 * The signatures in canonical order: by signer index, then key index (flow-go's
 * TransactionBodyBuilder.Build and FCL's encoder both sort them so).
 */
export function canonicalSignatures(
  tx: TransactionBody,
  signatures: readonly TransactionSignature[],
): TransactionSignature[] {
  const signers = signerList(tx);
  const indexOf = (sig: TransactionSignature): number => {
    const index = signers.indexOf(hexAddress(sig.address));
    if (index < 0) throw new UnrelatedSignatureError(hexAddress(sig.address));
    return index;
  };
  return [...signatures].sort((a, b) => indexOf(a) - indexOf(b) || a.keyIndex - b.keyIndex);
}

function signatureFields(
  tx: TransactionBody,
  signatures: readonly TransactionSignature[],
): RlpInput[] {
  const signers = signerList(tx);
  return canonicalSignatures(tx, signatures).map((sig) => {
    const entry: RlpInput[] = [
      uintBytes(signers.indexOf(hexAddress(sig.address))),
      uintBytes(sig.keyIndex),
      sig.signature,
    ];
    if (sig.extensionData !== undefined && sig.extensionData.length > 0) {
      entry.push(sig.extensionData);
    }
    return entry;
  });
}

function rlp(input: RlpInput): Uint8Array {
  return new Uint8Array(rlpEncode(input));
}

function encodePayload(tx: TransactionBody): Uint8Array {
  return rlp(payloadFields(tx));
}

/** Tag + RLP(payload): signed by the proposer and non-payer authorizers. */
export function payloadMessage(tx: TransactionBody): Uint8Array {
  return concatBytes(TRANSACTION_DOMAIN_TAG, encodePayload(tx));
}

/** Tag + RLP([payload, payloadSignatures]): signed by the payer. */
export function envelopeMessage(tx: TransactionBody): Uint8Array {
  return concatBytes(
    TRANSACTION_DOMAIN_TAG,
    rlp([payloadFields(tx), signatureFields(tx, tx.payloadSignatures)]),
  );
}

/** SHA3-256(RLP([payload, payloadSignatures, envelopeSignatures])), no tag. */
export function transactionId(tx: TransactionBody): string {
  return bytesToHex(
    sha3(
      rlp([
        payloadFields(tx),
        signatureFields(tx, tx.payloadSignatures),
        signatureFields(tx, tx.envelopeSignatures),
      ]),
    ),
  );
}

/** Tag(FLOW-V0.0-user) + message bytes, what `signUserMessage` signs. */
export function userMessage(messageHex: string): Uint8Array {
  return concatBytes(USER_DOMAIN_TAG, hexToBytes(messageHex));
}

/** Tag(FCL-ACCOUNT-PROOF-V0.0) + RLP([appIdentifier, address, nonce]). */
export function accountProofMessage(appIdentifier: string, address: string, nonceHex: string) {
  return concatBytes(
    ACCOUNT_PROOF_DOMAIN_TAG,
    rlp([new TextEncoder().encode(appIdentifier), addressBytes(address), hexToBytes(nonceHex)]),
  );
}
