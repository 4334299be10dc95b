import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account, AccountKey } from '../../flow/client/flow-client.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { KeysView } from './KeysView.tsx';

const ADDRESS = '0x01cf0e2f2f715450';

const key = (index: number, weight: number, revoked = false, signAlgoString = 'ECDSAP256') =>
  ({
    index,
    publicKey: `${index}`.repeat(128),
    signAlgo: 1,
    signAlgoString,
    hashAlgo: 3,
    hashAlgoString: 'SHA3_256',
    weight,
    sequenceNumber: 4,
    revoked,
  }) as AccountKey;

function renderKeys(keys: AccountKey[]) {
  const client = new FakeFlowClient();
  client.accountResult = async (address) =>
    ({ address, balance: 0, code: 0, contracts: {}, keys }) as Account;
  renderWithFlow(<KeysView address={ADDRESS} />, client);
  return client;
}

describe('KeysView', () => {
  it('says who can sign, key by key, from one read of the account', async () => {
    const client = renderKeys([key(0, 1000), key(1, 1000, true), key(2, 500), key(3, 500)]);
    expect(await screen.findByTestId('keys-summary')).toHaveTextContent(
      '3 active keys and 1 revoked key. One key can sign for this account on its own.',
    );
    expect(screen.getAllByTestId('key-role').map((element) => element.textContent)).toEqual([
      'This key alone can sign for the account.',
      'Revoked: this key can never sign again.',
      'Signs only together with other keys: its weight is 500 of the 1000 a signature needs.',
      'Signs only together with other keys: its weight is 500 of the 1000 a signature needs.',
    ]);
    expect(screen.getByRole('button', { name: 'Copy public key 2' })).toBeInTheDocument();
    expect(screen.getByText('22222222…22222222')).toHaveAttribute('title', '2'.repeat(128));
    expect(client.accountReads).toEqual([ADDRESS]);
  });

  it('an account whose active keys cannot reach 1000 is said to be locked', async () => {
    renderKeys([key(0, 400), key(1, 1000, true)]);
    expect(await screen.findByTestId('keys-summary')).toHaveTextContent(
      'Together the active keys do not reach the weight of 1000 a signature needs: no one can sign for this account.',
    );
  });

  it('shows an algorithm name it does not know as inert, visible text', async () => {
    renderKeys([key(0, 1000, false, 'EVIL\u202Egnp.exe')]);
    expect(await screen.findByText('EVIL\\u{202E}gnp.exe · SHA3-256')).toBeInTheDocument();
  });

  it('says when the keys cannot be read', async () => {
    const client = new FakeFlowClient();
    client.accountResult = async () => {
      throw new Error('down');
    };
    renderWithFlow(<KeysView address={ADDRESS} />, client);
    expect(await screen.findByText('The account’s keys could not be read.')).toBeInTheDocument();
  });
});
