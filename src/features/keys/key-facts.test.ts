import { describe, expect, it } from 'vitest';
import type { AccountKey } from '../../flow/client/flow-client.ts';
import { accountSigning, keyFacts } from './key-facts.ts';

const key = (index: number, weight: number, revoked = false, signAlgoString = 'ECDSAP256') =>
  ({
    index,
    publicKey: `0x${'AB'.repeat(64)}`,
    signAlgo: 1,
    signAlgoString,
    hashAlgo: 3,
    hashAlgoString: 'SHA3_256',
    weight,
    sequenceNumber: 7,
    revoked,
  }) as AccountKey;

describe('keyFacts', () => {
  it('names the algorithms in both spellings the nodes use, and keeps unknown words as they are', () => {
    expect(keyFacts(key(0, 1000)).signatureAlgorithm).toBe('ECDSA P-256');
    expect(keyFacts(key(0, 1000, false, 'ECDSA_P256')).signatureAlgorithm).toBe('ECDSA P-256');
    expect(keyFacts(key(0, 1000, false, 'ECDSASecp256k1')).signatureAlgorithm).toBe(
      'ECDSA secp256k1',
    );
    expect(keyFacts(key(0, 1000, false, 'ECDSA_secp256k1')).signatureAlgorithm).toBe(
      'ECDSA secp256k1',
    );
    expect(keyFacts(key(0, 1000, false, 'toString')).signatureAlgorithm).toBe('toString');
    expect(keyFacts(key(0, 1000)).hashAlgorithm).toBe('SHA3-256');
  });

  it('gives the public key as lowercase hex without 0x', () => {
    expect(keyFacts(key(0, 1000)).publicKey).toBe('ab'.repeat(64));
  });

  it('says what each key can do: alone at 1000 or more, together below, never once revoked', () => {
    expect(keyFacts(key(0, 1000)).role).toBe('alone');
    expect(keyFacts(key(0, 999)).role).toBe('together');
    expect(keyFacts(key(0, 1000, true)).role).toBe('revoked');
  });
});

describe('accountSigning', () => {
  it('a signing key, a revoked key and a weight-500 pair: one sole signer, and the account can sign', () => {
    const signing = accountSigning([key(3, 500), key(1, 1000, true), key(0, 1000), key(2, 500)]);
    expect(signing.keys.map((facts) => facts.index)).toEqual([0, 1, 2, 3]);
    expect(signing).toMatchObject({ active: 3, revoked: 1, soleSigners: 1, canSign: true });
  });

  it('two keys of 500 sign together; no key alone', () => {
    expect(accountSigning([key(0, 500), key(1, 500)])).toMatchObject({
      soleSigners: 0,
      canSign: true,
    });
  });

  it('no one can sign when the active keys fall short of 1000, or every key is revoked', () => {
    expect(accountSigning([key(0, 500), key(1, 1000, true)]).canSign).toBe(false);
    expect(accountSigning([key(0, 1000, true)]).canSign).toBe(false);
    expect(accountSigning([]).canSign).toBe(false);
  });
});
