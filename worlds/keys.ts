/**
 * The worlds' public test keys. Nothing here guards value: these keys exist only on a local
 * emulator that a test or `npm start` seeded.
 */
import {
  generateKeyPair,
  type KeyPair,
  publicKeyFromPrivate,
} from '../fault-proxy/src/flow-crypto.ts';

/** The emulator service key of onflow/fcl-dev-wallet's .env.example: a public test key. */
export const SERVICE_PRIVATE_KEY =
  'f8e188e8af0b8b414be59c4a1a15cc666c898fb34d94156e9b51e18bfde754a5';

/**
 * Key 0 of every world account, the service account's included: the service key. Flow's dev
 * wallet signs for each account it lists with that one key, at key index 0 (as `flow dev-wallet`
 * did), so the seeded accounts carry it.
 */
export const TEST_KEY_PAIR: KeyPair = {
  privateKey: SERVICE_PRIVATE_KEY,
  publicKey: publicKeyFromPrivate(SERVICE_PRIVATE_KEY),
};

/** The public test key pair of a world account's key `keyIndex` ≥ 1 (FixtureAccount.extraKeys). */
export function fixtureExtraKeyPair(fixtureName: string, index: number, keyIndex: number): KeyPair {
  // The seed text is what the worlds were first seeded with; changing it changes every extra key.
  return generateKeyPair(`flowdeck-sandbox/${fixtureName}/${index}/key${keyIndex}`);
}
