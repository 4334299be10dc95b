import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowClient } from '../flow/client/flow-client.ts';
import { createFlowConfig } from '../flow/config.ts';
import { FlowProvider } from '../flow/react/FlowProvider.tsx';
import { FakeFlowClient, signedInUser } from '../flow/react/testing/fake-flow-client.ts';
import { WalletMenu } from './layout/WalletMenu.tsx';
import { type NetworkSelection, NetworkSelectionContext } from './network-selection.ts';
import { Landing } from './routes/Landing.tsx';

const SELECTION: NetworkSelection = {
  network: 'local',
  offered: ['local', 'testnet', 'mainnet'],
  labelOf: () => 'Sandbox',
  select: () => {},
};

const noSession = () => ({ kind: 'none' }) as const;
const localChain = async () => 'local';

/** The signed-out landing with the header's wallet menu, on a fake client that counts loads. */
function renderLanding() {
  const client = new FakeFlowClient();
  let approve: () => void = () => {};
  client.authenticateResult = () =>
    new Promise((resolve) => {
      approve = () => resolve(signedInUser('0x01cf0e2f2f715450'));
    });
  const authenticate = vi.spyOn(client, 'authenticate');
  const loadClient = vi.fn(async (): Promise<FlowClient> => client);
  render(
    <NetworkSelectionContext.Provider value={SELECTION}>
      <FlowProvider
        config={createFlowConfig('local')}
        label="Sandbox"
        loadClient={loadClient}
        storedSession={noSession}
        fetchChainId={localChain}
      >
        <WalletMenu />
        <Landing />
      </FlowProvider>
    </NetworkSelectionContext.Provider>,
  );
  return { loadClient, authenticate, approve: () => approve() };
}

describe('Connect wallet on the signed-out landing', () => {
  it('is enabled at once, and loads the wallet code only when the pointer reaches it', async () => {
    const { loadClient, authenticate } = renderLanding();
    const button = screen.getByRole('button', { name: 'Connect your Flow wallet' });
    expect(button).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    expect(loadClient).not.toHaveBeenCalled();
    await userEvent.hover(button);
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('loads the wallet code when the header’s button gets the keyboard focus', async () => {
    const { loadClient } = renderLanding();
    screen.getByRole('button', { name: 'Connect wallet' }).focus();
    await waitFor(() => expect(loadClient).toHaveBeenCalledTimes(1));
  });

  it('opens one wallet at a time, whichever button is pressed', async () => {
    const { loadClient, authenticate, approve } = renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Connect your Flow wallet' }));
    await waitFor(() => expect(authenticate).toHaveBeenCalledTimes(1));
    // Both buttons wait for the wallet; the header's cannot open a second one.
    const waiting = screen.getAllByRole('button', { name: 'Waiting for wallet…' });
    expect(waiting).toHaveLength(2);
    for (const button of waiting) expect(button).toBeDisabled();
    approve();
    await waitFor(() => expect(screen.getByTestId('signed-in-address')).toBeInTheDocument());
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(loadClient).toHaveBeenCalledTimes(1);
  });
});
