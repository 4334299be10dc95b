import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { tokenVaultAnswer } from '../../test/token-vault-answer.ts';
import { TokensView } from './TokensView.tsx';

const FLOW = tokenVaultAnswer({
  identifier: 'A.0ae53cb6e3f42a79.FlowToken.Vault',
  name: 'FLOW',
  symbol: 'FLOW',
  balance: '1000.00000000',
  evmBalance: '25000000000000000000',
  evmDecimals: '18',
});

describe('TokensView', () => {
  it('lists FLOW first with both balances, and filters by search', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => [
      tokenVaultAnswer({}),
      FLOW,
      tokenVaultAnswer({
        identifier: 'A.1.Zero.Vault',
        name: 'Zero',
        symbol: 'ZRO',
        balance: '0.00000000',
      }),
    ];
    renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
    const rows = await screen.findAllByTestId('token-row');
    expect(rows.map((row) => within(row).getByTestId('token-balance').textContent)).toEqual([
      '1000 FLOW',
      '250 sUSD',
      '0 ZRO',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('token-evm-balance')).toHaveTextContent(
      '25 FLOW on EVM',
    );
    await userEvent.type(screen.getByLabelText('Search tokens'), 'usd');
    expect(await screen.findByText('1 of 3 tokens')).toBeInTheDocument();
    expect(screen.getAllByTestId('token-row')).toHaveLength(1);
  });

  it('knows FLOW by its contract: a fake FLOW is marked, named as not FLOW, and listed after verified tokens', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => [
      tokenVaultAnswer({
        identifier: 'A.179b6b1cb6755e31.FakeFlow.Vault',
        name: 'Flow Token',
        symbol: 'FLOW',
        balance: '99999.00000000',
      }),
      FLOW,
      tokenVaultAnswer({}),
    ];
    renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
    const rows = await screen.findAllByTestId('token-row');
    expect(rows.map((row) => within(row).getByTestId('token-balance').textContent)).toEqual([
      '1000 FLOW',
      '250 sUSD',
      '99999 FLOW',
    ]);
    const [flow, susd, fake] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(flow).queryByTestId('token-origin')).toBeNull();
    expect(within(susd).getByTestId('token-origin')).toHaveTextContent(
      'Verified SandboxUSD · 0x1924…7282',
    );
    expect(within(fake).getByTestId('token-unverified')).toBeVisible();
    expect(within(fake).getByTestId('token-origin')).toHaveTextContent('FakeFlow · 0x179b…5e31');
    expect(within(fake).getByTestId('token-imitation')).toHaveTextContent(
      'Not the real FLOW: it only uses its name.',
    );
    expect(
      within(fake).getByRole('button', { name: 'Copy the address of FakeFlow' }),
    ).toBeVisible();
  });

  it('renders hostile metadata as inert text with a placeholder logo', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => [
      tokenVaultAnswer({
        name: '<img src=x onerror=alert(1)>\u202Egnp.exe',
        symbol: '<script>alert(1)</script>',
        logo: 'javascript:alert(1)',
      }),
    ];
    const { container } = renderWithFlow(
      <TokensView address="0x01cf0e2f2f715450" title="Tokens" />,
      client,
    );
    const row = await screen.findByTestId('token-row');
    expect(row).toHaveTextContent('<img src=x onerror=alert(1)>gnp.exe');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(row).getByRole('img')).toHaveClass('media-placeholder');
  });

  it('isolates right-to-left and blank-looking names so they cannot reorder or hide the row', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => [
      tokenVaultAnswer({ name: 'אב (1) "#1"', symbol: 'אב' }),
      tokenVaultAnswer({
        identifier: 'A.2.Blank.Vault',
        name: '\u3164\u3164',
        symbol: '\u{E0041}',
      }),
    ];
    renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
    const [rtl, blank] = await screen.findAllByTestId('token-row');
    const name = within(rtl as HTMLElement).getByText('אב (1) "#1"');
    expect(name.tagName).toBe('BDI');
    expect(
      within(rtl as HTMLElement)
        .getByTestId('token-balance')
        .querySelector('bdi'),
    ).toHaveTextContent('אב');
    expect(within(blank as HTMLElement).getByText('Unnamed token').tagName).toBe('BDI');
  });

  it('says when there are no tokens', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => [];
    renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
    expect(await screen.findByTestId('tokens-empty')).toBeInTheDocument();
  });
});
