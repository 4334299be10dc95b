import * as v from 'valibot';
import type { FlowNetwork } from '../../networks.ts';
import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import { StakingTemplateFile, type StakingTemplateId } from './staking-template-file.ts';

// What SCO.05–SCO.08, SCO.10 and SCO.11 take: a node's id, the delegator's id (nil for the
// node's own stake) and an amount of FLOW.
const STAKE_AMOUNT = [
  ['nodeID', 'String'],
  ['delegatorID', 'UInt32?'],
  ['amount', 'UFix64'],
] as const;

/** Flow's staking-collection transactions (SCO.xx), as the app sends them on one network. */
function stakingTransactions(source: (id: StakingTemplateId) => string) {
  return {
    setupCollection: defineTransaction(source('SCO.01'), [], {
      computation: COMPUTATION.staking_setup_collection,
    }),
    registerDelegator: defineTransaction(
      source('SCO.02'),
      [
        ['id', 'String'],
        ['amount', 'UFix64'],
      ],
      { computation: COMPUTATION.staking_register_delegator, spendsFlow: 'amount' },
    ),
    requestUnstaking: defineTransaction(source('SCO.05'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_request_unstaking,
    }),
    stakeNewTokens: defineTransaction(source('SCO.06'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_stake_new_tokens,
      spendsFlow: 'amount',
    }),
    stakeRewardedTokens: defineTransaction(source('SCO.07'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_stake_rewarded_tokens,
    }),
    stakeUnstakedTokens: defineTransaction(source('SCO.08'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_stake_unstaked_tokens,
    }),
    withdrawRewardedTokens: defineTransaction(source('SCO.10'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_withdraw_rewarded_tokens,
    }),
    withdrawUnstakedTokens: defineTransaction(source('SCO.11'), STAKE_AMOUNT, {
      computation: COMPUTATION.staking_withdraw_unstaked_tokens,
    }),
    closeStake: defineTransaction(
      source('SCO.12'),
      [
        ['nodeID', 'String'],
        ['delegatorID', 'UInt32?'],
      ],
      { computation: COMPUTATION.staking_close_stake },
    ),
  };
}

export type StakingTransactions = ReturnType<typeof stakingTransactions>;

/** The templates' file for a network is missing: `npm install` writes them (postinstall). */
export class StakingTemplatesMissingError extends Error {
  constructor(network: FlowNetwork) {
    super(
      `Flow's staking transactions for ${network} are not installed with this build of Flowdeck (npm install writes them).`,
    );
    this.name = 'StakingTemplatesMissingError';
  }
}

// Each network's file is its own chunk, loaded when a staking action is first opened.
const templateFiles = import.meta.glob<unknown>('./generated/*.json', { import: 'default' });

/**
 * Flow's staking transactions for `network`, from the file scripts/staking-transactions.ts
 * wrote at install time: each template's Cadence exactly as Flow's manifest has it (mainnet,
 * testnet), so that its hash is the manifest's, which hardware wallets recognise.
 */
export async function loadStakingTransactions(network: FlowNetwork): Promise<StakingTransactions> {
  const load = templateFiles[`./generated/${network}.json`];
  if (!load) throw new StakingTemplatesMissingError(network);
  const file = v.parse(StakingTemplateFile, await load());
  if (file.network !== network) throw new StakingTemplatesMissingError(network);
  const sources = new Map(file.templates.map((template) => [template.id, template.source]));
  return stakingTransactions((id) => {
    const source = sources.get(id);
    if (source === undefined) throw new StakingTemplatesMissingError(network);
    return source;
  });
}
