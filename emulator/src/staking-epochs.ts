/**
 * Moves the local network's staking by hand, as the service account's FlowIDTableStaking admin:
 * the emulator never advances an epoch by itself (its system chunk has no epoch heartbeat), and
 * FlowEpoch's own phases need collector clusters and a DKG it does not have.
 */
import type { EmulatorChain } from './chain.ts';
import { cadence, type JsonCadence } from './json-cadence.ts';
import { SERVICE_ACCOUNT, serviceSigners } from './local-signer.ts';

// The emulator deploys the staking contracts on its service account.
const STAKING_IMPORT = `import FlowIDTableStaking from ${SERVICE_ACCOUNT.address}`;

// Unions the approved nodes with the current list: setApprovedList replaces the whole list,
// and a node left out of it is refunded with its delegators when the auction ends.
export const END_EPOCH_CADENCE = `
${STAKING_IMPORT}

transaction(approve: [String], newEpochCounter: UInt64) {
    prepare(service: auth(BorrowValue) &Account) {
        let admin = service.storage.borrow<&FlowIDTableStaking.Admin>(
            from: FlowIDTableStaking.StakingAdminStoragePath
        ) ?? panic("the service account has no staking admin")
        let approved = FlowIDTableStaking.getApprovedList() ?? {}
        for id in approve {
            approved[id] = true
        }
        admin.setApprovedList(approved)
        admin.endStakingAuction()
        admin.moveTokens(newEpochCounter: newEpochCounter)
    }
}
`;

export const PAY_REWARDS_CADENCE = `
${STAKING_IMPORT}

transaction(payout: UFix64, epochCounter: UInt64) {
    prepare(service: auth(BorrowValue) &Account) {
        let admin = service.storage.borrow<&FlowIDTableStaking.Admin>(
            from: FlowIDTableStaking.StakingAdminStoragePath
        ) ?? panic("the service account has no staking admin")
        admin.setEpochTokenPayout(payout)
        admin.payRewards(forEpochCounter: epochCounter, rewardsSummary: admin.calculateRewards())
    }
}
`;

/** END_EPOCH_CADENCE's arguments: the node ids to approve, and the new epoch's counter. */
export const endEpochArguments = (
  approve: readonly string[],
  newEpochCounter: number,
): JsonCadence[] => [cadence.array(approve.map(cadence.string)), cadence.uint64(newEpochCounter)];

/**
 * Ends the staking auction and moves every record on: committed → staked, requested → unstaking,
 * unstaking → unstaked. `approve` (node ids) joins the approved list first.
 */
export const endEpoch = (
  chain: EmulatorChain,
  approve: readonly string[],
  newEpochCounter: number,
) => chain.send(END_EPOCH_CADENCE, endEpochArguments(approve, newEpochCounter), serviceSigners());

/** PAY_REWARDS_CADENCE's arguments: the payout (UFix64 units) and the epoch it is for. */
export const payRewardsArguments = (payout: bigint, epochCounter: number): JsonCadence[] => [
  cadence.ufix64(payout),
  cadence.uint64(epochCounter),
];

/** Pays the staked nodes and their delegators `payout` (UFix64 units) between them. */
export const payRewards = (chain: EmulatorChain, payout: bigint, epochCounter: number) =>
  chain.send(PAY_REWARDS_CADENCE, payRewardsArguments(payout, epochCounter), serviceSigners());
