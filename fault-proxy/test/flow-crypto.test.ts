import { describe, expect, it } from 'vitest';
import {
  bytesToHex,
  envelopeMessage,
  hexToBytes,
  payloadMessage,
  publicKeyFromPrivate,
  sha3,
  signMessage,
  type TransactionBody,
  transactionId,
  verifySignature,
} from '../src/flow-crypto.ts';

// flow-protocol.md §4.7: a public test key (the emulator service key); never use it for value.
const PRIVATE_KEY = 'f8e188e8af0b8b414be59c4a1a15cc666c898fb34d94156e9b51e18bfde754a5';
const PUBLIC_KEY =
  '6e70492cb4ec2a6013e916114bc8bf6496f3335562f315e18b085c19da659bdfd88979a5904ae8bd9b4fd52a07fc759bad9551c04f289210784e7b08980516d2';
const PAYLOAD_RLP =
  'f8c4aa7472616e73616374696f6e207b207072657061726528616363743a20264163636f756e7429207b7d207d' +
  'f857a67b2274797065223a22554669783634222c2276616c7565223a22312e3530303030303030227d' +
  'af7b2274797065223a2241646472657373222c2276616c7565223a22307866386436653035383662306132306337227d' +
  'a0abababababababababababababababababababababababababababababababab' +
  '6488f8d6e0586b0a20c7800788f8d6e0586b0a20c7c988f8d6e0586b0a20c7';
const TAG = '464c4f572d56302e302d7472616e73616374696f6e0000000000000000000000';
const SIGNATURE =
  'a1b36e76fb43a1fcd154477e68c356ea9b8f314720651076fe0d5707dcbcfc9406d42097819cdde7afcf1b7eec9290a25a74fb315fe86db63a78a06023f2e294';

const enc = new TextEncoder();
const base: TransactionBody = {
  script: enc.encode('transaction { prepare(acct: &Account) {} }'),
  arguments: [
    enc.encode('{"type":"UFix64","value":"1.50000000"}'),
    enc.encode('{"type":"Address","value":"0xf8d6e0586b0a20c7"}'),
  ],
  referenceBlockId: 'ab'.repeat(32),
  gasLimit: 100n,
  proposalKey: { address: 'f8d6e0586b0a20c7', keyIndex: 0, sequenceNumber: 7n },
  payer: 'f8d6e0586b0a20c7',
  authorizers: ['f8d6e0586b0a20c7'],
  payloadSignatures: [],
  envelopeSignatures: [],
};

describe('Flow signing (§4.7 test vector)', () => {
  it('derives the public key', () => {
    expect(publicKeyFromPrivate(PRIVATE_KEY)).toBe(PUBLIC_KEY);
  });

  it('builds the payload message', () => {
    expect(bytesToHex(payloadMessage(base))).toBe(TAG + PAYLOAD_RLP);
  });

  it('builds the envelope message and its hash', () => {
    const envelope = bytesToHex(envelopeMessage(base));
    expect(envelope).toBe(`${TAG}f8c7${PAYLOAD_RLP}c0`);
    expect(bytesToHex(sha3(hexToBytes(envelope)))).toBe(
      '8b8c36f534b892231e4ce1e055202f08df26addf48fe7a4b858804760a712d08',
    );
  });

  it('signs deterministically and verifies', () => {
    const signature = signMessage(envelopeMessage(base), PRIVATE_KEY);
    expect(bytesToHex(signature)).toBe(SIGNATURE);
    expect(verifySignature(envelopeMessage(base), signature, PUBLIC_KEY)).toBe(true);
    expect(verifySignature(payloadMessage(base), signature, PUBLIC_KEY)).toBe(false);
  });

  it('accepts a high-S signature (Flow does not require low-S)', () => {
    const n = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
    const sig = hexToBytes(SIGNATURE);
    const s = BigInt(`0x${bytesToHex(sig.slice(32))}`);
    const highS = hexToBytes((n - s).toString(16).padStart(64, '0'));
    const flipped = new Uint8Array([...sig.slice(0, 32), ...highS]);
    expect(verifySignature(envelopeMessage(base), flipped, PUBLIC_KEY)).toBe(true);
  });

  it('computes the transaction id', () => {
    const signed: TransactionBody = {
      ...base,
      envelopeSignatures: [
        { address: 'f8d6e0586b0a20c7', keyIndex: 0, signature: hexToBytes(SIGNATURE) },
      ],
    };
    expect(transactionId(signed)).toBe(
      'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063',
    );
  });
});
