import type { AccountStaking, StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { stakeTotal } from '../../flow/stake-total.ts';

/** FlowIDTableStaking's node roles. */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  1: 'Collection',
  2: 'Consensus',
  3: 'Execution',
  4: 'Verification',
  5: 'Access',
};

export const roleName = (role: number): string => ROLE_NAMES[role] ?? `Role ${role}`;

/** `an execution node`, `a verification node`: the name in lower case after its article. */
export const withArticle = (name: string): string =>
  `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name.toLowerCase()}`;

/** `5d7f3c02…c4f02364`: enough to compare by eye; a copy button gives the whole id. */
export const shortNodeId = (id: string) => `${id.slice(0, 8)}…${id.slice(-8)}`;

/** FlowEpoch.EpochPhase, by raw value. */
const PHASE_NAMES: Readonly<Record<number, string>> = {
  0: 'staking auction',
  1: 'epoch setup',
  2: 'epoch commit',
};

export const phaseName = (phase: number): string => PHASE_NAMES[phase] ?? `phase ${phase}`;

/** Every FLOW the account holds in staking, each state summed over its delegations and nodes. */
export function accountStakeTotals(staking: AccountStaking): StakeAmounts & { total: bigint } {
  const stakes: readonly StakeAmounts[] = [...staking.delegations, ...staking.nodes];
  const sum = (key: keyof StakeAmounts) => stakes.reduce((total, stake) => total + stake[key], 0n);
  const totals: StakeAmounts = {
    committed: sum('committed'),
    staked: sum('staked'),
    requestedToUnstake: sum('requestedToUnstake'),
    unstaking: sum('unstaking'),
    unstaked: sum('unstaked'),
    rewarded: sum('rewarded'),
  };
  return { ...totals, total: stakeTotal(totals) };
}
