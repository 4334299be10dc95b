import type { AccountKey } from '../../flow/client/flow-client.ts';

/** The total key weight a transaction's signatures must reach for an account (Flow's rule). */
export const SIGNING_WEIGHT = 1000;

/** What a key can do for its account, on its own. */
type KeyRole = 'alone' | 'together' | 'revoked';

export interface KeyFacts {
  readonly index: number;
  /** Lowercase hex without 0x, as the access node gives it (the emulator adds 0x). */
  readonly publicKey: string;
  readonly signatureAlgorithm: string;
  readonly hashAlgorithm: string;
  readonly weight: number;
  readonly sequenceNumber: number;
  readonly role: KeyRole;
}

export interface AccountSigning {
  readonly keys: readonly KeyFacts[];
  readonly active: number;
  readonly revoked: number;
  /** Active keys that reach the signing weight on their own. */
  readonly soleSigners: number;
  /** Whether the active keys together reach the signing weight: false means no one can sign. */
  readonly canSign: boolean;
}

// flow-go sends `ECDSAP256`; the emulator and FCL's own tables spell it `ECDSA_P256`.
const SIGNATURE_ALGORITHMS: Readonly<Record<string, string>> = {
  ECDSAP256: 'ECDSA P-256',
  ECDSA_P256: 'ECDSA P-256',
  ECDSASecp256k1: 'ECDSA secp256k1',
  ECDSA_secp256k1: 'ECDSA secp256k1',
  BLSBLS12381: 'BLS12-381',
  BLS_BLS12_381: 'BLS12-381',
};

const HASH_ALGORITHMS: Readonly<Record<string, string>> = {
  SHA2_256: 'SHA2-256',
  SHA2_384: 'SHA2-384',
  SHA3_256: 'SHA3-256',
  SHA3_384: 'SHA3-384',
  KMAC128: 'KMAC128',
  KMAC128_BLS_BLS12_381: 'KMAC128',
};

/** A name the app knows, or the node's own word shown as it is (it is rendered as text). */
const named = (names: Readonly<Record<string, string>>, raw: string) =>
  Object.hasOwn(names, raw) ? (names[raw] ?? raw) : raw;

function roleOf(key: AccountKey): KeyRole {
  if (key.revoked) return 'revoked';
  return Number(key.weight) >= SIGNING_WEIGHT ? 'alone' : 'together';
}

export function keyFacts(key: AccountKey): KeyFacts {
  return {
    index: Number(key.index),
    publicKey: key.publicKey.replace(/^0x/i, '').toLowerCase(),
    signatureAlgorithm: named(SIGNATURE_ALGORITHMS, key.signAlgoString),
    hashAlgorithm: named(HASH_ALGORITHMS, key.hashAlgoString),
    weight: Number(key.weight),
    sequenceNumber: Number(key.sequenceNumber),
    role: roleOf(key),
  };
}

/** Who can sign for an account, from its keys in index order. */
export function accountSigning(keys: readonly AccountKey[]): AccountSigning {
  const facts = keys.map(keyFacts).sort((a, b) => a.index - b.index);
  const active = facts.filter((key) => key.role !== 'revoked');
  return {
    keys: facts,
    active: active.length,
    revoked: facts.length - active.length,
    soleSigners: active.filter((key) => key.role === 'alone').length,
    canSign: active.reduce((sum, key) => sum + key.weight, 0) >= SIGNING_WEIGHT,
  };
}
