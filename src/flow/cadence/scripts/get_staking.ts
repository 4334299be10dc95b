import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_staking.cdc?raw';

export const getStakingScript = defineScript(cadence, [['address', 'Address']]);

/** Tokens by state, in UFix64 units, as FlowIDTableStaking keeps a delegation's or a node's. */
export interface StakeAmounts {
  /** Take effect at the next epoch. */
  readonly committed: bigint;
  readonly staked: bigint;
  /** Leave the stake at the end of the next epoch. */
  readonly unstaking: bigint;
  /** Free to withdraw (or stake again). */
  readonly unstaked: bigint;
  /** Paid by the protocol; free to withdraw or restake. */
  readonly rewarded: bigint;
  /** Asked to unstake; moves to unstaking at the end of this epoch. */
  readonly requestedToUnstake: bigint;
}

export interface Delegation extends StakeAmounts {
  readonly nodeId: string;
  readonly delegatorId: number;
  readonly nodeRole: number;
  /** The node's `host:port`, as its operator registered it: untrusted text. */
  readonly nodeNetworkingAddress: string;
  /** False for a delegator kept in the account's own storage, outside a staking collection. */
  readonly inCollection: boolean;
  /** The delegation of the account's locked tokens (LockedTokens' shared account). */
  readonly lockedTokens: boolean;
}

export interface OperatedNode extends StakeAmounts {
  readonly id: string;
  readonly role: number;
  readonly networkingAddress: string;
  readonly delegatorCount: number;
  /** False for a node kept in the account's own storage, outside a staking collection. */
  readonly inCollection: boolean;
  /** The node staked with the account's locked tokens (LockedTokens' shared account). */
  readonly lockedTokens: boolean;
}

export interface AccountStaking {
  readonly hasCollection: boolean;
  readonly delegations: readonly Delegation[];
  readonly nodes: readonly OperatedNode[];
  readonly delegatorMinimum: bigint;
  readonly stakingEnabled: boolean;
  readonly epochCounter: bigint;
  /** 0 staking auction, 1 epoch setup, 2 epoch commit. */
  readonly epochPhase: number;
  /** When the network means this epoch to end (ms since 1970), or null when it does not say. */
  readonly epochTargetEnd: number | null;
}

// More than any account holds; a longer list is a broken or hostile answer.
const MAX_STAKES = 1_000;
const NODE_ID = /^[0-9a-f]{64}$/;
// `domain:port` as FlowIDTableStaking accepts it (at most 510 characters).
const MAX_NETWORKING_ADDRESS = 510;

export const nodeIdAt = (value: unknown, path: string): string => {
  const id = read.string(value, path);
  if (!NODE_ID.test(id)) throw new CadenceShapeError(path, 'a node id (64 hex digits)');
  return id;
};

export const smallCount = (value: unknown, path: string): number => {
  const count = read.uint(value, path);
  if (count > 0xffff_ffffn) throw new CadenceShapeError(path, 'a UInt32');
  return Number(count);
};

function amountsOf(struct: Readonly<Record<string, unknown>>, path: string): StakeAmounts {
  const amount = (name: string) => field(struct, name, read.ufix64, path);
  return {
    committed: amount('tokensCommitted'),
    staked: amount('tokensStaked'),
    unstaking: amount('tokensUnstaking'),
    unstaked: amount('tokensUnstaked'),
    rewarded: amount('tokensRewarded'),
    requestedToUnstake: amount('tokensRequestedToUnstake'),
  };
}

function decodeDelegation(value: unknown, path: string): Delegation {
  const struct = read.struct(value, path);
  return {
    nodeId: field(struct, 'nodeID', nodeIdAt, path),
    delegatorId: field(struct, 'delegatorID', smallCount, path),
    nodeRole: field(struct, 'nodeRole', smallCount, path),
    nodeNetworkingAddress: field(struct, 'nodeNetworkingAddress', networkingAddressAt, path),
    inCollection: field(struct, 'inCollection', read.bool, path),
    lockedTokens: field(struct, 'lockedTokens', read.bool, path),
    ...amountsOf(struct, path),
  };
}

/** A node's `domain:port`, as its operator wrote it (FlowIDTableStaking bounds it). */
export const networkingAddressAt = (value: unknown, path: string): string => {
  const address = read.string(value, path);
  if (address.length > MAX_NETWORKING_ADDRESS) {
    throw new CadenceShapeError(path, 'at most 510 characters');
  }
  return address;
};

function decodeNode(value: unknown, path: string): OperatedNode {
  const struct = read.struct(value, path);
  const networkingAddress = field(struct, 'networkingAddress', networkingAddressAt, path);
  return {
    id: field(struct, 'id', nodeIdAt, path),
    role: field(struct, 'role', smallCount, path),
    networkingAddress,
    delegatorCount: field(struct, 'delegatorCount', read.count, path),
    inCollection: field(struct, 'inCollection', read.bool, path),
    lockedTokens: field(struct, 'lockedTokens', read.bool, path),
    ...amountsOf(struct, path),
  };
}

// Unix seconds a Date can hold (to the year 275760).
const MAX_UNIX_SECONDS = 8_640_000_000_000n;

const unixTimeAt = (value: unknown, path: string): number => {
  const seconds = read.uint(value, path);
  if (seconds > MAX_UNIX_SECONDS) throw new CadenceShapeError(path, 'a time in Unix seconds');
  return Number(seconds) * 1000;
};

/** get_staking.cdc's answer. */
export function decodeStaking(value: unknown): AccountStaking {
  const struct = read.struct(value);
  const list = <item>(name: string, decode: (value: unknown, path: string) => item) =>
    read
      .boundedArray(struct[name], name, MAX_STAKES)
      .map((entry, index) => decode(entry, `${name}[${index}]`));
  return {
    hasCollection: field(struct, 'hasCollection', read.bool),
    delegations: list('delegations', decodeDelegation),
    nodes: list('nodes', decodeNode),
    delegatorMinimum: field(struct, 'delegatorMinimum', read.ufix64),
    stakingEnabled: field(struct, 'stakingEnabled', read.bool),
    epochCounter: field(struct, 'epochCounter', read.uint),
    epochPhase: field(struct, 'epochPhase', smallCount),
    epochTargetEnd: field(struct, 'epochTargetEnd', (value, path) =>
      read.optional(value, path, unixTimeAt),
    ),
  };
}
