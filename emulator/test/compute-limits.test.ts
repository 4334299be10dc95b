/**
 * Measures the computation of each batch transaction at two sizes on the default local network
 * (mainnet's weights), and checks compute-limits.ts against it: the figure for one item and the
 * cost of each further item must cover what the chain used (every seeded.send checks that too,
 * measured-computation.ts), and must not be stale (no more than a quarter above it), so that the
 * app's limits and NFT batch caps follow what transactions really cost.
 */
import { readFileSync } from 'node:fs';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmBatchArguments } from '../../src/features/evm/coa-plans.ts';
import { wflowCall } from '../../src/features/evm/wflow-batch.ts';
import { COMPUTATION, type ComputationCost } from '../../src/flow/cadence/compute-limits.ts';
import {
  bridgeFeeEstimate,
  decodeBridgeQuote,
  getBridgeQuoteScript,
} from '../../src/flow/cadence/scripts/get_bridge_quote.ts';
import { bridgeNftsFromEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { bridgeTokensToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { evmBatchCallTransaction } from '../../src/flow/cadence/transactions/evm_batch_call.ts';
import { transferNftsTransaction } from '../../src/flow/cadence/transactions/transfer_nfts.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { fixtureContractSource } from '../../worlds/contract-source.ts';
import { TEST_KEY_PAIR } from '../../worlds/keys.ts';
import { cadence } from '../src/json-cadence.ts';
import { localAuthz } from '../src/local-signer.ts';
import type { SeededAccount } from '../src/seed.ts';
import { mintTokensCode } from '../src/seed-batches.ts';
import { computationOf, RUN_VARIATION } from './measured-computation.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

const ATTO = 10n ** 18n;
const SERVICE = '0xf8d6e0586b0a20c7';
const FIRST_ID = 100n;
const MINTED = 20;

const transactionFile = (name: string) =>
  readFileSync(new URL(`../transactions/${name}`, import.meta.url), 'utf8');

describe('compute limits measured on mainnet’s weights', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;
  let kitty: string;

  const service = () =>
    localAuthz({
      address: SERVICE,
      privateKey: TEST_KEY_PAIR.privateKey,
    });

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
    const issuer = seeded.account('Sandbox token issuer');
    kitty = `A.${issuer.address.slice(2)}.SandboxKitties.NFT`;
    // Alice gets 20 more kitties, minted as the seeding mints them.
    const ids = Array.from({ length: MINTED }, (_, index) => FIRST_ID + BigInt(index));
    const column = (value: (id: bigint) => ReturnType<typeof cadence.string>) =>
      cadence.array(ids.map(value));
    await seeded.chain.send(
      transactionFile('mint_nfts.cdc'),
      [
        column((id) => cadence.uint64(id)),
        column((id) => cadence.string(`Kitty #${id}`)),
        column(() => cadence.string('A kitty minted to measure batches.')),
        column(() => cadence.string('https://example.com/kitty.png')),
        column(() => cadence.optional(null)),
        column(() => cadence.string('')),
        column(() => cadence.array([])),
        column(() => cadence.array([])),
      ],
      {
        proposer: service(),
        payer: service(),
        authorizers: [localAuthz(alice), localAuthz(issuer)],
      },
    );
  }, 120_000);
  afterAll(() => seeded?.close());

  const kittyIds = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => FIRST_ID + BigInt(from + index));

  /** Checks one and `many` items' computation against the table's cost. */
  function expectMeasured(cost: ComputationCost, one: number, many: number, items: number) {
    const perItem = (many - one) / (items - 1);
    expect(one).toBeLessThanOrEqual(cost.measured * RUN_VARIATION);
    expect(cost.measured).toBeLessThanOrEqual(one * 1.25);
    expect(perItem).toBeLessThanOrEqual((cost.perItem ?? 0) * RUN_VARIATION);
    expect(cost.perItem ?? 0).toBeLessThanOrEqual(Math.max(perItem * 1.25, perItem + 5));
  }

  const used = (status: Awaited<ReturnType<SeededEmulator['send']>>) => {
    expect(phaseOfStatus(status), status.errorMessage).toBe('sealed');
    return computationOf(status.events) ?? Number.NaN;
  };

  it('transfer_nfts: one NFT, then eight', async () => {
    const send = (ids: bigint[]) =>
      seeded.send(alice, transferNftsTransaction, { nftIdentifier: kitty, ids, to: bob.address });
    const one = used(await send(kittyIds(0, 1)));
    const eight = used(await send(kittyIds(1, 8)));
    expectMeasured(COMPUTATION.transfer_nfts, one, eight, 8);
  });

  it('bridge_nfts_to_evm (onboarding the collection first) and bridge_nfts_from_evm: one NFT, then six', async () => {
    const quote = async () =>
      decodeBridgeQuote(await seeded.query(getBridgeQuoteScript, { typeIdentifier: kitty }));
    const onboarding = await quote();
    expect(onboarding.requiresOnboarding).toBe(true);
    const toEvm = (ids: bigint[], cost: ComputationCost, terms: typeof onboarding) =>
      seeded.send(
        alice,
        bridgeNftsToEvmTransaction,
        {
          nftIdentifier: kitty,
          ids,
          maxFee: bridgeFeeEstimate(terms, ids.length, terms.requiresOnboarding === true),
        },
        cost,
      );
    const onboarded = used(
      await toEvm(kittyIds(9, 1), COMPUTATION.bridge_nfts_to_evm_onboarding, onboarding),
    );
    const terms = await quote();
    const one = used(await toEvm(kittyIds(10, 1), COMPUTATION.bridge_nfts_to_evm, terms));
    const six = used(await toEvm(kittyIds(11, 6), COMPUTATION.bridge_nfts_to_evm, terms));
    expectMeasured(COMPUTATION.bridge_nfts_to_evm, one, six, 6);
    expect(onboarded).toBeLessThanOrEqual(
      COMPUTATION.bridge_nfts_to_evm_onboarding.measured * RUN_VARIATION,
    );
    expect(COMPUTATION.bridge_nfts_to_evm_onboarding.measured).toBeLessThanOrEqual(
      onboarded * 1.25,
    );

    const fromEvm = (ids: bigint[]) =>
      seeded.send(alice, bridgeNftsFromEvmTransaction, {
        nftIdentifier: kitty,
        ids,
        maxFee: bridgeFeeEstimate(terms, ids.length, false),
      });
    const back = used(await fromEvm(kittyIds(10, 1)));
    const backSix = used(await fromEvm(kittyIds(11, 6)));
    expectMeasured(COMPUTATION.bridge_nfts_from_evm, back, backSix, 6);
  });

  it('bridge_tokens_to_evm onboarding a token the bridge has not seen', async () => {
    const issuer = seeded.account('Sandbox token issuer');
    const signers = { proposer: service(), payer: service(), authorizers: [localAuthz(issuer)] };
    const code = seeded.chain.resolve(fixtureContractSource('token', 'MeasureUSD'));
    const display = {
      name: 'Measure Dollar',
      symbol: 'mUSD',
      description: '',
      logo: '',
      externalURL: '',
    };
    await seeded.chain.send(
      transactionFile('deploy_token_contract.cdc'),
      [
        cadence.array([cadence.string('MeasureUSD')]),
        cadence.array([cadence.string(code)]),
        cadence.array([
          cadence.dictionary(
            Object.fromEntries(
              Object.entries(display).map(([key, value]) => [key, cadence.string(value)]),
            ),
          ),
        ]),
        cadence.array([cadence.string('measureUSD')]),
        cadence.array([cadence.bool(true)]),
      ],
      signers,
    );
    seeded.chain.knowContract('MeasureUSD', issuer.address);
    await seeded.chain.send(
      mintTokensCode(transactionFile('mint_tokens.cdc'), ['MeasureUSD']),
      [cadence.array([cadence.ufix64(1_000_000_000n)]), cadence.array([cadence.bool(true)])],
      { ...signers, authorizers: [localAuthz(alice), localAuthz(issuer)] },
    );
    const identifier = `A.${issuer.address.slice(2)}.MeasureUSD.Vault`;
    const terms = decodeBridgeQuote(
      await seeded.query(getBridgeQuoteScript, { typeIdentifier: identifier }),
    );
    expect(terms.requiresOnboarding).toBe(true);
    const onboarded = used(
      await seeded.send(
        alice,
        bridgeTokensToEvmTransaction,
        {
          vaultIdentifier: identifier,
          amount: 100_000_000n,
          maxFee: bridgeFeeEstimate(terms, 1, true),
        },
        COMPUTATION.bridge_tokens_to_evm_onboarding,
      ),
    );
    const cost = COMPUTATION.bridge_tokens_to_evm_onboarding;
    expect(onboarded).toBeLessThanOrEqual(cost.measured * RUN_VARIATION);
    expect(cost.measured).toBeLessThanOrEqual(onboarded * 1.25);
  });

  it('evm_batch_call: one WFLOW call, then ten', async () => {
    const wflow = getAddress(seeded.world.evm.wflow);
    const batch = (count: number) =>
      evmBatchArguments(Array.from({ length: count }, () => wflowCall('wrap', ATTO / 100n, wflow)));
    const one = used(await seeded.send(alice, evmBatchCallTransaction, batch(1)));
    const ten = used(await seeded.send(alice, evmBatchCallTransaction, batch(10)));
    expectMeasured(COMPUTATION.evm_batch_call, one, ten, 10);
  });
});
