import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { getAssetPathsScript } from '../../flow/cadence/scripts/get_asset_paths.ts';
import { accessNodeErrorFromResponse } from '../../flow/errors.ts';
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

  it('shows the first 30 rows of a long list at once, and then every row', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () =>
      Array.from({ length: 80 }, (_, index) =>
        tokenVaultAnswer({
          identifier: `A.0000000000000001.Token${index}.Vault`,
          name: `Token ${index}`,
          symbol: `T${index}`,
          balance: `${index + 1}.00000000`,
        }),
      );
    renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
    const first = await screen.findAllByTestId('token-row');
    expect(first).toHaveLength(30);
    expect(screen.getByText('80 tokens')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(80));
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
    // No image from a javascript: URL: the symbol's monogram instead, as plain text.
    expect(within(row).getByTestId('token-monogram')).toHaveTextContent(/^SC$/);
    expect(within(row).queryByRole('img')).toBeNull();
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

  describe('a token whose contract fails', () => {
    const FRAIL_PANIC = [
      '[Error Code: 1101] cadence runtime error: Execution failed:',
      'error: panic: FrailDollar cannot describe itself',
      ' --> 0ae53cb6e3f42a79.FrailDollar:58:12',
    ].join('\n');
    const PATHS = [
      {
        path: '/storage/flowTokenVault',
        identifier: 'A.0ae53cb6e3f42a79.FlowToken.Vault',
        kind: 'vault',
        balance: '1000.00000000',
      },
      {
        path: '/storage/sandboxUSDVault',
        identifier: 'A.192440c99cb17282.SandboxUSD.Vault',
        kind: 'vault',
        balance: '250.00000000',
      },
      {
        path: '/storage/frailDollarVault',
        identifier: 'A.0ae53cb6e3f42a79.FrailDollar.Vault',
        kind: 'vault',
        balance: '7.50000000',
      },
    ];
    const only = (args: readonly CadenceValue[]): string[] | null => {
      const option = args[1];
      if (option?.type !== 'Optional' || option.value === null) return null;
      const list = option.value;
      return list.type === 'Array'
        ? list.value.map((entry) => ('value' in entry ? String(entry.value) : ''))
        : null;
    };

    /** The account: get_token_vaults fails whenever it reaches FrailDollar's vault. */
    function brokenAccount() {
      const client = new FakeFlowClient();
      client.queryResult = async ({ cadence, args = [] }) => {
        if (cadence === getAssetPathsScript.cadence) return PATHS;
        const paths = only(args) ?? PATHS.map((entry) => entry.path);
        if (paths.includes('/storage/frailDollarVault')) {
          throw accessNodeErrorFromResponse(400, FRAIL_PANIC);
        }
        return [FLOW, tokenVaultAnswer({})].filter((vault) =>
          paths.includes(String(vault.storagePath)),
        );
      };
      return client;
    }

    beforeEach(() => localStorage.clear());

    it('shows every other token, and the broken one marked with its balance and why', async () => {
      const client = brokenAccount();
      renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, client);
      const rows = await screen.findAllByTestId('token-row');
      expect(rows.map((row) => within(row).getByTestId('token-balance').textContent)).toEqual([
        '1000 FLOW',
        '250 sUSD',
      ]);
      const broken = screen.getByTestId('unavailable-asset');
      expect(broken).toHaveTextContent('Token: metadata unavailable');
      expect(broken).toHaveTextContent('FrailDollar · 0x0ae5…2a79');
      expect(broken).toHaveTextContent('Balance: 7.5 (its name and symbol are unknown)');
      expect(broken).toHaveTextContent(
        'Its contract failed when asked for its name and logo. It said: “panic: FrailDollar cannot describe itself”',
      );
      expect(screen.getByText('One asset could not be read.', { exact: false })).toHaveTextContent(
        'nothing is wrong with this account',
      );
      await userEvent.click(within(broken).getByText('Show the error'));
      expect(within(broken).getByText(/FrailDollar:58:12/)).toBeVisible();
    });

    it('after a reload reads the healthy vaults directly: two requests', async () => {
      const first = brokenAccount();
      const view = renderWithFlow(
        <TokensView address="0x01cf0e2f2f715450" title="Tokens" />,
        first,
      );
      await screen.findByTestId('unavailable-asset');
      view.unmount();
      const again = brokenAccount();
      renderWithFlow(<TokensView address="0x01cf0e2f2f715450" title="Tokens" />, again);
      await screen.findByTestId('unavailable-asset');
      expect(screen.getAllByTestId('token-row')).toHaveLength(2);
      expect(again.queries.map((request) => only(request.args ?? []))).toEqual([
        null,
        ['/storage/flowTokenVault', '/storage/sandboxUSDVault'],
      ]);
    });
  });
});
