import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import { networkingAddressAt, nodeIdAt, smallCount } from './get_staking.ts';
import cadence from './get_staking_nodes.cdc?raw';

export const getStakingNodesScript = defineScript(cadence, [
  ['ids', '[String]?'],
  ['start', 'Int'],
  ['limit', 'Int'],
]);

/** A node a delegator can choose, with its operator's own stake (UFix64 units). */
export interface NodeChoice {
  readonly id: string;
  readonly role: number;
  readonly networkingAddress: string;
  readonly tokensStaked: bigint;
  readonly tokensCommitted: bigint;
  readonly delegatorCount: number;
  /** Not an access node, and its operator's stake is above its role's minimum. */
  readonly takesDelegators: boolean;
  /** Staked in this epoch. */
  readonly staked: boolean;
}

/** What an estimate of a delegation's rewards needs, as the chain has it now. */
export interface RewardFacts {
  /** FLOW paid each epoch to every staked token (UFix64 units). */
  readonly epochPayout: bigint;
  /** The share of a delegator's rewards its node keeps, in UFix64 units (8_000_000n is 8 %). */
  readonly delegatorCut: bigint;
  readonly totalStaked: bigint;
  readonly epochSeconds: bigint;
}

export interface StakingNodes extends RewardFacts {
  readonly nodes: readonly NodeChoice[];
  /** Where the next page starts; null after the last. */
  readonly next: number | null;
  /** Ids asked for that are no node. */
  readonly unknown: readonly string[];
}

// A page is at most this long (the app asks for fewer); more is a broken or hostile answer.
const MAX_NODES = 500;

function decodeNodeChoice(value: unknown, path: string): NodeChoice {
  const struct = read.struct(value, path);
  return {
    id: field(struct, 'id', nodeIdAt, path),
    role: field(struct, 'role', smallCount, path),
    networkingAddress: field(struct, 'networkingAddress', networkingAddressAt, path),
    tokensStaked: field(struct, 'tokensStaked', read.ufix64, path),
    tokensCommitted: field(struct, 'tokensCommitted', read.ufix64, path),
    delegatorCount: field(struct, 'delegatorCount', read.count, path),
    takesDelegators: field(struct, 'takesDelegators', read.bool, path),
    staked: field(struct, 'staked', read.bool, path),
  };
}

/** get_staking_nodes.cdc's answer. */
export function decodeStakingNodes(value: unknown): StakingNodes {
  const struct = read.struct(value);
  const cut = field(struct, 'delegatorCut', read.ufix64);
  if (cut > 100_000_000n) throw new CadenceShapeError('delegatorCut', 'at most 1.0');
  return {
    nodes: read
      .boundedArray(struct.nodes, 'nodes', MAX_NODES)
      .map((entry, index) => decodeNodeChoice(entry, `nodes[${index}]`)),
    next: field(struct, 'next', (next, path) => read.optional(next, path, read.count)),
    unknown: read
      .boundedArray(struct.unknown, 'unknown', MAX_NODES)
      .map((entry, index) => read.string(entry, `unknown[${index}]`)),
    epochPayout: field(struct, 'epochPayout', read.ufix64),
    delegatorCut: cut,
    totalStaked: field(struct, 'totalStaked', read.ufix64),
    epochSeconds: field(struct, 'epochSeconds', read.uint),
  };
}
