/**
 * Staking on the real emulator, at mainnet's costs: Flow's own staking-collection transactions
 * (SCO templates from the flow-core-contracts manifests, imports re-addressed) register a
 * verification node and a delegation, the service account's staking admin moves the epoch and
 * pays rewards, and the app's read (get_staking.cdc) agrees with FlowIDTableStaking's own
 * records to the last digit, with the FLOW balance exact at every step.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TransactionStatus } from '@onflow/typedefs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../src/flow/cadence/scripts/get_account_summary.ts';
import { getFlowBalanceScript } from '../../src/flow/cadence/scripts/get_flow_balance.ts';
import {
  type AccountStaking,
  decodeStaking,
  getStakingScript,
} from '../../src/flow/cadence/scripts/get_staking.ts';
import {
  decodeStakingNodes,
  getStakingNodesScript,
} from '../../src/flow/cadence/scripts/get_staking_nodes.ts';
import {
  STAKING_TEMPLATE_IDS,
  StakingTemplateFile,
} from '../../src/flow/cadence/staking/staking-template-file.ts';
import {
  loadStakingTransactions,
  type StakingTransactions,
} from '../../src/flow/cadence/staking/staking-transactions.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { STAKING_NODE } from '../../worlds/staking-node.ts';
import type { Signers } from '../src/chain.ts';
import { SCRIPT_COMPUTATION_BUDGET, scriptComputation } from '../src/computation-report.ts';
import { cadence } from '../src/json-cadence.ts';
import { localAuthz, SERVICE_ACCOUNT } from '../src/local-signer.ts';
import type { SeededAccount } from '../src/seed.ts';
import { SEEDED_NODE_STAKE, SEEDED_STAKING_EPOCH } from '../src/seed-staking.ts';
import { endEpoch, payRewards } from '../src/staking-epochs.ts';
import {
  manifestTemplates,
  TEMPLATES_MODULE,
  templatesModuleVersion,
} from '../src/staking-templates.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

const FLOW = (text: string) => parseUFix64(text);

/** The arguments of SCO.05–SCO.11 for Alice's delegation (delegator 2, after Frank's) and `amount`. */
const aliceStake = (amount: bigint) => ({
  nodeID: STAKING_NODE.id,
  delegatorID: 2n,
  amount,
});

const signersOf = (account: SeededAccount): Signers => {
  const authz = localAuthz(account);
  return { proposer: authz, payer: authz, authorizers: [authz] };
};

type Sent = TransactionStatus & { readonly id: string };

/** The transaction, once sealed without an error (its error message otherwise). */
async function succeeded(sending: Promise<Sent>): Promise<Sent> {
  const sent = await sending;
  expect(sent.errorMessage).toBe('');
  return sent;
}

const feeOf = (sent: Sent): bigint => feePaidOf(sent.events, 'local') ?? 0n;

describe('the staking-collection templates of Flow’s manifests', () => {
  it.each(['mainnet', 'testnet'] as const)(
    '%s: every SCO template hashes (SHA2-256) to its manifest value',
    (network) => {
      const templates = [...manifestTemplates(network).values()].filter(({ id }) =>
        id.startsWith('SCO.'),
      );
      expect(templates.map(({ id }) => id)).toEqual(
        Array.from({ length: 17 }, (_, index) => `SCO.${String(index + 1).padStart(2, '0')}`),
      );
      for (const { id, source, hash } of templates) {
        expect(createHash('sha256').update(source, 'utf8').digest('hex'), id).toBe(hash);
      }
    },
  );
});

describe('the staking transactions written at install', () => {
  it.each(['mainnet', 'testnet'] as const)(
    '%s: are the manifest’s templates byte for byte, with its hashes',
    (network) => {
      const manifest = manifestTemplates(network);
      const file = v.parse(
        StakingTemplateFile,
        JSON.parse(
          readFileSync(
            new URL(`../../src/flow/cadence/staking/generated/${network}.json`, import.meta.url),
            'utf8',
          ),
        ),
      );
      expect(file.module).toBe(`${TEMPLATES_MODULE}@${templatesModuleVersion()}`);
      expect(file.templates.map(({ id }) => id)).toEqual([...STAKING_TEMPLATE_IDS]);
      for (const { id, source, hash } of file.templates) {
        expect(source, id).toBe(manifest.get(id)?.source);
        expect(hash, id).toBe(manifest.get(id)?.hash);
      }
    },
  );
});

describe('staking on the real emulator, at mainnet’s costs', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;
  /** The staking transactions the app sends on the local network. */
  let app: StakingTransactions;

  const stakingOf = async (address: string): Promise<AccountStaking> =>
    decodeStaking(await seeded.chain.query(getStakingScript.cadence, [cadence.address(address)]));
  const flowOf = async (address: string): Promise<bigint> =>
    parseUFix64(
      String(await seeded.chain.query(getFlowBalanceScript.cadence, [cadence.address(address)])),
    );
  /** FlowIDTableStaking's own record of a delegation, read without the app's script. */
  const delegatorRecord = async (delegatorId: number) =>
    (await seeded.chain.query(
      `import "FlowIDTableStaking"
       access(all) fun main(nodeID: String, id: UInt32): FlowIDTableStaking.DelegatorInfo {
         return FlowIDTableStaking.DelegatorInfo(nodeID: nodeID, delegatorID: id)
       }`,
      [cadence.string(STAKING_NODE.id), cadence.uint32(delegatorId)],
    )) as Record<string, string>;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal', { computationReporting: true });
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
    app = await loadStakingTransactions('local');
  });
  afterAll(() => seeded?.close());

  it('an account without a staking collection: nothing staked, the protocol’s minimum and epoch', async () => {
    const staking = await stakingOf(alice.address);
    expect(staking).toEqual({
      hasCollection: false,
      delegations: [],
      nodes: [],
      delegatorMinimum: FLOW('50.0'),
      stakingEnabled: true,
      epochCounter: 0n,
      epochPhase: 0,
      // FlowEpoch's timing config at genesis (2018-12-19, flow-go's genesis time, plus one
      // 100-second epoch): long past, since the emulator never moves an epoch on.
      epochTargetEnd: 1_545_258_850_000,
    });
  });

  it('the seeded world: the service account operates a staked verification node (SCO.01, SCO.17), Frank delegates 100 FLOW, rewarded', async () => {
    const { nodes } = await stakingOf(SERVICE_ACCOUNT.address);
    expect(nodes).toEqual([
      expect.objectContaining({
        id: STAKING_NODE.id,
        role: 4,
        networkingAddress: STAKING_NODE.networkingAddress,
        delegatorCount: 1,
        committed: 0n,
        staked: SEEDED_NODE_STAKE,
      }),
    ]);
    const [frank] = (await stakingOf(seeded.account('Frank').address)).delegations;
    const record = await delegatorRecord(1);
    // 100 of the 135,100 staked, with no cut: about 0.74 of the 1,000 paid.
    expect(frank).toMatchObject({ nodeId: STAKING_NODE.id, delegatorId: 1, staked: FLOW('100.0') });
    expect(frank?.rewarded).toBe(parseUFix64(record.tokensRewarded ?? ''));
    expect(frank?.rewarded).toBeGreaterThan(FLOW('0.74'));
    expect(frank?.rewarded).toBeLessThan(FLOW('0.75'));
    // What stays in his vault is the world's figure.
    expect(await flowOf(seeded.account('Frank').address)).toBe(FLOW('200.0'));
  });

  it('the app’s SCO.01 and SCO.02 delegate 100 FLOW: committed until the epoch ends, the balance exact', async () => {
    const before = await flowOf(alice.address);
    const setup = await succeeded(seeded.send(alice, app.setupCollection, {}));
    const delegate = await succeeded(
      seeded.send(alice, app.registerDelegator, { id: STAKING_NODE.id, amount: FLOW('100.0') }),
    );
    const fees = feeOf(setup) + feeOf(delegate);
    expect(fees).toBeGreaterThan(0n);
    expect(await flowOf(alice.address)).toBe(before - FLOW('100.0') - fees);
    const staking = await stakingOf(alice.address);
    expect(staking.hasCollection).toBe(true);
    expect(staking.delegations).toEqual([
      {
        nodeId: STAKING_NODE.id,
        delegatorId: 2,
        nodeRole: 4,
        nodeNetworkingAddress: STAKING_NODE.networkingAddress,
        inCollection: true,
        lockedTokens: false,
        committed: FLOW('100.0'),
        staked: 0n,
        unstaking: 0n,
        unstaked: 0n,
        rewarded: 0n,
        requestedToUnstake: 0n,
      },
    ]);
    expect((await stakingOf(SERVICE_ACCOUNT.address)).nodes[0]?.delegatorCount).toBe(2);
  });

  it('refuses a delegation below the minimum, beyond the balance, or to a node that does not exist', async () => {
    // Bob holds about 50 FLOW.
    await succeeded(seeded.send(bob, app.setupCollection, {}));
    const delegate = async (id: string, amount: string) =>
      (await seeded.send(bob, app.registerDelegator, { id, amount: FLOW(amount) })).errorMessage;
    expect(await delegate(STAKING_NODE.id, '10.0')).toMatch(
      /not above the minimum \(50\.00000000\)/,
    );
    expect(await delegate(STAKING_NODE.id, '60.0')).toMatch(/more than the amount of FLOW/);
    expect(await delegate('ab'.repeat(32), '10.0')).toMatch(/Specified node ID does not exist/);
    expect((await stakingOf(bob.address)).delegations).toEqual([]);
  });

  it('get_staking, with a delegation and a node to read, costs a sliver of the script limit on mainnet’s weights', async () => {
    // Alice's delegation, and the service account's node; a comment gives each run text of its own.
    for (const [index, address] of [alice.address, SERVICE_ACCOUNT.address].entries()) {
      const computation = await scriptComputation(seeded.emulator.adminUrl, 'get_staking', () =>
        seeded.chain.query(`${getStakingScript.cadence}\n// computation ${index}\n`, [
          cadence.address(address),
        ]),
      );
      expect(computation).toBeGreaterThan(0);
      expect(computation).toBeLessThanOrEqual(SCRIPT_COMPUTATION_BUDGET);
    }
  });

  it('the next epoch stakes it, and rewards paid show to the last digit of FlowIDTableStaking’s record', async () => {
    await endEpoch(seeded.chain, [STAKING_NODE.id], SEEDED_STAKING_EPOCH + 1);
    let [delegation] = (await stakingOf(alice.address)).delegations;
    expect(delegation).toMatchObject({ committed: 0n, staked: FLOW('100.0'), rewarded: 0n });

    await payRewards(seeded.chain, FLOW('1000.0'), SEEDED_STAKING_EPOCH + 1);
    [delegation] = (await stakingOf(alice.address)).delegations;
    const record = await delegatorRecord(2);
    // 100 of the 135,200 staked, with no cut: about 0.74 of the 1,000 paid.
    expect(delegation?.rewarded).toBeGreaterThan(FLOW('0.73'));
    expect(delegation?.rewarded).toBeLessThan(FLOW('0.74'));
    expect(delegation?.rewarded).toBe(parseUFix64(record.tokensRewarded ?? ''));
    expect(delegation?.staked).toBe(parseUFix64(record.tokensStaked ?? ''));

    // The overview's one script counts the same staked FLOW, by state.
    const summary = decodeAccountSummary(
      await seeded.chain.query(getAccountSummaryScript.cadence, [
        cadence.address(alice.address),
        cadence.optional(null),
        cadence.array([]),
      ]),
    );
    expect(summary.staked).toEqual({
      committed: 0n,
      staked: FLOW('100.0'),
      unstaking: 0n,
      unstaked: 0n,
      rewarded: delegation?.rewarded,
      total: FLOW('100.0') + (delegation?.rewarded ?? 0n),
    });
    const withoutCollection = decodeAccountSummary(
      await seeded.chain.query(getAccountSummaryScript.cadence, [
        cadence.address(seeded.account('Carol').address),
        cadence.optional(null),
        cadence.array([]),
      ]),
    );
    expect(withoutCollection.staked).toBeNull();
  });

  it('get_staking_nodes lists the staked node for delegators, checks a pasted id, and gives the payout for an estimate', async () => {
    const nodes = async (ids: string[] | null) =>
      decodeStakingNodes(
        await seeded.chain.query(getStakingNodesScript.cadence, [
          ids === null
            ? cadence.optional(null)
            : cadence.optional(cadence.array(ids.map((id) => cadence.string(id)))),
          cadence.int(0n),
          cadence.int(10n),
        ]),
      );
    const page = await nodes(null);
    expect(page.nodes).toEqual([
      {
        id: STAKING_NODE.id,
        role: 4,
        networkingAddress: STAKING_NODE.networkingAddress,
        tokensStaked: SEEDED_NODE_STAKE,
        tokensCommitted: 0n,
        delegatorCount: 2,
        takesDelegators: true,
        staked: true,
      },
    ]);
    expect(page.next).toBeNull();
    // The payout the last epoch's rewards were paid with, over everything staked.
    expect(page.epochPayout).toBe(FLOW('1000.0'));
    // The node's, Frank's and Alice's.
    expect(page.totalStaked).toBe(SEEDED_NODE_STAKE + FLOW('200.0'));
    expect(page.delegatorCut).toBe(0n);
    expect(page.epochSeconds).toBeGreaterThan(0n);

    const unknown = 'cd'.repeat(32);
    const checked = await nodes([STAKING_NODE.id, unknown]);
    expect(checked.nodes.map(({ id }) => id)).toEqual([STAKING_NODE.id]);
    expect(checked.unknown).toEqual([unknown]);

    const computation = await scriptComputation(seeded.emulator.adminUrl, 'get_staking_nodes', () =>
      seeded.chain.query(`${getStakingNodesScript.cadence}\n// computation\n`, [
        cadence.optional(null),
        cadence.int(0n),
        cadence.int(10n),
      ]),
    );
    expect(computation).toBeGreaterThan(0);
    expect(computation).toBeLessThanOrEqual(SCRIPT_COMPUTATION_BUDGET);
  });

  it('SCO.07 restakes the rewards, SCO.06 stakes new tokens, SCO.05 takes back committed ones and SCO.08 stakes them again', async () => {
    const [rewarded] = (await stakingOf(alice.address)).delegations;
    const rewards = rewarded?.rewarded ?? 0n;
    await succeeded(seeded.send(alice, app.stakeRewardedTokens, aliceStake(rewards)));
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      committed: rewards,
      rewarded: 0n,
    });

    const before = await flowOf(alice.address);
    const more = await succeeded(seeded.send(alice, app.stakeNewTokens, aliceStake(FLOW('10.0'))));
    expect(await flowOf(alice.address)).toBe(before - FLOW('10.0') - feeOf(more));

    // Committed tokens are not staked yet: asked back, they are unstaked at once.
    await succeeded(seeded.send(alice, app.requestUnstaking, aliceStake(FLOW('10.0'))));
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      committed: rewards,
      unstaked: FLOW('10.0'),
      requestedToUnstake: 0n,
    });
    await succeeded(seeded.send(alice, app.stakeUnstakedTokens, aliceStake(FLOW('10.0'))));
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      committed: rewards + FLOW('10.0'),
      unstaked: 0n,
    });

    await endEpoch(seeded.chain, [STAKING_NODE.id], SEEDED_STAKING_EPOCH + 2);
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      committed: 0n,
      staked: FLOW('110.0') + rewards,
    });
  });

  it('SCO.10 withdraws the next rewards to the vault, exact', async () => {
    await payRewards(seeded.chain, FLOW('1000.0'), SEEDED_STAKING_EPOCH + 2);
    const [delegation] = (await stakingOf(alice.address)).delegations;
    const rewards = delegation?.rewarded ?? 0n;
    expect(rewards).toBeGreaterThan(0n);
    expect(rewards).toBe(parseUFix64((await delegatorRecord(2)).tokensRewarded ?? ''));
    const before = await flowOf(alice.address);
    const withdraw = await succeeded(
      seeded.send(alice, app.withdrawRewardedTokens, aliceStake(rewards)),
    );
    expect(await flowOf(alice.address)).toBe(before + rewards - feeOf(withdraw));
    expect((await stakingOf(alice.address)).delegations[0]?.rewarded).toBe(0n);
  });

  it('refuses to unstake more than is staked and committed', async () => {
    const staked = (await stakingOf(alice.address)).delegations[0]?.staked ?? 0n;
    const failed = await seeded.send(alice, app.requestUnstaking, aliceStake(staked + 1n));
    expect(failed.errorMessage).toMatch(/Not enough tokens to unstake/);
    expect((await stakingOf(alice.address)).delegations[0]?.requestedToUnstake).toBe(0n);
  });

  it('SCO.05 and two epochs unstake all of it; SCO.11 withdraws it, exact; SCO.12 closes the empty delegation', async () => {
    const staked = (await stakingOf(alice.address)).delegations[0]?.staked ?? 0n;
    await succeeded(seeded.send(alice, app.requestUnstaking, aliceStake(staked)));
    expect((await stakingOf(alice.address)).delegations[0]?.requestedToUnstake).toBe(staked);
    await endEpoch(seeded.chain, [STAKING_NODE.id], SEEDED_STAKING_EPOCH + 3);
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      staked: 0n,
      unstaking: staked,
    });
    await endEpoch(seeded.chain, [STAKING_NODE.id], SEEDED_STAKING_EPOCH + 4);
    expect((await stakingOf(alice.address)).delegations[0]).toMatchObject({
      unstaking: 0n,
      unstaked: staked,
    });
    const before = await flowOf(alice.address);
    const withdraw = await succeeded(
      seeded.send(alice, app.withdrawUnstakedTokens, aliceStake(staked)),
    );
    expect(await flowOf(alice.address)).toBe(before + staked - feeOf(withdraw));
    expect((await stakingOf(alice.address)).delegations[0]?.unstaked).toBe(0n);

    await succeeded(
      seeded.send(alice, app.closeStake, { nodeID: STAKING_NODE.id, delegatorID: 2n }),
    );
    expect((await stakingOf(alice.address)).delegations).toEqual([]);
  });

  it('a delegator kept in the account, from before collections, is read and counted; the app’s SCO.01 moves it in, one per node', async () => {
    // Flow's older way (onflow/flow-core-contracts transactions/idTableStaking/delegation/
    // register_delegator.cdc): the NodeDelegator saved in the account itself.
    const registerBare = (account: SeededAccount, amount: bigint) =>
      seeded.chain.send(
        `import FungibleToken from 0xee82856bf20e2aa6
         import FlowToken from 0x0ae53cb6e3f42a79
         import FlowIDTableStaking from 0xf8d6e0586b0a20c7
         transaction(nodeID: String, amount: UFix64) {
           prepare(signer: auth(BorrowValue, SaveValue) &Account) {
             let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(from: /storage/flowTokenVault)!
             let delegator <- FlowIDTableStaking.registerNewDelegator(nodeID: nodeID, tokensCommitted: <-vault.withdraw(amount: amount))
             signer.storage.save(<-delegator, to: FlowIDTableStaking.DelegatorStoragePath)
           }
         }`,
        [cadence.string(STAKING_NODE.id), cadence.ufix64(amount)],
        signersOf(account),
      );
    const summary = async (account: SeededAccount) =>
      decodeAccountSummary(
        await seeded.chain.query(getAccountSummaryScript.cadence, [
          cadence.address(account.address),
          cadence.optional(null),
          cadence.array([]),
        ]),
      ).staked;
    const ids = async (account: SeededAccount) =>
      (await stakingOf(account.address)).delegations.map(({ delegatorId, inCollection }) => ({
        delegatorId,
        inCollection,
      }));

    // Alice closed her delegation to the node: hers moves in.
    await registerBare(alice, FLOW('60.0'));
    expect(await ids(alice)).toEqual([{ delegatorId: 3, inCollection: false }]);
    const counted = await summary(alice);
    expect(counted?.committed).toBe(FLOW('60.0'));
    await succeeded(seeded.send(alice, app.setupCollection, {}));
    expect(await ids(alice)).toEqual([{ delegatorId: 3, inCollection: true }]);
    // Moved, not changed: the same FLOW in staking.
    expect(await summary(alice)).toEqual(counted);

    // Frank's collection already holds a delegation to the node, and holds one per node: his
    // older one is read and counted, and cannot move in.
    const frank = seeded.account('Frank');
    await registerBare(frank, FLOW('60.0'));
    expect(await ids(frank)).toEqual([
      { delegatorId: 1, inCollection: true },
      { delegatorId: 4, inCollection: false },
    ]);
    expect((await summary(frank))?.committed).toBe(FLOW('60.0'));
    const refused = await seeded.send(frank, app.setupCollection, {});
    expect(refused.errorMessage).toMatch(/resource loss/);
  });

  it('locked tokens (LockedTokens) staked outside a collection are read and counted; the app’s SCO.01 takes them in', async () => {
    const erin = seeded.account('Erin');
    // What the token admin does for a token-sale account (onflow/flow-core-contracts
    // transactions/lockedTokens/admin/admin_create_shared_accounts.cdc, for an existing account,
    // then deposit_locked_tokens.cdc), and what its owner did to delegate them
    // (lockedTokens/delegator/register_delegator.cdc and delegate_new_tokens.cdc).
    await seeded.chain.send(
      `import FungibleToken from 0xee82856bf20e2aa6
       import FlowToken from 0x0ae53cb6e3f42a79
       import LockedTokens from 0xf8d6e0586b0a20c7
       transaction(nodeID: String, locked: UFix64, delegated: UFix64) {
         prepare(admin: auth(BorrowValue) &Account, user: auth(BorrowValue, SaveValue, Capabilities) &Account) {
           let shared = Account(payer: admin)
           let vault = shared.capabilities.storage.issue<auth(FungibleToken.Withdraw) &FlowToken.Vault>(/storage/flowTokenVault)
           shared.storage.save(<-LockedTokens.createLockedTokenManager(vault: vault), to: LockedTokens.LockedTokenManagerStoragePath)
           let manager = shared.capabilities.storage.issue<auth(FungibleToken.Withdraw, LockedTokens.UnlockTokens) &LockedTokens.LockedTokenManager>(LockedTokens.LockedTokenManagerStoragePath)
           user.storage.save(<-LockedTokens.createTokenHolder(lockedAddress: shared.address, tokenManager: manager), to: LockedTokens.TokenHolderStoragePath)
           user.capabilities.publish(user.capabilities.storage.issue<&LockedTokens.TokenHolder>(LockedTokens.TokenHolderStoragePath), at: LockedTokens.LockedAccountInfoPublicPath)
           let from = admin.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(from: /storage/flowTokenVault)!
           shared.storage.borrow<&FlowToken.Vault>(from: /storage/flowTokenVault)!.deposit(from: <-from.withdraw(amount: locked))
           let holder = user.storage.borrow<auth(LockedTokens.TokenOperations) &LockedTokens.TokenHolder>(from: LockedTokens.TokenHolderStoragePath)!
           holder.createNodeDelegator(nodeID: nodeID)
           holder.borrowDelegator().delegateNewTokens(amount: delegated)
         }
       }`,
      [
        cadence.string(STAKING_NODE.id),
        cadence.ufix64(FLOW('100.0')),
        cadence.ufix64(FLOW('30.0')),
      ],
      {
        proposer: localAuthz(SERVICE_ACCOUNT),
        payer: localAuthz(SERVICE_ACCOUNT),
        authorizers: [localAuthz(SERVICE_ACCOUNT), localAuthz(erin)],
      },
    );
    const before = await stakingOf(erin.address);
    expect(before.hasCollection).toBe(false);
    expect(before.delegations).toEqual([
      expect.objectContaining({
        nodeId: STAKING_NODE.id,
        inCollection: false,
        lockedTokens: true,
        // The minimum the holder registers with, and the 30 delegated after.
        committed: FLOW('80.0'),
      }),
    ]);
    const summary = async () =>
      decodeAccountSummary(
        await seeded.chain.query(getAccountSummaryScript.cadence, [
          cadence.address(erin.address),
          // Erin's broken collections are not counted (one panics when asked).
          cadence.optional(cadence.array([])),
          cadence.array([]),
        ]),
      ).staked;
    const counted = await summary();
    expect(counted?.committed).toBe(FLOW('80.0'));

    // Set up with the holder, the collection lists the locked delegation (counted once).
    await succeeded(seeded.send(erin, app.setupCollection, {}));
    const after = await stakingOf(erin.address);
    expect(after.delegations).toEqual([
      expect.objectContaining({ inCollection: true, lockedTokens: true, committed: FLOW('80.0') }),
    ]);
    expect(await summary()).toEqual(counted);
  });
});
