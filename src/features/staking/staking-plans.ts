import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { StakingTransactions } from '../../flow/cadence/staking/staking-transactions.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { planTransaction, type TransactionPlan } from '../../flow/transaction-plan.ts';
import { shortNodeId } from './staking-facts.ts';

/** A stake the account holds: a delegation (its delegator id), or its own node's (null). */
export interface StakeRef {
  readonly nodeId: string;
  readonly delegatorId: number | null;
}

export type AmountActionId =
  | 'stake-new'
  | 'restake-rewards'
  | 'restake-unstaked'
  | 'unstake'
  | 'withdraw-rewards'
  | 'withdraw-unstaked';

export type StakeActionId = AmountActionId | 'close' | 'move-in';

/** SCO.05–SCO.08, SCO.10 and SCO.11: the transactions that move an amount of a stake. */
const AMOUNT_TRANSACTIONS = {
  'stake-new': 'stakeNewTokens',
  'restake-rewards': 'stakeRewardedTokens',
  'restake-unstaked': 'stakeUnstakedTokens',
  unstake: 'requestUnstaking',
  'withdraw-rewards': 'withdrawRewardedTokens',
  'withdraw-unstaked': 'withdrawUnstakedTokens',
} as const satisfies Record<AmountActionId, keyof StakingTransactions>;

/** The compute limit `action`'s transaction is signed with, for the fee to keep back. */
export const stakeActionComputeLimit = (
  transactions: StakingTransactions,
  action: AmountActionId,
): number => computeLimit(transactions[AMOUNT_TRANSACTIONS[action]].computation);

const stakeName = (stake: StakeRef) =>
  stake.delegatorId === null
    ? `node ${shortNodeId(stake.nodeId)}`
    : `the delegation to ${shortNodeId(stake.nodeId)}`;

const TITLES: Readonly<Record<AmountActionId, (amount: string, stake: string) => string>> = {
  'stake-new': (amount, stake) => `Stake ${amount} FLOW more in ${stake}`,
  'restake-rewards': (amount, stake) => `Restake ${amount} FLOW of rewards in ${stake}`,
  'restake-unstaked': (amount, stake) => `Restake ${amount} unstaked FLOW in ${stake}`,
  unstake: (amount, stake) => `Unstake ${amount} FLOW from ${stake}`,
  'withdraw-rewards': (amount, stake) => `Withdraw ${amount} FLOW of rewards from ${stake}`,
  'withdraw-unstaked': (amount, stake) => `Withdraw ${amount} unstaked FLOW from ${stake}`,
};

const delegatorArgument = (stake: StakeRef) =>
  stake.delegatorId === null ? null : BigInt(stake.delegatorId);

/**
 * SCO.01: the staking collection every other staking transaction goes through; it also moves a
 * delegator or node kept in the account into it.
 */
export const planSetupStaking = (transactions: StakingTransactions): TransactionPlan =>
  planTransaction('Set up staking', transactions.setupCollection, {});

/** SCO.02: a new delegation to `nodeId` with `amount` (UFix64 units) from the vault. */
export const planDelegate = (
  transactions: StakingTransactions,
  nodeId: string,
  amount: bigint,
): TransactionPlan =>
  planTransaction(
    `Delegate ${formatFlow(amount)} FLOW to node ${shortNodeId(nodeId)}`,
    transactions.registerDelegator,
    { id: nodeId, amount },
  );

export function planStakeAction(
  transactions: StakingTransactions,
  action: AmountActionId,
  stake: StakeRef,
  amount: bigint,
): TransactionPlan {
  return planTransaction(
    TITLES[action](formatFlow(amount), stakeName(stake)),
    transactions[AMOUNT_TRANSACTIONS[action]],
    { nodeID: stake.nodeId, delegatorID: delegatorArgument(stake), amount },
  );
}

/** SCO.12: removes an empty delegation, withdrawing what it still holds to the vault. */
export const planCloseStake = (transactions: StakingTransactions, stake: StakeRef) =>
  planTransaction(`Close ${stakeName(stake)}`, transactions.closeStake, {
    nodeID: stake.nodeId,
    delegatorID: delegatorArgument(stake),
  });
