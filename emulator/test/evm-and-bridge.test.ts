/**
 * The EVM side on the real emulator, through the app's own FlowClient: a new COA, FLOW in and
 * out of it, a batch of EVM calls (WFLOW), and the VM bridge both ways for a Cadence token, for
 * NFTs and for an EVM-native ERC-20, with the fee checks and failures the app explains.
 */
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmBatchArguments } from '../../src/features/evm/coa-plans.ts';
import { wflowCall } from '../../src/features/evm/wflow-batch.ts';
import { COMPUTATION } from '../../src/flow/cadence/compute-limits.ts';
import {
  bridgeFeeEstimate,
  decodeBridgeQuote,
  getBridgeQuoteScript,
} from '../../src/flow/cadence/scripts/get_bridge_quote.ts';
import {
  decodeEvmAccountState,
  getEvmAccountScript,
} from '../../src/flow/cadence/scripts/get_evm_account.ts';
import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../../src/flow/cadence/scripts/get_evm_asset_info.ts';
import { decodeEvmNfts, getEvmNftsScript } from '../../src/flow/cadence/scripts/get_evm_nfts.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
} from '../../src/flow/cadence/scripts/get_nft_collections.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import { bridgeNftsFromEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { bridgeTokensFromEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_from_evm.ts';
import { bridgeTokensToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { createCoaTransaction } from '../../src/flow/cadence/transactions/create_coa.ts';
import { depositFlowToCoaTransaction } from '../../src/flow/cadence/transactions/deposit_flow_to_coa.ts';
import { evmBatchCallTransaction } from '../../src/flow/cadence/transactions/evm_batch_call.ts';
import { onboardEvmAssetTransaction } from '../../src/flow/cadence/transactions/onboard_evm_asset.ts';
import { withdrawFlowFromCoaTransaction } from '../../src/flow/cadence/transactions/withdraw_flow_from_coa.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { MAINNET_BRIDGE_ONBOARD_FEE } from '../src/mainnet-costs.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

const ATTO = 10n ** 18n;
const SUSD_FIXTURE_EVM = '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52';
const SGLD_FIXTURE_EVM = '0x9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';

describe('EVM and the VM bridge on the real emulator', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let issuer: string;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    alice = seeded.account('Alice');
    issuer = seeded.account('Sandbox token issuer').address.slice(2);
  });
  afterAll(() => seeded?.close());

  const evmAccount = async (account: SeededAccount) =>
    decodeEvmAccountState(
      await seeded.query(getEvmAccountScript, {
        address: account.address,
        wflowHex: seeded.world.evm.wflow,
      }),
    );
  const vault = async (account: SeededAccount, identifier: string) =>
    decodeTokenVaults(
      await seeded.query(getTokenVaultsScript, { address: account.address, only: null }),
    ).find((candidate) => candidate.identifier === identifier);
  const quote = async (typeIdentifier: string) =>
    decodeBridgeQuote(await seeded.query(getBridgeQuoteScript, { typeIdentifier }));

  it('create_coa: Bob gets a COA holding the FLOW he moved into it', async () => {
    const bob = seeded.account('Bob');
    expect(await evmAccount(bob)).toBeNull();
    const result = await seeded.send(bob, createCoaTransaction, { amount: parseUFix64('1.5') });
    expect(phaseOfStatus(result)).toBe('sealed');
    expect(result.events.map((event) => event.type)).toContain(
      'A.f8d6e0586b0a20c7.EVM.CadenceOwnedAccountCreated',
    );
    expect(await evmAccount(bob)).toMatchObject({
      balanceAtto: 15n * 10n ** 17n,
      wflowBalance: 0n,
    });
  });

  it('deposit_flow_to_coa and withdraw_flow_from_coa move FLOW between the VMs exactly', async () => {
    const flowToken = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
    const cadenceBefore = (await vault(alice, flowToken))?.balance ?? 0n;
    const evmBefore = (await evmAccount(alice))?.balanceAtto ?? 0n;

    const deposit = await seeded.send(alice, depositFlowToCoaTransaction, {
      amount: parseUFix64('2'),
    });
    expect(phaseOfStatus(deposit)).toBe('sealed');
    expect((await evmAccount(alice))?.balanceAtto).toBe(evmBefore + 2n * ATTO);

    const withdraw = await seeded.send(alice, withdrawFlowFromCoaTransaction, {
      amount: parseUFix64('0.5'),
    });
    expect(phaseOfStatus(withdraw)).toBe('sealed');
    expect((await evmAccount(alice))?.balanceAtto).toBe(evmBefore + 15n * 10n ** 17n);
    const fees =
      (feePaidOf(deposit.events, 'local') ?? 0n) + (feePaidOf(withdraw.events, 'local') ?? 0n);
    expect(fees).toBeGreaterThan(0n);
    expect((await vault(alice, flowToken))?.balance).toBe(
      cadenceBefore - parseUFix64('1.5') - fees,
    );
  });

  it('deposit_flow_to_coa and withdraw_flow_from_coa: an account with no COA is told so', async () => {
    const issuerAccount = seeded.account('Sandbox token issuer');
    for (const definition of [depositFlowToCoaTransaction, withdrawFlowFromCoaTransaction]) {
      const result = await seeded.send(issuerAccount, definition, {
        amount: parseUFix64('0.0001'),
      });
      expect(phaseOfStatus(result)).toBe('failed');
      expect(result.errorMessage).toContain('The signer has no COA at /storage/evm');
    }
  });

  it('evm_batch_call: the app’s WFLOW batch wraps and unwraps; a reverting call undoes it all', async () => {
    const wflow = getAddress(seeded.world.evm.wflow);
    const before = await evmAccount(alice);
    const wrap = await seeded.send(
      alice,
      evmBatchCallTransaction,
      evmBatchArguments([
        wflowCall('wrap', 2n * ATTO, wflow),
        wflowCall('unwrap', ATTO / 2n, wflow),
      ]),
    );
    expect(phaseOfStatus(wrap)).toBe('sealed');
    const executed = wrap.events.filter((event) => event.type.endsWith('.EVM.TransactionExecuted'));
    expect(executed.map((event) => (event.data as { errorCode?: unknown }).errorCode)).toEqual([
      '0',
      '0',
    ]);
    const wrapped = await evmAccount(alice);
    expect(wrapped?.wflowBalance).toBe((before?.wflowBalance ?? 0n) + (3n * ATTO) / 2n);
    expect(wrapped?.balanceAtto).toBe((before?.balanceAtto ?? 0n) - (3n * ATTO) / 2n);

    const reverting = await seeded.send(
      alice,
      evmBatchCallTransaction,
      evmBatchArguments([
        wflowCall('wrap', ATTO, wflow),
        wflowCall('unwrap', 1_000_000n * ATTO, wflow),
      ]),
    );
    expect(phaseOfStatus(reverting)).toBe('failed');
    expect(reverting.errorMessage).toContain('EVM call 2 of 2 failed with error code');
    expect(await evmAccount(alice)).toEqual(wrapped);
  });

  it('bridge_tokens_to_evm and bridge_tokens_from_evm move sUSD through the real bridge', async () => {
    const identifier = `A.${issuer}.SandboxUSD.Vault`;
    const susd = await quote(identifier);
    expect(susd).toMatchObject({ paused: false, requiresOnboarding: false });
    expect(susd.evmAddress).toBe(getAddress(seeded.world.evm.tokens[SUSD_FIXTURE_EVM] ?? ''));
    const before = await vault(alice, identifier);

    const tooLow = await seeded.send(alice, bridgeTokensToEvmTransaction, {
      vaultIdentifier: identifier,
      amount: parseUFix64('5'),
      maxFee: bridgeFeeEstimate(susd, 1, false) - 1n,
    });
    expect(phaseOfStatus(tooLow)).toBe('failed');
    expect(tooLow.errorMessage).toContain('is above the maximum you approved');

    const toEvm = await seeded.send(alice, bridgeTokensToEvmTransaction, {
      vaultIdentifier: identifier,
      amount: parseUFix64('5'),
      maxFee: bridgeFeeEstimate(susd, 1, false),
    });
    expect(phaseOfStatus(toEvm)).toBe('sealed');
    const there = await vault(alice, identifier);
    expect(there?.balance).toBe((before?.balance ?? 0n) - parseUFix64('5'));
    expect(there?.evm?.balance).toBe((before?.evm?.balance ?? 0n) + 5n * ATTO);

    const back = await seeded.send(alice, bridgeTokensFromEvmTransaction, {
      vaultIdentifier: identifier,
      amount: 25n * 10n ** 17n,
      maxFee: bridgeFeeEstimate(susd, 1, false),
    });
    expect(phaseOfStatus(back)).toBe('sealed');
    const after = await vault(alice, identifier);
    expect(after?.balance).toBe((there?.balance ?? 0n) + parseUFix64('2.5'));
    expect(after?.evm?.balance).toBe((there?.evm?.balance ?? 0n) - 25n * 10n ** 17n);
  });

  it('bridge_nfts_to_evm onboards the kitties and moves two; bridge_nfts_from_evm brings one back', async () => {
    const nftIdentifier = `A.${issuer}.SandboxKitties.NFT`;
    const kitties = await quote(nftIdentifier);
    expect(kitties.requiresOnboarding).toBe(true);
    const toEvm = await seeded.send(
      alice,
      bridgeNftsToEvmTransaction,
      { nftIdentifier, ids: [1n, 2n], maxFee: bridgeFeeEstimate(kitties, 2, true) },
      COMPUTATION.bridge_nfts_to_evm_onboarding,
    );
    expect(phaseOfStatus(toEvm)).toBe('sealed');
    const onEvm = decodeEvmNfts(
      await seeded.query(getEvmNftsScript, { owner: alice.address, only: null }),
    );
    expect(onEvm).toHaveLength(1);
    expect(onEvm[0]).toMatchObject({ nftIdentifier, collectionName: 'Sandbox Kitties', total: 2n });
    expect([...(onEvm[0]?.ids ?? [])].sort()).toEqual([1n, 2n]);
    const count = async () =>
      decodeNftCollections(
        await seeded.query(getNftCollectionsScript, { address: alice.address, only: null }),
      )[0]?.count;
    expect(await count()).toBe(1);

    const back = await seeded.send(alice, bridgeNftsFromEvmTransaction, {
      nftIdentifier,
      ids: [2n],
      maxFee: bridgeFeeEstimate(await quote(nftIdentifier), 1, false),
    });
    expect(phaseOfStatus(back)).toBe('sealed');
    expect(await count()).toBe(2);
    expect(
      decodeEvmNfts(await seeded.query(getEvmNftsScript, { owner: alice.address, only: null }))[0]
        ?.ids,
    ).toEqual([1n]);
  });

  it('onboard_evm_asset, then bridge_tokens_from_evm: Alice brings her EVM-native sGLD to Cadence', async () => {
    const sgld = seeded.world.evm.tokens[SGLD_FIXTURE_EVM] ?? '';
    const info = async () =>
      decodeEvmAssetInfo(
        await seeded.query(getEvmAssetInfoScript, { owner: alice.address, evmContractHex: sgld }),
      );
    const before = await info();
    expect(before).toMatchObject({
      kind: 'erc20',
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      decimals: 18,
      requiresOnboarding: true,
      associatedType: null,
      coaBalance: 1500n * ATTO,
      // Mainnet's onboarding fee, set on chain with the rest of its costs.
      onboardFee: MAINNET_BRIDGE_ONBOARD_FEE,
    });
    const onboard = await seeded.send(alice, onboardEvmAssetTransaction, {
      contractAddressHex: sgld,
      maxFee: before.onboardFee,
    });
    expect(phaseOfStatus(onboard)).toBe('sealed');
    const onboarded = await info();
    expect(onboarded.requiresOnboarding).toBe(false);
    expect(onboarded.associatedType).toMatch(
      /^A\.f8d6e0586b0a20c7\.EVMVMBridgedToken_[0-9a-f]{40}\.Vault$/,
    );

    const vaultIdentifier = onboarded.associatedType ?? '';
    const bring = await seeded.send(alice, bridgeTokensFromEvmTransaction, {
      vaultIdentifier,
      amount: 100n * ATTO,
      maxFee: bridgeFeeEstimate(await quote(vaultIdentifier), 1, false),
    });
    expect(phaseOfStatus(bring)).toBe('sealed');
    expect((await info()).coaBalance).toBe(1400n * ATTO);
    // The bridged vault resolves no FTDisplay: the ERC-20's own name and symbol show instead.
    expect(await vault(alice, vaultIdentifier)).toMatchObject({
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      balance: parseUFix64('100'),
    });
  });
});
