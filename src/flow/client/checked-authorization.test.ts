import type { FclAuthorizationAccount } from '@onflow/fcl';
import { describe, expect, it } from 'vitest';
import { WalletResponseInvalidError } from '../errors.ts';
import { checkedAuthorization, checkedSignature } from './checked-authorization.ts';

const GOOD = {
  f_type: 'CompositeSignature',
  addr: '01cf0e2f2f715450',
  keyId: 0,
  signature: 'ab12',
};

/** What FCL's current-user authorization looks like: an account that resolves to a signer. */
function currentUserAuthorization(signature: unknown) {
  return async (account: FclAuthorizationAccount): Promise<FclAuthorizationAccount> => ({
    ...account,
    tempId: 'CURRENT_USER',
    resolve: async () => ({
      tempId: 'CURRENT_USER',
      addr: '01cf0e2f2f715450',
      keyId: 0,
      signingFunction: async () => signature,
    }),
  });
}

async function sign(
  signature: unknown,
  onSigned?: () => void,
  roles = { proposer: true, authorizer: true, payer: true },
): Promise<unknown> {
  const account = await checkedAuthorization(
    currentUserAuthorization(signature),
    onSigned,
  )({
    kind: 'ACCOUNT',
  });
  expect(account.kind).toBe('ACCOUNT');
  const { resolve } = account;
  if (typeof resolve !== 'function') throw new Error('no resolve');
  const signer: unknown = await resolve(account, {});
  if (typeof signer !== 'object' || signer === null || !('signingFunction' in signer)) {
    throw new Error('no signer');
  }
  const { signingFunction } = signer;
  if (typeof signingFunction !== 'function') throw new Error('no signing function');
  return signingFunction({ message: 'aa', roles });
}

describe('checkedAuthorization', () => {
  it('passes a well-formed signature through unchanged', async () => {
    await expect(sign(GOOD)).resolves.toEqual(GOOD);
  });

  it('tells onSigned of the payer’s checked signature (the last before sending), only', async () => {
    const signed: string[] = [];
    await sign(GOOD, () => signed.push('payer'));
    await sign(GOOD, () => signed.push('payload only'), {
      proposer: true,
      authorizer: true,
      payer: false,
    });
    await expect(sign({ ...GOOD, signature: '' }, () => signed.push('bad'))).rejects.toThrow();
    expect(signed).toEqual(['payer']);
  });

  it.each([
    ['no data', null],
    [
      'a PollingResponse instead of a signature',
      { type: 'FCL:VIEW:RESPONSE', f_type: 'PollingResponse' },
    ],
    ['an empty signature', { ...GOOD, signature: '' }],
    ['a signature that is not hex', { ...GOOD, signature: 'not hex!' }],
    ['no address', { ...GOOD, addr: undefined }],
  ])('refuses %s before FCL sends anything', async (_what, signature) => {
    await expect(sign(signature)).rejects.toBeInstanceOf(WalletResponseInvalidError);
  });

  it('checks every signer of a pre-authz list', async () => {
    const authorize = checkedAuthorization(async () => ({
      resolve: async () => [
        { signingFunction: async () => GOOD },
        { signingFunction: async () => ({}) },
      ],
    }));
    const account = await authorize({});
    const { resolve } = account;
    if (typeof resolve !== 'function') throw new Error('no resolve');
    const signers: unknown = await resolve(account, {});
    if (!Array.isArray(signers)) throw new Error('not a list');
    const outcomes = await Promise.allSettled(
      signers.map((signer: { signingFunction: () => Promise<unknown> }) =>
        signer.signingFunction(),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
  });
});

describe('checkedSignature', () => {
  it('says what was missing, as details', () => {
    expect(() => checkedSignature({ addr: '01', signature: '' })).toThrow(/without a signature/);
  });
});
