import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlowConfig } from '../flow/config.ts';
import { parseEnv } from '../flow/env.ts';
import { FlowQueryProvider } from '../flow/react/FlowQueryProvider.tsx';
import { FakeFlowClient } from '../flow/react/testing/fake-flow-client.ts';
import { useScriptText } from '../flow/react/testing/script-read.ts';
import { AppProviders } from './AppProviders.tsx';
import { useNetworkSelection } from './network-selection.ts';

function BalanceOnNetwork() {
  const { network, select } = useNetworkSelection();
  const balance = useScriptText();
  return (
    <div>
      <p>network: {network}</p>
      <p data-testid="balance">{balance.data ?? 'loading'}</p>
      <button type="button" onClick={() => select(network === 'testnet' ? 'mainnet' : 'testnet')}>
        switch
      </button>
    </div>
  );
}

describe('AppProviders', () => {
  it('never shows data cached for another network after a switch', async () => {
    const clients = {
      testnet: new FakeFlowClient('testnet'),
      mainnet: new FakeFlowClient('mainnet'),
    };
    clients.testnet.queryResult = async () => '1.00000000';
    let releaseMainnet: (value: string) => void = () => {};
    clients.mainnet.queryResult = () => new Promise((resolve) => (releaseMainnet = resolve));
    const loadClient = async (config: FlowConfig) =>
      config.flowNetwork === 'mainnet' ? clients.mainnet : clients.testnet;

    render(
      <AppProviders env={parseEnv({ VITE_FLOW_NETWORK: 'testnet' })} loadClient={loadClient}>
        <FlowQueryProvider>
          <BalanceOnNetwork />
        </FlowQueryProvider>
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1'));

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByText('network: mainnet')).toBeInTheDocument();
    // Mainnet has not answered yet: the testnet balance must not stand in for it.
    expect(screen.getByTestId('balance')).toHaveTextContent('loading');
    releaseMainnet('2.50000000');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('2.5'));
    expect(clients.mainnet.queries).toHaveLength(1);
    expect(localStorage.getItem('flowdeck:network')).toBe('mainnet');
  });
});
