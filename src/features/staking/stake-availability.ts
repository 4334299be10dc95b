import type { AccountStaking, StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import type { StakeActionId } from './staking-plans.ts';

/** Tokens a stake can still ask to unstake: committed and staked, less what is already asked. */
export const unstakable = (amounts: StakeAmounts): bigint =>
  amounts.committed + amounts.staked - amounts.requestedToUnstake;

/** Whether a delegation can be closed: FlowStakingCollection refuses while any is staked, committed or unstaking. */
export const canClose = (amounts: StakeAmounts): boolean =>
  amounts.committed === 0n && amounts.staked === 0n && amounts.unstaking === 0n;

/**
 * Whether the account's staking collection already delegates to `nodeId`: it keeps one
 * delegation per node, so another (new, or moved in) is refused by FlowStakingCollection.
 */
export const collectionDelegatesTo = (staking: AccountStaking, nodeId: string): boolean =>
  staking.delegations.some((delegation) => delegation.inCollection && delegation.nodeId === nodeId);

interface Offer {
  readonly id: StakeActionId;
  readonly label: string;
  /** Changes what is staked, which FlowIDTableStaking allows only during the staking auction. */
  readonly needsAuction: boolean;
  /** Whether the stake has something for it to move (new tokens come from the vault). */
  readonly has: (amounts: StakeAmounts, isDelegation: boolean) => boolean;
}

// In the order of a stake's life.
const OFFERS: readonly Offer[] = [
  { id: 'stake-new', label: 'Stake more', needsAuction: true, has: () => true },
  {
    id: 'restake-rewards',
    label: 'Restake rewards',
    needsAuction: true,
    has: (amounts) => amounts.rewarded > 0n,
  },
  {
    id: 'restake-unstaked',
    label: 'Restake unstaked',
    needsAuction: true,
    has: (amounts) => amounts.unstaked > 0n,
  },
  {
    id: 'unstake',
    label: 'Unstake',
    needsAuction: true,
    has: (amounts) => unstakable(amounts) > 0n,
  },
  {
    id: 'withdraw-rewards',
    label: 'Withdraw rewards',
    needsAuction: false,
    has: (amounts) => amounts.rewarded > 0n,
  },
  {
    id: 'withdraw-unstaked',
    label: 'Withdraw unstaked',
    needsAuction: false,
    has: (amounts) => amounts.unstaked > 0n,
  },
  {
    id: 'close',
    label: 'Close',
    needsAuction: false,
    has: (amounts, isDelegation) => isDelegation && canClose(amounts),
  },
];

const MOVE_IN: Pick<Offer, 'id' | 'label'> = {
  id: 'move-in',
  label: 'Move into your staking collection',
};

/**
 * The actions a stake offers now: those that change what is staked only while the staking
 * auction is open, and only those with something to move. A node's own stake is not closed here.
 * A stake kept outside a staking collection offers only to move it in: every template works
 * through the collection.
 */
export function availableActions(
  amounts: StakeAmounts & { readonly inCollection: boolean },
  {
    stakingEnabled,
    isDelegation,
  }: { readonly stakingEnabled: boolean; readonly isDelegation: boolean },
): readonly Pick<Offer, 'id' | 'label'>[] {
  if (!amounts.inCollection) return [MOVE_IN];
  return OFFERS.filter(
    (offer) => (stakingEnabled || !offer.needsAuction) && offer.has(amounts, isDelegation),
  );
}

/** An action's name, and whether it needs the staking auction to be open. */
export function stakeActionOffer(id: StakeActionId): Pick<Offer, 'label' | 'needsAuction'> {
  const offer = OFFERS.find((candidate) => candidate.id === id);
  return { label: offer?.label ?? id, needsAuction: offer?.needsAuction ?? true };
}

export const isStakeActionId = (value: string | null): value is StakeActionId =>
  value === MOVE_IN.id || OFFERS.some((offer) => offer.id === value);
