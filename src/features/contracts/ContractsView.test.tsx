import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../flow/client/flow-client.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../test/RouterAt.tsx';
import { ContractsView } from './ContractsView.tsx';

const ADDRESS = '0x01cf0e2f2f715450';

function renderContracts(contracts: Record<string, string>, search = '') {
  const client = new FakeFlowClient();
  client.accountResult = async (address) =>
    ({ address, balance: 0, code: 0, contracts, keys: [] }) as Account;
  renderWithFlow(
    <RouterAt path={`/account/contracts${search}`}>
      <ContractsView address={ADDRESS} />
    </RouterAt>,
    client,
  );
}

describe('ContractsView', () => {
  beforeAll(() => {
    // jsdom lays nothing out; CodeMirror measures text ranges to draw its selection.
    Range.prototype.getClientRects ??= () => ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    });
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('lists the contracts by name, and opens the one the URL names read-only', async () => {
    renderContracts(
      {
        Kitties: 'access(all) contract Kitties {\n}\n',
        Alpha: 'access(all) contract Alpha {}',
      },
      '?contract=Kitties',
    );
    expect(
      (await screen.findAllByTestId('deployed-contract')).map((link) => link.textContent),
    ).toEqual(['Alpha', 'Kitties']);
    expect(screen.getByRole('link', { name: 'Kitties' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Kitties' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox');
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    expect(editor).toHaveTextContent('access(all) contract Kitties {');
    expect(screen.getByRole('button', { name: 'Copy source' })).toBeInTheDocument();
  });

  it('shows a hidden character in a contract’s name instead of obeying it', async () => {
    renderContracts({ 'Good\u202Eliame': 'access(all) contract X {}' });
    expect(await screen.findByTestId('deployed-contract')).toHaveTextContent('Good\\u{202E}liame');
  });

  it('says so when the URL names a contract the account does not have, or it has none', async () => {
    renderContracts({ Alpha: '' }, '?contract=Beta');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has no contract named “Beta”.',
    );
  });

  it('an account without contracts says it has none', async () => {
    renderContracts({});
    expect(await screen.findByTestId('contracts-empty')).toHaveTextContent(
      'No contracts are deployed on this account.',
    );
  });
});
