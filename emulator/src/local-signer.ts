/**
 * An FCL authorization function that signs in this process with a known test key: how the
 * seeding and the emulator suites sign for the seeded accounts (the browser journeys sign
 * through the test wallet instead).
 */
import type { FclAuthorizationFunction, FclSignable } from '@onflow/fcl';
import { bytesToHex, hexToBytes, signMessage } from '../../sandbox/src/crypto.ts';

export interface SigningAccount {
  /** With or without 0x. */
  readonly address: string;
  readonly privateKey: string;
  readonly keyId?: number;
}

export function localAuthz({
  address,
  privateKey,
  keyId = 0,
}: SigningAccount): FclAuthorizationFunction {
  const addr = address.replace(/^0x/, '');
  const signingFunction = async (signable: FclSignable) => ({
    addr,
    keyId,
    signature: bytesToHex(signMessage(hexToBytes(signable.message), privateKey)),
  });
  return (account) => ({ ...account, tempId: `${addr}-${keyId}`, addr, keyId, signingFunction });
}
