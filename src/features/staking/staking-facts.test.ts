import { describe, expect, it } from 'vitest';
import type { AccountStaking, StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { stakeTotal } from '../../flow/stake-total.ts';
import { accountStakeTotals, phaseName, roleName, withArticle } from './staking-facts.ts';

const NONE: StakeAmounts = {
  committed: 0n,
  staked: 0n,
  requestedToUnstake: 0n,
  unstaking: 0n,
  unstaked: 0n,
  rewarded: 0n,
};

describe('staking facts', () => {
  it('counts every state once: tokens asked to unstake are still among the staked', () => {
    const amounts: StakeAmounts = {
      ...NONE,
      staked: 10_000n,
      requestedToUnstake: 4_000n,
      rewarded: 7n,
    };
    expect(stakeTotal(amounts)).toBe(10_007n);
  });

  it('sums each state over the delegations and the nodes, exactly', () => {
    const staking: AccountStaking = {
      hasCollection: true,
      delegations: [
        {
          ...NONE,
          nodeId: 'a'.repeat(64),
          delegatorId: 1,
          nodeRole: 4,
          nodeNetworkingAddress: 'a.example.org:3569',
          inCollection: true,
          lockedTokens: false,
          staked: 1n,
          rewarded: 2n,
        },
        {
          ...NONE,
          nodeId: 'b'.repeat(64),
          delegatorId: 3,
          nodeRole: 2,
          nodeNetworkingAddress: 'b.example.org:3569',
          inCollection: true,
          lockedTokens: false,
          committed: 5n,
        },
      ],
      nodes: [
        {
          ...NONE,
          id: 'c'.repeat(64),
          role: 4,
          networkingAddress: 'node.example.org:3569',
          delegatorCount: 0,
          inCollection: true,
          lockedTokens: false,
          unstaked: 2n ** 64n - 1n,
        },
      ],
      delegatorMinimum: 5_000_000_000n,
      stakingEnabled: true,
      epochCounter: 3n,
      epochPhase: 0,
      epochTargetEnd: null,
    };
    expect(accountStakeTotals(staking)).toEqual({
      ...NONE,
      committed: 5n,
      staked: 1n,
      rewarded: 2n,
      unstaked: 2n ** 64n - 1n,
      total: 2n ** 64n - 1n + 8n,
    });
  });

  it('names roles and phases, and an unknown one by its number', () => {
    expect([roleName(4), roleName(5), roleName(9)]).toEqual(['Verification', 'Access', 'Role 9']);
    expect(withArticle('Execution node')).toBe('an execution node');
    expect(withArticle('Verification node')).toBe('a verification node');
    expect([phaseName(0), phaseName(2), phaseName(7)]).toEqual([
      'staking auction',
      'epoch commit',
      'phase 7',
    ]);
  });
});
