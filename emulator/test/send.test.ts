/**
 * Sending on the real emulator: FLOW and a fixture token to Cadence addresses and FLOW to an
 * EVM address, through the app's own FlowClient, with the events and balances each leaves, and
 * the failures the app explains (not enough FLOW, no receiver, storage full, a bad EVM address).
 */
import type { TransactionStatus } from '@onflow/typedefs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReceiveNftScript } from '../../src/flow/cadence/scripts/can_receive_nft.ts';
import { getFlowBalanceScript } from '../../src/flow/cadence/scripts/get_flow_balance.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
} from '../../src/flow/cadence/scripts/get_nft_collections.ts';
import { decodeNftPage, getNftsPageScript } from '../../src/flow/cadence/scripts/get_nfts_page.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { transferFlowToEvmTransaction } from '../../src/flow/cadence/transactions/transfer_flow_to_evm.ts';
import { transferNftsTransaction } from '../../src/flow/cadence/transactions/transfer_nfts.ts';
import { transferTokensTransaction } from '../../src/flow/cadence/transactions/transfer_tokens.ts';
import { parseFlowError } from '../../src/flow/errors.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { formatUFix64, parseUFix64 } from '../../src/flow/ufix64.ts';
import type { SeededAccount } from '../src/seed.ts';
import { withoutFeeEvents } from './measured-computation.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

/** The fee a transaction paid, from its FeesDeducted event (0 without one). */
const feeOf = (result: { readonly events: TransactionStatus['events'] }) =>
  feePaidOf(result.events, 'local') ?? 0n;

const EOA = '0xde709f2102306220921060314715629080e2fb77';

describe('sending on the real emulator', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;
  let issuer: string;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
    issuer = seeded.account('Sandbox token issuer').address;
  });
  afterAll(() => seeded?.close());

  const flowOf = async (account: SeededAccount) =>
    parseUFix64(String(await seeded.query(getFlowBalanceScript, { address: account.address })));
  const susdOf = async (account: SeededAccount) =>
    decodeTokenVaults(
      await seeded.query(getTokenVaultsScript, { address: account.address, only: null }),
    ).find((vault) => vault.identifier === `A.${issuer.slice(2)}.SandboxUSD.Vault`)?.balance;

  const kittiesOf = async (account: SeededAccount): Promise<bigint[]> => {
    const collections = decodeNftCollections(
      await seeded.query(getNftCollectionsScript, { address: account.address, only: null }),
    );
    const kitties = collections.find((entry) => entry.identifier.includes('.SandboxKitties.'));
    if (!kitties) return [];
    const page = decodeNftPage(
      await seeded.query(getNftsPageScript, {
        address: account.address,
        storagePath: kitties.storagePath.replace(/^\/storage\//, ''),
        offset: 0n,
        limit: 50n,
      }),
      50,
    );
    return page.items.map((item) => item.id).sort((a, b) => (a < b ? -1 : 1));
  };
  const kittyType = () => `A.${issuer.slice(2)}.SandboxKitties.NFT`;

  it('transfer_flow: Alice sends 12.5 FLOW to Bob; sealed, with the FlowToken events', async () => {
    const [aliceBefore, bobBefore] = [await flowOf(alice), await flowOf(bob)];
    const result = await seeded.send(alice, transferFlowTransaction, {
      amount: parseUFix64('12.5'),
      to: bob.address,
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const events = withoutFeeEvents(result.events);
    expect(events.map((event) => event.type)).toEqual([
      'A.0ae53cb6e3f42a79.FlowToken.TokensWithdrawn',
      'A.ee82856bf20e2aa6.FungibleToken.Withdrawn',
      'A.0ae53cb6e3f42a79.FlowToken.TokensDeposited',
      'A.ee82856bf20e2aa6.FungibleToken.Deposited',
    ]);
    expect(events[3]?.data).toMatchObject({ amount: '12.50000000', to: bob.address });
    expect(await flowOf(alice)).toBe(aliceBefore - parseUFix64('12.5') - feeOf(result));
    expect(await flowOf(bob)).toBe(bobBefore + parseUFix64('12.5'));
  });

  it('transfer_flow: more FLOW than the vault holds fails with 1101 and moves nothing but the fee', async () => {
    const before = await flowOf(bob);
    const result = await seeded.send(bob, transferFlowTransaction, {
      amount: parseUFix64('5000'),
      to: alice.address,
    });
    expect(phaseOfStatus(result)).toBe('failed');
    const error = parseFlowError(result.errorMessage);
    expect(error.code).toBe(1101);
    expect(result.errorMessage).toContain(
      `FungibleToken.Vault.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn (5000.00000000) is greater than the balance of the Vault (${formatUFix64(before)})`,
    );
    // Flow charges a failed transaction's fee too.
    expect(feeOf(result)).toBeGreaterThan(0n);
    expect(await flowOf(bob)).toBe(before - feeOf(result));
  });

  it('transfer_flow: a recipient without a FLOW receiver fails with the transaction’s message', async () => {
    const dave = seeded.account('Dave');
    const result = await seeded.send(alice, transferFlowTransaction, {
      amount: parseUFix64('1'),
      to: dave.address,
    });
    expect(phaseOfStatus(result)).toBe('failed');
    expect(result.errorMessage).toContain(
      `The recipient ${dave.address} cannot receive FLOW: no receiver at /public/flowTokenReceiver`,
    );
  });

  it('transfer_flow: the sender’s storage would exceed its capacity: 1103', async () => {
    const carol = seeded.account('Carol');
    const result = await seeded.send(carol, transferFlowTransaction, {
      amount: parseUFix64('0.0004'),
      to: alice.address,
    });
    expect(phaseOfStatus(result)).toBe('failed');
    expect(parseFlowError(result.errorMessage).code).toBe(1103);
  });

  it('transfer_tokens: 2.5 sUSD from Alice to Bob through the token’s FTVaultData', async () => {
    const [aliceBefore, bobBefore] = [await susdOf(alice), await susdOf(bob)];
    const result = await seeded.send(alice, transferTokensTransaction, {
      amount: parseUFix64('2.5'),
      to: bob.address,
      contractAddress: issuer,
      contractName: 'SandboxUSD',
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    expect(withoutFeeEvents(result.events).map((event) => [event.type, event.data])).toEqual([
      [
        'A.ee82856bf20e2aa6.FungibleToken.Withdrawn',
        expect.objectContaining({
          type: `A.${issuer.slice(2)}.SandboxUSD.Vault`,
          amount: '2.50000000',
          from: alice.address,
        }),
      ],
      [
        'A.ee82856bf20e2aa6.FungibleToken.Deposited',
        expect.objectContaining({
          type: `A.${issuer.slice(2)}.SandboxUSD.Vault`,
          amount: '2.50000000',
          to: bob.address,
        }),
      ],
    ]);
    expect(await susdOf(alice)).toBe((aliceBefore ?? 0n) - parseUFix64('2.5'));
    expect(await susdOf(bob)).toBe((bobBefore ?? 0n) + parseUFix64('2.5'));
  });

  it('transfer_tokens: a recipient without the token’s receiver fails before any deposit', async () => {
    const carol = seeded.account('Carol');
    const result = await seeded.send(alice, transferTokensTransaction, {
      amount: parseUFix64('1'),
      to: carol.address,
      contractAddress: issuer,
      contractName: 'SandboxUSD',
    });
    expect(phaseOfStatus(result)).toBe('failed');
    expect(result.errorMessage).toContain(
      `The recipient ${carol.address} cannot receive this token: no receiver at /public/sandboxUSDReceiver`,
    );
  });

  it('transfer_flow_to_evm: 7.25 FLOW to an EVM address with no COA of the sender’s', async () => {
    const before = await flowOf(bob);
    const result = await seeded.send(bob, transferFlowToEvmTransaction, {
      recipientEVMAddressHex: EOA,
      amount: parseUFix64('7.25'),
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const deposited = result.events.find((event) => event.type.endsWith('EVM.FLOWTokensDeposited'));
    expect(deposited?.data).toMatchObject({
      address: EOA.slice(2),
      amount: '7.25000000',
      balanceAfterInAttoFlow: '7250000000000000000',
    });
    expect(await flowOf(bob)).toBe(before - parseUFix64('7.25') - feeOf(result));
  });

  it('transfer_flow_to_evm: a truncated EVM address fails with 1101', async () => {
    const result = await seeded.send(bob, transferFlowToEvmTransaction, {
      recipientEVMAddressHex: EOA.slice(0, 40),
      amount: parseUFix64('1'),
    });
    expect(phaseOfStatus(result)).toBe('failed');
    expect(parseFlowError(result.errorMessage).code).toBe(1101);
  });
  it('can_receive_nft: a collection that takes the type, and none', async () => {
    const canReceive = async (account: SeededAccount) =>
      seeded.query(canReceiveNftScript, { recipient: account.address, nftIdentifier: kittyType() });
    expect(await canReceive(bob)).toBe(true);
    expect(await canReceive(seeded.account('Carol'))).toBe(false);
    expect(await canReceive(seeded.account('Dave'))).toBe(false);
  });

  it('transfer_nfts: Alice sends kitties 1 and 2 to Bob; each withdrawn and deposited', async () => {
    expect(await kittiesOf(alice)).toEqual([1n, 2n, 3n]);
    const result = await seeded.send(alice, transferNftsTransaction, {
      nftIdentifier: kittyType(),
      ids: [1n, 2n],
      to: bob.address,
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const events = withoutFeeEvents(result.events);
    expect(
      events.map((event) => [event.type.split('.').slice(-2).join('.'), event.data.id]),
    ).toEqual([
      ['NonFungibleToken.Withdrawn', '1'],
      ['NonFungibleToken.Deposited', '1'],
      ['NonFungibleToken.Withdrawn', '2'],
      ['NonFungibleToken.Deposited', '2'],
    ]);
    expect(events[1]?.data).toMatchObject({ type: kittyType(), to: bob.address });
    expect(await kittiesOf(alice)).toEqual([3n]);
    expect(await kittiesOf(bob)).toEqual([1n, 2n, 4n]);
  });

  it.each([
    [
      'a recipient without the collection',
      () => seeded.account('Carol').address,
      [3n],
      'cannot receive this NFT: no collection at /public/',
    ],
    [
      'an NFT the sender does not hold',
      () => bob.address,
      [99n],
      "The signer's collection has no NFT 99",
    ],
    ['the same NFT twice', () => bob.address, [3n, 3n], 'NFT 3 is listed more than once'],
    ['no NFT at all', () => bob.address, [], 'Send between 1 and 9 NFTs per transaction'],
  ])('transfer_nfts: %s fails before anything moves', async (_, to, ids, message) => {
    const result = await seeded.send(alice, transferNftsTransaction, {
      nftIdentifier: kittyType(),
      ids,
      to: to(),
    });
    expect(phaseOfStatus(result)).toBe('failed');
    expect(parseFlowError(result.errorMessage).code).toBe(1101);
    expect(result.errorMessage).toContain(message);
    expect(await kittiesOf(alice)).toEqual([3n]);
  });
});
