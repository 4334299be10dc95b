import type { StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';

/** Each state of a stake, in the order tokens pass through them, with what it means. */
export const STAKE_STATES: readonly {
  readonly key: keyof StakeAmounts;
  readonly label: string;
  readonly meaning: string;
}[] = [
  { key: 'committed', label: 'Committed', meaning: 'Staked from the start of the next epoch.' },
  { key: 'staked', label: 'Staked', meaning: 'Earning rewards this epoch.' },
  {
    key: 'requestedToUnstake',
    label: 'Asked to unstake',
    meaning: 'Still staked; starts unstaking when this epoch ends.',
  },
  {
    key: 'unstaking',
    label: 'Unstaking',
    meaning: 'Earns nothing; free to withdraw when the next epoch ends.',
  },
  { key: 'unstaked', label: 'Unstaked', meaning: 'Free to withdraw, or to stake again.' },
  {
    key: 'rewarded',
    label: 'Rewards',
    meaning: 'Paid by the network; free to withdraw or restake.',
  },
];
