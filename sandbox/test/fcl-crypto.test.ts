import { AppUtils, config as globalFclConfig } from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { at, startTestSandbox } from './helpers.ts';

const ALICE = '0x01cf0e2f2f715450';
/** The sandbox deploys FCLCrypto to the service account on the emulator chain. */
const FCL_CRYPTO = '0xf8d6e0586b0a20c7';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await globalFclConfig().put('accessNode.api', sandbox.accessNodeUrl);
  await globalFclConfig().put('flow.network', 'local');
});
afterAll(async () => {
  await sandbox.close();
});

const post = async (path: string, body: unknown): Promise<unknown> =>
  (
    await fetch(`${sandbox.walletUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

function signatures(value: unknown) {
  if (!Array.isArray(value)) throw new Error('no signatures');
  return value.map((sig) => ({
    f_type: 'CompositeSignature' as const,
    f_vsn: '1.0.0',
    addr: String(at(sig, 'addr')),
    keyId: Number(at(sig, 'keyId')),
    signature: String(at(sig, 'signature')),
  }));
}

describe("FCL's account-proof and user-signature verification on the sandbox", () => {
  it('verifies an account proof from the wallet with fcl.AppUtils.verifyAccountProof', async () => {
    const nonce = 'cd'.repeat(32);
    const json = await post('/api/authn', { appIdentifier: 'Flowdeck', nonce });
    const services = at(json, 'data', 'services');
    const proof = Array.isArray(services)
      ? services.find((service) => at(service, 'type') === 'account-proof')
      : undefined;
    const data = {
      address: ALICE,
      nonce,
      signatures: signatures(at(proof, 'data', 'signatures')),
    };
    const opts = { fclCryptoContract: FCL_CRYPTO };
    expect(await AppUtils.verifyAccountProof('Flowdeck', data, opts)).toBe(true);
    expect(await AppUtils.verifyAccountProof('Another app', data, opts)).toBe(false);
    expect(
      await AppUtils.verifyAccountProof('Flowdeck', { ...data, nonce: 'ef'.repeat(32) }, opts),
    ).toBe(false);
  });

  it('verifies user signatures with fcl.AppUtils.verifyUserSignatures', async () => {
    const message = Buffer.from('Sign in to Flowdeck').toString('hex');
    const json = await post('/api/user-sig', { message, data: { addr: ALICE, keyId: 0 } });
    const sigs = signatures([at(json, 'data')]);
    const opts = { fclCryptoContract: FCL_CRYPTO };
    expect(await AppUtils.verifyUserSignatures(message, sigs, opts)).toBe(true);
    expect(await AppUtils.verifyUserSignatures(`${message}00`, sigs, opts)).toBe(false);
  });

  it('fails like Cadence when FCLCrypto is imported from an address that does not have it', async () => {
    const message = Buffer.from('x').toString('hex');
    const json = await post('/api/user-sig', { message, data: { addr: ALICE, keyId: 0 } });
    const error = await AppUtils.verifyUserSignatures(message, signatures([at(json, 'data')]), {
      fclCryptoContract: '0x01cf0e2f2f715450',
    }).catch((e: unknown) => e);
    expect(String(error)).toContain('cannot find declaration `FCLCrypto`');
  });
});
