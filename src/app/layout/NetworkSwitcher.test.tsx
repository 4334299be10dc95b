import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowConfig } from '../../flow/config.ts';
import { parseEnv, type RawEnv } from '../../flow/env.ts';
import { offeredNetworks } from '../../flow/offered-networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { useFlowChainId } from '../../flow/react/useFlowChainId.ts';
import { AppProviders } from '../AppProviders.tsx';
import { NetworkSwitcher } from './NetworkSwitcher.tsx';

function AccessNode() {
  const { config } = useFlowContext('AccessNode');
  return <p data-testid="access-node">{config.accessNodeUrl}</p>;
}

function Chain() {
  const { chainId } = useFlowChainId();
  return <p data-testid="chain">{chainId ?? 'checking'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

/** A local build whose Testnet is another loopback node. */
const LOCAL_BUILD: RawEnv = {
  VITE_FLOW_NETWORK: 'local',
  VITE_FLOW_ACCESS_NODE: 'http://127.0.0.1:18888',
  VITE_FLOW_TESTNET_ACCESS_NODE: 'http://127.0.0.1:19888',
};

function renderSwitcher(raw: RawEnv) {
  const loadClient = async (config: FlowConfig) => new FakeFlowClient(config.flowNetwork);
  render(
    <AppProviders env={parseEnv(raw)} loadClient={loadClient}>
      <NetworkSwitcher />
      <AccessNode />
      <Chain />
    </AppProviders>,
  );
  const select = screen.getByRole('combobox', { name: 'Network' });
  const options = within(select)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
  return { select, options };
}

describe('NetworkSwitcher', () => {
  it.each([
    [{ VITE_FLOW_NETWORK: 'local' }, ['local', 'testnet', 'mainnet']],
    [{ VITE_FLOW_NETWORK: 'mainnet' }, ['testnet', 'mainnet']],
    [{ VITE_FLOW_NETWORK: 'testnet' }, ['testnet', 'mainnet']],
    [
      { VITE_FLOW_NETWORK: 'testnet', VITE_FLOW_LOCAL_ACCESS_NODE: 'https://emulator.example' },
      ['local', 'testnet', 'mainnet'],
    ],
  ] as const)('offers the networks the build allows (%o)', (raw, expected) => {
    const { options } = renderSwitcher(raw);
    expect(options).toEqual(expected);
    expect(options).toEqual(offeredNetworks(parseEnv(raw)));
  });

  it('starts on the build network when the remembered one is not offered', () => {
    localStorage.setItem('flowdeck:network', 'local');
    const { select } = renderSwitcher({ VITE_FLOW_NETWORK: 'mainnet' });
    expect(select).toHaveValue('mainnet');
  });

  it("switches to each network's own access node and back", async () => {
    renderSwitcher(LOCAL_BUILD);
    // A switch remounts everything under the network's provider: query afresh each time.
    const select = () => screen.getByRole('combobox', { name: 'Network' });
    const accessNode = () => screen.getByTestId('access-node');
    expect(accessNode()).toHaveTextContent('http://127.0.0.1:18888');
    await userEvent.selectOptions(select(), 'testnet');
    expect(accessNode()).toHaveTextContent('http://127.0.0.1:19888');
    expect(localStorage.getItem('flowdeck:network')).toBe('testnet');
    await userEvent.selectOptions(select(), 'mainnet');
    expect(accessNode()).toHaveTextContent('https://rest-mainnet.onflow.org');
    await userEvent.selectOptions(select(), 'local');
    expect(accessNode()).toHaveTextContent('http://127.0.0.1:18888');
  });

  it('asks each access node for its chain once, however often the switch goes back', async () => {
    const CHAINS: Record<string, string> = {
      'http://127.0.0.1:18888': 'flow-emulator',
      'http://127.0.0.1:19888': 'flow-testnet',
    };
    const fetch = vi.fn(async (url: string) =>
      Response.json({ chain_id: CHAINS[new URL(url).origin] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderSwitcher(LOCAL_BUILD);
    const select = () => screen.getByRole('combobox', { name: 'Network' });
    const chain = () => screen.getByTestId('chain');
    await waitFor(() => expect(chain()).toHaveTextContent('local'));
    await userEvent.selectOptions(select(), 'testnet');
    await waitFor(() => expect(chain()).toHaveTextContent('testnet'));
    await userEvent.selectOptions(select(), 'local');
    // Known at once: no "checking" in between, and no second request.
    expect(chain()).toHaveTextContent('local');
    await userEvent.selectOptions(select(), 'testnet');
    expect(chain()).toHaveTextContent('testnet');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://127.0.0.1:18888/v1/network/parameters',
      'http://127.0.0.1:19888/v1/network/parameters',
    ]);
  });
});
