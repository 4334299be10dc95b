import { describe, expect, it } from 'vitest';
import { CadenceShapeError } from '../read-cadence.ts';
import { decodeStaking } from './get_staking.ts';

const NODE_ID = '5d7f3c02d69e6b3d37ea93dfaa2b48f292ffd2c37f36de307410791bc4f02364';
const amounts = {
  tokensCommitted: '0.00000000',
  tokensStaked: '100.00000000',
  tokensUnstaking: '0.00000000',
  tokensUnstaked: '0.00000000',
  tokensRewarded: '0.74019245',
  tokensRequestedToUnstake: '0.00000000',
};
const delegation = {
  nodeID: NODE_ID,
  delegatorID: '1',
  nodeRole: '4',
  nodeNetworkingAddress: 'node.example.org:3569',
  inCollection: true,
  lockedTokens: false,
  ...amounts,
};
const node = {
  id: NODE_ID,
  role: '4',
  networkingAddress: 'verification.example.org:3569',
  delegatorCount: '1',
  inCollection: true,
  lockedTokens: false,
  ...amounts,
};
const answer = {
  hasCollection: true,
  delegations: [delegation],
  nodes: [node],
  delegatorMinimum: '50.00000000',
  stakingEnabled: true,
  epochCounter: '1',
  epochPhase: '0',
  epochTargetEnd: '1545258850',
};

describe('decodeStaking', () => {
  it('reads each delegation and node with every amount exact, in UFix64 units', () => {
    const staking = decodeStaking(answer);
    const exact = {
      committed: 0n,
      staked: 10_000_000_000n,
      unstaking: 0n,
      unstaked: 0n,
      rewarded: 74_019_245n,
      requestedToUnstake: 0n,
    };
    expect(staking).toEqual({
      hasCollection: true,
      delegations: [
        {
          nodeId: NODE_ID,
          delegatorId: 1,
          nodeRole: 4,
          nodeNetworkingAddress: 'node.example.org:3569',
          inCollection: true,
          lockedTokens: false,
          ...exact,
        },
      ],
      nodes: [
        {
          id: NODE_ID,
          role: 4,
          networkingAddress: 'verification.example.org:3569',
          delegatorCount: 1,
          inCollection: true,
          lockedTokens: false,
          ...exact,
        },
      ],
      delegatorMinimum: 5_000_000_000n,
      stakingEnabled: true,
      epochCounter: 1n,
      epochPhase: 0,
      epochTargetEnd: 1_545_258_850_000,
    });
    expect(decodeStaking({ ...answer, epochTargetEnd: null }).epochTargetEnd).toBeNull();
  });

  it('refuses what get_staking.cdc cannot return', () => {
    expect(() =>
      decodeStaking({ ...answer, delegations: [{ ...delegation, nodeID: 'NODE' }] }),
    ).toThrow(new CadenceShapeError('delegations[0].nodeID', 'a node id (64 hex digits)'));
    expect(() =>
      decodeStaking({ ...answer, delegations: [{ ...delegation, tokensStaked: '-1.0' }] }),
    ).toThrow(new CadenceShapeError('delegations[0].tokensStaked', 'a UFix64'));
    expect(() =>
      decodeStaking({ ...answer, delegations: [{ ...delegation, delegatorID: '4294967296' }] }),
    ).toThrow(new CadenceShapeError('delegations[0].delegatorID', 'a UInt32'));
    expect(() =>
      decodeStaking({ ...answer, nodes: [{ ...node, networkingAddress: 'a'.repeat(511) }] }),
    ).toThrow(new CadenceShapeError('nodes[0].networkingAddress', 'at most 510 characters'));
    expect(() =>
      decodeStaking({ ...answer, delegations: Array.from({ length: 1001 }, () => delegation) }),
    ).toThrow(new CadenceShapeError('delegations', 'at most 1000 entries'));
    expect(() => decodeStaking({ ...answer, epochTargetEnd: '8640000000001' })).toThrow(
      new CadenceShapeError('epochTargetEnd', 'a time in Unix seconds'),
    );
    expect(() => decodeStaking({ ...answer, hasCollection: 'yes' })).toThrow(CadenceShapeError);
  });
});
