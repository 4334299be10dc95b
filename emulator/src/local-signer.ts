/**
 * An FCL authorization function that signs in this process with a known test key: how the
 * seeding and the emulator suites sign for the seeded accounts (the browser journeys sign
 * through the test wallet instead).
 */
import type { FclAuthorizationFunction, FclSignable } from '@onflow/fcl';
import { bytesToHex, hexToBytes, signMessage } from '../../fault-proxy/src/flow-crypto.ts';
import { TEST_KEY_PAIR } from '../../worlds/keys.ts';
import type { Signers } from './chain.ts';

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

/** The emulator's service account, with its one key. */
export const SERVICE_ACCOUNT: SigningAccount = {
  address: '0xf8d6e0586b0a20c7',
  privateKey: TEST_KEY_PAIR.privateKey,
};

/** The service account as proposer, payer and only authorizer. */
export function serviceSigners(): Signers {
  const service = localAuthz(SERVICE_ACCOUNT);
  return { proposer: service, payer: service, authorizers: [service] };
}
