import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  StakingTemplateFile,
  type StakingTemplateId,
} from '../../flow/cadence/staking/staking-template-file.ts';
import {
  loadStakingTransactions,
  type StakingTransactions,
} from '../../flow/cadence/staking/staking-transactions.ts';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { parseUFix64 } from '../../flow/ufix64.ts';
import {
  type AmountActionId,
  planCloseStake,
  planDelegate,
  planSetupStaking,
  planStakeAction,
} from './staking-plans.ts';

const NODE = '5d7f3c02d69e6b3d37ea93dfaa2b48f292ffd2c37f36de307410791bc4f02364';
const DELEGATION = { nodeId: NODE, delegatorId: 3 };

/** The manifest's hash of each template, as the install wrote it beside its source. */
function manifestHashes(network: 'mainnet' | 'testnet'): Map<string, string | null> {
  const file = v.parse(
    StakingTemplateFile,
    JSON.parse(
      readFileSync(
        new URL(`../../flow/cadence/staking/generated/${network}.json`, import.meta.url),
        'utf8',
      ),
    ),
  );
  return new Map(file.templates.map((template) => [template.id, template.hash]));
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const AMOUNT_ACTIONS: readonly [AmountActionId, StakingTemplateId][] = [
  ['unstake', 'SCO.05'],
  ['stake-new', 'SCO.06'],
  ['restake-rewards', 'SCO.07'],
  ['restake-unstaked', 'SCO.08'],
  ['withdraw-rewards', 'SCO.10'],
  ['withdraw-unstaked', 'SCO.11'],
];

/** Every staking transaction the app can send, with the template it must be. */
const everyPlan = (
  transactions: StakingTransactions,
): readonly [string, TransactionPlan, StakingTemplateId][] => [
  ['set up', planSetupStaking(transactions), 'SCO.01'],
  ['delegate', planDelegate(transactions, NODE, parseUFix64('100.0')), 'SCO.02'],
  ...AMOUNT_ACTIONS.map(([action, id]): [string, TransactionPlan, StakingTemplateId] => [
    action,
    planStakeAction(transactions, action, DELEGATION, parseUFix64('1.5')),
    id,
  ]),
  ['close', planCloseStake(transactions, DELEGATION), 'SCO.12'],
];

describe('the staking transactions the app sends', () => {
  it.each(['mainnet', 'testnet'] as const)(
    '%s: each hashes (SHA2-256) to its template’s value in Flow’s manifest',
    async (network) => {
      const hashes = manifestHashes(network);
      const plans = everyPlan(await loadStakingTransactions(network));
      expect(plans).toHaveLength(9);
      for (const [name, plan, id] of plans) {
        const expected = hashes.get(id);
        expect(expected, `${id} in the manifest`).toMatch(/^[0-9a-f]{64}$/);
        expect(sha256(plan.cadence), name).toBe(expected);
      }
    },
  );

  it('on the local network, the same templates naming the emulator’s addresses', async () => {
    const local = everyPlan(await loadStakingTransactions('local'));
    const testnet = everyPlan(await loadStakingTransactions('testnet'));
    for (const [index, [name, plan]] of local.entries()) {
      expect(plan.cadence, name).toMatch(/^import FlowStakingCollection from 0xf8d6e0586b0a20c7$/m);
      expect(plan.cadence.replace(/0x[0-9a-f]{16}/g, '0x…'), name).toBe(
        testnet[index]?.[1].cadence.replace(/0x[0-9a-f]{16}/g, '0x…'),
      );
    }
  });

  it('names the stake and the amount, a delegation by its id and a node’s own stake by nil', async () => {
    const transactions = await loadStakingTransactions('mainnet');
    const withdraw = planStakeAction(
      transactions,
      'withdraw-rewards',
      DELEGATION,
      parseUFix64('0.74019245'),
    );
    expect(withdraw.title).toBe(
      'Withdraw 0.74019245 FLOW of rewards from the delegation to 5d7f3c02…c4f02364',
    );
    expect(withdraw.args).toEqual([
      { type: 'String', value: NODE },
      { type: 'Optional', value: { type: 'UInt32', value: '3' } },
      { type: 'UFix64', value: '0.74019245' },
    ]);
    expect(withdraw.spendsFlow).toBe(0n);
    const ownNode = planStakeAction(
      transactions,
      'stake-new',
      { nodeId: NODE, delegatorId: null },
      parseUFix64('10.0'),
    );
    expect(ownNode.title).toBe('Stake 10 FLOW more in node 5d7f3c02…c4f02364');
    expect(ownNode.args[1]).toEqual({ type: 'Optional', value: null });
    // New tokens and a new delegation leave the vault: the payer check counts them.
    expect(ownNode.spendsFlow).toBe(parseUFix64('10.0'));
    expect(planDelegate(transactions, NODE, parseUFix64('100.0')).spendsFlow).toBe(
      parseUFix64('100.0'),
    );
    // Each signed with its measured computation times the staking margin.
    expect(withdraw.computeLimit).toBe(149 * 3);
  });
});
