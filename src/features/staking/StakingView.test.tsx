import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlowNetwork } from '../../flow/networks.ts';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { accountSummaryAnswer } from '../../test/account-summary-answer.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { StakingView } from './StakingView.tsx';

/** A template's manifest hash, as the install wrote it beside its source. */
function stakingTemplateHash(network: string, id: string): string | undefined {
  const file = JSON.parse(
    readFileSync(join(process.cwd(), `src/flow/cadence/staking/generated/${network}.json`), 'utf8'),
  ) as { templates: { id: string; hash: string }[] };
  return file.templates.find((template) => template.id === id)?.hash;
}

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

function renderStaking(
  answer: unknown,
  network: FlowNetwork = 'testnet',
  { signedIn = null, path = '/' }: { signedIn?: string | null; path?: string } = {},
) {
  const client = new FakeFlowClient(network);
  // The staking read, the account's summary (its FLOW) and the fee estimate, by their Cadence.
  client.queryResult = async ({ cadence, args }) =>
    cadence.includes('struct AccountSummary')
      ? accountSummaryAnswer({ address: ADDRESS })
      : cadence.includes('FlowFees')
        ? '0.00100000'
        : cadence.includes('struct NodeChoice')
          ? nodesAnswer(args)
          : answer;
  if (signedIn) client.setUser(signedInUser(signedIn));
  renderWithFlow(
    <RouterAt path={path}>
      <StakingView address={ADDRESS} />
    </RouterAt>,
    client,
  );
  return client;
}

const REWARDED = {
  hasCollection: true,
  delegations: [
    {
      nodeID: NODE_ID,
      delegatorID: '3',
      nodeRole: '4',
      nodeNetworkingAddress: 'verification.example.org:3569',
      inCollection: true,
      lockedTokens: false,
      ...none,
      tokensStaked: '100.00000000',
      tokensRewarded: '0.74019245',
    },
  ],
  nodes: [],
  ...protocol,
};

// Mainnet-like: 1.4 M FLOW paid a week over 1.2 B staked, an 8 % cut.
const REWARD_FACTS = {
  epochPayout: '1400000.00000000',
  delegatorCut: '0.08000000',
  totalStaked: '1200000000.00000000',
  epochSeconds: '604800',
};
const NODE_CHOICE = {
  id: NODE_ID,
  role: '2',
  networkingAddress: 'consensus.example.org:3569',
  tokensStaked: '500000.00000000',
  tokensCommitted: '0.00000000',
  delegatorCount: '42',
  takesDelegators: true,
  staked: true,
};

/** get_staking_nodes: one node on the page; a pasted id is that node or no node. */
function nodesAnswer(args: unknown): unknown {
  const [ids] = Array.isArray(args) ? args : [];
  const named: string[] | null =
    ids && typeof ids === 'object' && 'value' in ids && ids.value !== null
      ? (JSON.stringify(ids.value).match(/[0-9a-f]{64}/g) ?? [])
      : null;
  if (named === null) return { nodes: [NODE_CHOICE], next: null, unknown: [], ...REWARD_FACTS };
  return {
    nodes: named.includes(NODE_ID) ? [NODE_CHOICE] : [],
    next: null,
    unknown: named.filter((id) => id !== NODE_ID),
    ...REWARD_FACTS,
  };
}

const actionNames = () =>
  within(screen.getByTestId('delegation'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

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
          nodeNetworkingAddress: 'verification.example.org:3569',
          inCollection: true,
          lockedTokens: false,
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
          inCollection: true,
          lockedTokens: false,
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

  it('offers its owner what each stake can do now, and a visitor nothing', async () => {
    renderStaking(REWARDED, 'testnet', { signedIn: ADDRESS });
    await screen.findByTestId('delegation');
    expect(actionNames()).toEqual(['Stake more', 'Restake rewards', 'Unstake', 'Withdraw rewards']);
    expect(screen.getByRole('link', { name: 'Delegate to a node' })).toHaveAttribute(
      'href',
      '/?action=delegate',
    );
    expect(screen.getByRole('link', { name: 'Withdraw rewards' })).toHaveAttribute(
      'href',
      `/?action=withdraw-rewards&node=${NODE_ID}&delegator=3`,
    );
    cleanup();

    // While the auction is closed, only withdrawing.
    renderStaking({ ...REWARDED, stakingEnabled: false }, 'testnet', { signedIn: ADDRESS });
    await screen.findByTestId('delegation');
    expect(actionNames()).toEqual(['Withdraw rewards']);
    expect(screen.queryByRole('link', { name: 'Delegate to a node' })).toBeNull();
    cleanup();

    // Someone else's account, signed in or not: read-only.
    renderStaking(REWARDED, 'testnet', { signedIn: '0xf3fcd2c1a78f5eee' });
    await screen.findByTestId('delegation');
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Delegate to a node' })).toBeNull();
    cleanup();
    renderStaking(REWARDED, 'testnet', {
      path: `/?action=withdraw-rewards&node=${NODE_ID}&delegator=3`,
    });
    await screen.findByTestId('delegation');
    expect(screen.queryByTestId('staking-amount')).toBeNull();
  });

  it('a delegation kept outside a staking collection offers only to move it in (Flow’s SCO.01)', async () => {
    const outside = {
      ...REWARDED,
      hasCollection: false,
      delegations: REWARDED.delegations.map((delegation) => ({
        ...delegation,
        inCollection: false,
      })),
    };
    const client = renderStaking(outside, 'mainnet', {
      signedIn: ADDRESS,
      path: `/?action=move-in&node=${NODE_ID}&delegator=3`,
    });
    expect(await screen.findByTestId('outside-collection')).toHaveTextContent(
      'Kept outside a staking collection, from before collections',
    );
    expect(actionNames()).toEqual(['Move into your staking collection']);
    const user = userEvent.setup();
    expect(
      await screen.findByText(/moves it into your staking collection/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('review-summary')).toHaveTextContent('Set up staking');
    await user.click(screen.getByRole('button', { name: 'Sign in wallet' }));
    await waitFor(() => expect(client.mutations).toHaveLength(1));
    expect(
      createHash('sha256')
        .update(client.mutations[0]?.cadence ?? '', 'utf8')
        .digest('hex'),
    ).toBe(stakingTemplateHash('mainnet', 'SCO.01'));
  });

  it('withdraws the rewards as Flow’s SCO.10, byte for byte, with the delegation’s ids and the exact amount', async () => {
    const client = renderStaking(REWARDED, 'testnet', {
      signedIn: ADDRESS,
      path: `/?action=withdraw-rewards&node=${NODE_ID}&delegator=3`,
    });
    const user = userEvent.setup();
    // The form and Flow's templates for the network load on first use.
    await user.click(await screen.findByRole('button', { name: 'Max' }, { timeout: 10_000 }));
    expect(screen.getByTestId('staking-amount')).toHaveValue('0.74019245');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('review-summary')).toHaveTextContent(
      'Withdraw 0.74019245 FLOW of rewards from the delegation to 5d7f3c02…c4f02364',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in wallet' }));
    await waitFor(() => expect(client.mutations).toHaveLength(1));
    const [sent] = client.mutations;
    // Testnet's manifest value for SCO.10 (flow-core-contracts lib/go/templates v1.9.3).
    expect(
      createHash('sha256')
        .update(sent?.cadence ?? '', 'utf8')
        .digest('hex'),
    ).toBe(stakingTemplateHash('testnet', 'SCO.10'));
    expect(sent?.args).toEqual([
      { type: 'String', value: NODE_ID },
      { type: 'Optional', value: { type: 'UInt32', value: '3' } },
      { type: 'UFix64', value: '0.74019245' },
    ]);
  });

  it('delegating: the staked nodes with the protocol’s cut and a yearly estimate; a pasted id checked on the chain; one delegation per node', async () => {
    renderStaking(REWARDED, 'testnet', { signedIn: ADDRESS, path: '/?action=delegate' });
    const node = await screen.findByTestId('staking-node', {}, { timeout: 10_000 });
    expect(node).toHaveTextContent('Consensus node');
    expect(node).toHaveTextContent('consensus.example.org:3569');
    expect(node).toHaveTextContent('operator’s stake 500000 FLOW · 42 delegators');
    expect(screen.getByTestId('staking-cut')).toHaveTextContent(
      'Each node keeps 8 % of its delegators’ rewards',
    );
    const user = userEvent.setup();
    await user.type(screen.getByTestId('staking-amount'), '500');
    // 500 × 1.4 M / 1.2 B × 0.92 a week, over a year of weeks: about 5.6 %.
    expect(screen.getByTestId('staking-node-estimate')).toHaveTextContent(
      /≈ 28\.0[0-9]+ FLOW a year \(≈ 5\.60 %\)/,
    );

    // REWARDED already delegates to this node: a second delegation is refused before the chain.
    await user.click(screen.getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText(/You already delegate to this node/)).toBeInTheDocument();
    expect(screen.queryByTestId('review-summary')).toBeNull();

    await user.clear(screen.getByTestId('staking-node-id'));
    await user.type(screen.getByTestId('staking-node-id'), 'ab'.repeat(32));
    expect(await screen.findByText('No node has this id on this network.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('staking-node-id'));
    await user.type(screen.getByTestId('staking-node-id'), 'not a node');
    expect(screen.getByText(/A node id is 64 hexadecimal digits/)).toBeInTheDocument();
  });

  it('says when the staking cannot be read', async () => {
    renderStaking({ hasCollection: 'maybe' });
    expect(await screen.findByText('The account’s staking could not be read.')).toBeInTheDocument();
  });
});
