import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FlowNetwork } from '../../flow/networks.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { StakingView } from './StakingView.tsx';

const ADDRESS = '0x01cf0e2f2f715450';
const NODE_ID = '5d7f3c02d69e6b3d37ea93dfaa2b48f292ffd2c37f36de307410791bc4f02364';
const none = {
  tokensCommitted: '0.00000000',
  tokensStaked: '0.00000000',
  tokensUnstaking: '0.00000000',
  tokensUnstaked: '0.00000000',
  tokensRewarded: '0.00000000',
  tokensRequestedToUnstake: '0.00000000',
};
const protocol = {
  delegatorMinimum: '50.00000000',
  stakingEnabled: true,
  epochCounter: '7',
  epochPhase: '0',
  epochTargetEnd: null,
};
// 2100-01-01T00:00:00Z, in Unix seconds: an epoch end still to come.
const FUTURE_END = '4102444800';

function renderStaking(answer: unknown, network: FlowNetwork = 'testnet') {
  const client = new FakeFlowClient(network);
  client.queryResult = async () => answer;
  renderWithFlow(
    <MemoryRouter>
      <StakingView address={ADDRESS} />
    </MemoryRouter>,
    client,
  );
  return client;
}

describe('StakingView', () => {
  it('an account that stakes nothing says so, with the delegator minimum read from the chain', async () => {
    const client = renderStaking({
      hasCollection: false,
      delegations: [],
      nodes: [],
      ...protocol,
    });
    expect(await screen.findByTestId('staking-summary')).toHaveTextContent(
      'This account stakes nothing.',
    );
    expect(screen.getByTestId('staking-summary')).toHaveTextContent('at least 50 FLOW');
    expect(screen.getByTestId('staking-epoch')).toHaveTextContent(
      'Epoch 7, staking auction: stakes can change now',
    );
    // Testnet's epochs move on by themselves, whatever the time the chain meant.
    expect(screen.getByTestId('staking-epoch')).toHaveTextContent(
      'The time the network meant this epoch to end has passed',
    );
    expect(client.queries).toHaveLength(1);
  });

  it('lists each delegation and node by state, exactly, and the total', async () => {
    renderStaking({
      hasCollection: true,
      delegations: [
        {
          nodeID: NODE_ID,
          delegatorID: '1',
          nodeRole: '4',
          ...none,
          tokensStaked: '100.00000000',
          tokensRewarded: '0.74019245',
        },
      ],
      nodes: [
        {
          id: NODE_ID,
          role: '4',
          networkingAddress: 'node\u202Eevil.example.org:3569',
          delegatorCount: '1',
          ...none,
          tokensCommitted: '135000.00000000',
        },
      ],
      ...protocol,
      stakingEnabled: false,
      epochTargetEnd: FUTURE_END,
    });
    expect(await screen.findByTestId('staking-summary')).toHaveTextContent(
      '135100.74019245 FLOW in staking, in 2 stakes.',
    );
    expect(screen.getByTestId('delegation-amounts-staked')).toHaveTextContent('100 FLOW');
    expect(screen.getByTestId('delegation-amounts-rewarded')).toHaveTextContent('0.74019245 FLOW');
    expect(screen.getAllByRole('button', { name: 'Copy node id 5d7f3c02…c4f02364' })).toHaveLength(
      2,
    );
    // The operator's text is shown inert: its reordering character as visible text.
    expect(screen.getByTestId('operated-node')).toHaveTextContent(
      'node\\u{202E}evil.example.org:3569',
    );
    expect(screen.getByTestId('staking-epoch')).toHaveTextContent('the staking auction is closed');
    expect(screen.getByTestId('staking-epoch')).toHaveTextContent(
      `means this epoch to end around ${new Intl.DateTimeFormat(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(4102444800000)}`,
    );
  });

  it('on the local network, says that epochs do not advance by themselves', async () => {
    renderStaking({ hasCollection: false, delegations: [], nodes: [], ...protocol }, 'local');
    expect(await screen.findByTestId('staking-epoch')).toHaveTextContent(
      'On the local network epochs do not advance by themselves',
    );
  });

  it('says when the staking cannot be read', async () => {
    renderStaking({ hasCollection: 'maybe' });
    expect(await screen.findByText('The account’s staking could not be read.')).toBeInTheDocument();
  });
});
