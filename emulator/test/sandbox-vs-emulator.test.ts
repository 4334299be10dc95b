/**
 * The sandbox against the real emulator, holding the same world (the emulator's, shifted one
 * address up): every app script for every account, and the same transactions on both, through
 * the app's own FlowClient. Every difference must be a known one (known-differences.ts, each
 * with its reason), and every known one must still occur, so the list stays true.
 */
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WFLOW_ADDRESS } from '../../sandbox/src/evm.ts';
import { type RunningSandbox, startSandbox } from '../../sandbox/src/index.ts';
import { evmBatchArguments } from '../../src/features/evm/coa-plans.ts';
import { wflowCall } from '../../src/features/evm/wflow-batch.ts';
import {
  type CadenceArguments,
  type CadenceDefinition,
  type CadenceParameterList,
  encodeArguments,
} from '../../src/flow/cadence/define-cadence.ts';
import { canReceiveNftScript } from '../../src/flow/cadence/scripts/can_receive_nft.ts';
import { canReceiveTokenScript } from '../../src/flow/cadence/scripts/can_receive_token.ts';
import {
  decodeStoragePage,
  getAccountStorageScript,
} from '../../src/flow/cadence/scripts/get_account_storage.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../src/flow/cadence/scripts/get_account_summary.ts';
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
import { getFlowBalanceScript } from '../../src/flow/cadence/scripts/get_flow_balance.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
} from '../../src/flow/cadence/scripts/get_nft_collections.ts';
import {
  decodeNftDetail,
  getNftDetailScript,
} from '../../src/flow/cadence/scripts/get_nft_detail.ts';
import { decodeNftPage, getNftsPageScript } from '../../src/flow/cadence/scripts/get_nfts_page.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import { bridgeTokensToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { createCoaTransaction } from '../../src/flow/cadence/transactions/create_coa.ts';
import { depositFlowToCoaTransaction } from '../../src/flow/cadence/transactions/deposit_flow_to_coa.ts';
import { evmBatchCallTransaction } from '../../src/flow/cadence/transactions/evm_batch_call.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { transferFlowToEvmTransaction } from '../../src/flow/cadence/transactions/transfer_flow_to_evm.ts';
import { transferNftsTransaction } from '../../src/flow/cadence/transactions/transfer_nfts.ts';
import { transferTokensTransaction } from '../../src/flow/cadence/transactions/transfer_tokens.ts';
import { withdrawFlowFromCoaTransaction } from '../../src/flow/cadence/transactions/withdraw_flow_from_coa.ts';
import { createFclFlowClient } from '../../src/flow/client/fcl-client.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import { AccessNodeError, parseFlowError } from '../../src/flow/errors.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { FIXTURES } from '../../worlds/index.ts';
import { emulatorWorld } from '../src/emulator-world.ts';
import { localAuthz } from '../src/local-signer.ts';
import { type Difference, differences } from './differential.ts';
import { KNOWN_DIFFERENCES } from './known-differences.ts';
import { type SeededEmulator, startSeededEmulator, untilFinal } from './seeded-emulator.ts';

const SUSD_FIXTURE_EVM = '7f27352d5f83db87a5a3e00f4b07cc2138d8ee52';
const SGLD_FIXTURE_EVM = '9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
const LABELS = ['Alice', 'Bob', 'Carol', 'Dave', 'Sandbox token issuer'] as const;

/** Every difference is a known one, and every known one still occurs. */
function expectOnlyKnown(found: readonly Difference[]): void {
  const unknown = found
    .filter((difference) => !KNOWN_DIFFERENCES.some((known) => known.path.test(difference.path)))
    .map((d) => `${d.path}: sandbox ${d.sandbox}, emulator ${d.emulator}`);
  expect(unknown, 'differences between the sandbox and the emulator').toEqual([]);
  const gone = KNOWN_DIFFERENCES.filter(
    (known) => !found.some((difference) => known.path.test(difference.path)),
  ).map((known) => known.reason);
  expect(gone, 'known differences that no longer occur').toEqual([]);
}

/** A script's answer, decoded by the app, or the Flow error code it failed with. */
async function answer(
  run: () => Promise<unknown>,
  decode: (value: unknown) => unknown,
): Promise<unknown> {
  try {
    return decode(await run());
  } catch (error) {
    if (error instanceof AccessNodeError) return { failedWith: error.flowError?.code ?? -1 };
    throw error;
  }
}

const E18 = 10n ** 18n;
const EOA = '0xde709f2102306220921060314715629080e2fb77';

/**
 * Event fields that differ between any two chains by nature (resource uuids, hashes, block
 * data, gas) are left out; everything else is compared.
 */
const INCOMPARABLE_FIELDS = new Set([
  'uuid',
  'withdrawnUUID',
  'fromUUID',
  'toUUID',
  'depositedUUID',
  'providerUUID',
  'collectionUUID',
  'hash',
  'blockHash',
  'blockHeight',
  'blockTimestamp',
  'gasConsumed',
  'stateUpdateChecksum',
  'precompiledCalls',
  'logs',
  'payload',
  'index',
  'id',
]);

function comparable(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !INCOMPARABLE_FIELDS.has(key)));
}

const byIdentifier = <item extends { identifier: string }>(items: readonly item[]) =>
  [...items].sort((a, b) => a.identifier.localeCompare(b.identifier));

describe('the sandbox and the real emulator, holding the same world', () => {
  let sandbox: RunningSandbox;
  let seeded: SeededEmulator;
  let onSandbox: FlowClient;
  let onEmulator: FlowClient;
  let addresses: Map<string, string>;
  const found: Difference[] = [];

  const address = (label: string) => seeded.account(label).address;

  /** What a transaction did, as the app reads it: final status, Flow error code and events. */
  async function outcome(
    client: FlowClient,
    request: { cadence: string; args: ReturnType<typeof encodeArguments> },
  ) {
    const id = await client.mutate(request);
    const status = await untilFinal(client, id);
    return {
      status: status.status,
      // The phase, not the raw code: the emulator's socket sends a failure's status_code as 0.
      phase: phaseOfStatus(status),
      errorCode: parseFlowError(status.errorMessage).code,
      eventTypes: status.events.map((event) => event.type).join(', '),
      events: status.events.map((event) => ({ type: event.type, data: comparable(event.data) })),
    };
  }

  async function sendBoth<parameters extends CadenceParameterList>(
    name: string,
    signer: string,
    definition: CadenceDefinition<parameters>,
    values:
      | CadenceArguments<parameters>
      | { sandbox: CadenceArguments<parameters>; emulator: CadenceArguments<parameters> },
  ): Promise<void> {
    const [forSandbox, forEmulator] =
      'sandbox' in values ? [values.sandbox, values.emulator] : [values, values];
    const account = seeded.account(signer);
    const request = (side: CadenceArguments<parameters>) => ({
      cadence: definition.cadence,
      args: encodeArguments(definition, side),
    });
    const sandboxClient = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
      { authorization: localAuthz(account) },
    );
    const fromSandbox = await outcome(sandboxClient, request(forSandbox));
    const fromEmulator = await outcome(seeded.client(account), request(forEmulator));
    found.push(...differences(name, fromSandbox, fromEmulator, addresses));
  }

  /**
   * One script on both networks, with the same arguments or, where an argument names something
   * each network has at its own address (WFLOW, an ERC-20), with each one's own.
   */
  async function both<parameters extends CadenceParameterList>(
    name: string,
    definition: CadenceDefinition<parameters>,
    values:
      | CadenceArguments<parameters>
      | { sandbox: CadenceArguments<parameters>; emulator: CadenceArguments<parameters> },
    decode: (value: unknown) => unknown,
  ): Promise<void> {
    const [forSandbox, forEmulator] =
      'sandbox' in values ? [values.sandbox, values.emulator] : [values, values];
    const request = (side: CadenceArguments<parameters>) => ({
      cadence: definition.cadence,
      args: encodeArguments(definition, side),
    });
    const [fromSandbox, fromEmulator] = [
      await answer(() => onSandbox.query(request(forSandbox)), decode),
      await answer(() => onEmulator.query(request(forEmulator)), decode),
    ];
    found.push(...differences(name, fromSandbox, fromEmulator, addresses));
  }

  beforeAll(async () => {
    // The sandbox charges no fees on its local network, so the comparison runs the emulator's
    // own cost model; every other suite runs mainnet's.
    seeded = await startSeededEmulator('normal', { costModel: 'emulator' });
    sandbox = await startSandbox({
      accessPort: 0,
      walletPort: 0,
      blockIntervalMs: 100,
      worldOf: (name) => emulatorWorld(FIXTURES[name]),
    });
    // The emulator's bridge charges no base fee and a token onboarding fee of 1e-8 FLOW; the
    // sandbox's defaults are a mainnet-like 0.001 and 1.0 (README: known differences).
    await sandbox.control.updateSettings({ bridgeBaseFee: '0.0', bridgeOnboardFee: '0.00000001' });
    onSandbox = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
    );
    onEmulator = seeded.client();

    // The same things at different EVM addresses: each COA, WFLOW, and the two ERC-20s.
    addresses = new Map([
      [WFLOW_ADDRESS.slice(2).toLowerCase(), seeded.world.evm.wflow],
      [SUSD_FIXTURE_EVM, seeded.world.evm.tokens[`0x${SUSD_FIXTURE_EVM}`] ?? ''],
      [SGLD_FIXTURE_EVM, seeded.world.evm.tokens[`0x${SGLD_FIXTURE_EVM}`] ?? ''],
    ]);
    for (const label of LABELS) {
      const request = {
        cadence: getEvmAccountScript.cadence,
        args: encodeArguments(getEvmAccountScript, { address: address(label), wflowHex: null }),
      };
      const [mine, real] = [
        decodeEvmAccountState(await onSandbox.query(request)),
        decodeEvmAccountState(await onEmulator.query(request)),
      ];
      if (mine && real) addresses.set(mine.coaAddress.slice(2).toLowerCase(), real.coaAddress);
    }
  });
  afterAll(async () => {
    await sandbox?.close();
    await seeded?.close();
  });

  it('runs every read script on both', async () => {
    const issuer = address('Sandbox token issuer').slice(2);
    for (const label of LABELS) {
      const owner = address(label);
      await both(
        `get_account_summary(${label})`,
        getAccountSummaryScript,
        { address: owner, countOnly: null },
        decodeAccountSummary,
      );
      await both(
        `get_flow_balance(${label})`,
        getFlowBalanceScript,
        { address: owner },
        (value) => value,
      );
      await both(
        `get_token_vaults(${label})`,
        getTokenVaultsScript,
        { address: owner, only: null },
        (value) => byIdentifier(decodeTokenVaults(value)),
      );
      await both(
        `get_nft_collections(${label})`,
        getNftCollectionsScript,
        { address: owner, only: null },
        (value) => byIdentifier(decodeNftCollections(value)),
      );
      await both(
        `get_evm_account(${label})`,
        getEvmAccountScript,
        {
          sandbox: { address: owner, wflowHex: WFLOW_ADDRESS },
          emulator: { address: owner, wflowHex: seeded.world.evm.wflow },
        },
        decodeEvmAccountState,
      );
      await both(`get_evm_nfts(${label})`, getEvmNftsScript, { owner, only: null }, decodeEvmNfts);
      for (const domain of ['storage', 'public'] as const) {
        // By path: each chain lists paths in its own order.
        await both(
          `get_account_storage(${label}, ${domain})`,
          getAccountStorageScript,
          { address: owner, domain, offset: 0n, limit: 100n },
          (value) =>
            Object.fromEntries(
              decodeStoragePage(value, 100).entries.map((entry) => [
                entry.path,
                `${entry.kind} ${entry.type}`,
              ]),
            ),
        );
      }
      for (const receiver of ['flowTokenReceiver', 'sandboxUSDReceiver']) {
        await both(
          `can_receive_token(${label}, ${receiver})`,
          canReceiveTokenScript,
          { recipient: owner, receiverPath: receiver },
          (value) => value,
        );
      }
      await both(
        `can_receive_nft(${label}, kitties)`,
        canReceiveNftScript,
        { recipient: owner, nftIdentifier: `A.${issuer}.SandboxKitties.NFT` },
        (value) => value,
      );
    }
    const alice = address('Alice');
    await both(
      'get_nfts_page(Alice)',
      getNftsPageScript,
      { address: alice, storagePath: 'SandboxKittiesCollection', offset: 0n, limit: 10n },
      (value) => {
        const page = decodeNftPage(value, 10);
        return { ...page, items: [...page.items].sort((a, b) => Number(a.id - b.id)) };
      },
    );
    await both(
      'get_nft_detail(Alice, 2)',
      getNftDetailScript,
      { address: alice, storagePath: 'SandboxKittiesCollection', id: 2n },
      (value) => decodeNftDetail(value, 2n),
    );
    for (const [name, identifier] of [
      ['FLOW', 'A.0ae53cb6e3f42a79.FlowToken.Vault'],
      ['sUSD', `A.${issuer}.SandboxUSD.Vault`],
      ['kitties', `A.${issuer}.SandboxKitties.NFT`],
    ] as const) {
      await both(
        `get_bridge_quote(${name})`,
        getBridgeQuoteScript,
        { typeIdentifier: identifier },
        decodeBridgeQuote,
      );
    }
    for (const [name, sandboxAddress] of [
      ['sGLD', SGLD_FIXTURE_EVM],
      ['sUSD', SUSD_FIXTURE_EVM],
      ['WFLOW', WFLOW_ADDRESS.slice(2).toLowerCase()],
    ] as const) {
      await both(
        `get_evm_asset_info(Alice, ${name})`,
        getEvmAssetInfoScript,
        {
          sandbox: { owner: alice, evmContractHex: sandboxAddress },
          emulator: { owner: alice, evmContractHex: addresses.get(sandboxAddress) ?? '' },
        },
        decodeEvmAssetInfo,
      );
    }
  });

  it('runs the same transactions on both: status, error code and events', async () => {
    const issuer = address('Sandbox token issuer');
    const sandboxWflow = getAddress(WFLOW_ADDRESS);
    const emulatorWflow = getAddress(seeded.world.evm.wflow);
    const batch = (wflow: `0x${string}`) =>
      evmBatchArguments([wflowCall('wrap', 2n * E18, wflow), wflowCall('unwrap', E18, wflow)]);
    const quote = decodeBridgeQuote(
      await onEmulator.query({
        cadence: getBridgeQuoteScript.cadence,
        args: encodeArguments(getBridgeQuoteScript, {
          typeIdentifier: `A.${issuer.slice(2)}.SandboxUSD.Vault`,
        }),
      }),
    );
    await sendBoth('transfer_flow(Alice → Bob, 12.5)', 'Alice', transferFlowTransaction, {
      amount: parseUFix64('12.5'),
      to: address('Bob'),
    });
    await sendBoth('transfer_flow(Bob → Alice, 5000)', 'Bob', transferFlowTransaction, {
      amount: parseUFix64('5000'),
      to: address('Alice'),
    });
    await sendBoth('transfer_flow(Alice → Dave)', 'Alice', transferFlowTransaction, {
      amount: parseUFix64('1'),
      to: address('Dave'),
    });
    await sendBoth('transfer_flow(Carol → Alice, 0.0004)', 'Carol', transferFlowTransaction, {
      amount: parseUFix64('0.0004'),
      to: address('Alice'),
    });
    await sendBoth('transfer_tokens(Alice → Bob, 2.5 sUSD)', 'Alice', transferTokensTransaction, {
      amount: parseUFix64('2.5'),
      to: address('Bob'),
      contractAddress: issuer,
      contractName: 'SandboxUSD',
    });
    await sendBoth('transfer_flow_to_evm(Bob, 7.25)', 'Bob', transferFlowToEvmTransaction, {
      recipientEVMAddressHex: EOA,
      amount: parseUFix64('7.25'),
    });
    await sendBoth('create_coa(Bob, 1.5)', 'Bob', createCoaTransaction, {
      amount: parseUFix64('1.5'),
    });
    await sendBoth('deposit_flow_to_coa(Alice, 2)', 'Alice', depositFlowToCoaTransaction, {
      amount: parseUFix64('2'),
    });
    await sendBoth('withdraw_flow_from_coa(Alice, 0.5)', 'Alice', withdrawFlowFromCoaTransaction, {
      amount: parseUFix64('0.5'),
    });
    await sendBoth('evm_batch_call(Alice, wrap 2, unwrap 1)', 'Alice', evmBatchCallTransaction, {
      sandbox: batch(sandboxWflow),
      emulator: batch(emulatorWflow),
    });
    await sendBoth('bridge_tokens_to_evm(Alice, 5 sUSD)', 'Alice', bridgeTokensToEvmTransaction, {
      vaultIdentifier: `A.${issuer.slice(2)}.SandboxUSD.Vault`,
      amount: parseUFix64('5'),
      maxFee: bridgeFeeEstimate(quote, 1, false),
    });
    const kitties = `A.${issuer.slice(2)}.SandboxKitties.NFT`;
    await sendBoth('transfer_nfts(Alice → Bob, kitties 1, 2)', 'Alice', transferNftsTransaction, {
      nftIdentifier: kitties,
      ids: [1n, 2n],
      to: address('Bob'),
    });
    await sendBoth('transfer_nfts(Alice → Carol, kitty 3)', 'Alice', transferNftsTransaction, {
      nftIdentifier: kitties,
      ids: [3n],
      to: address('Carol'),
    });
    await sendBoth('transfer_nfts(Alice → Bob, kitty 1 again)', 'Alice', transferNftsTransaction, {
      nftIdentifier: kitties,
      ids: [1n],
      to: address('Bob'),
    });
  });

  it('differs only where known', () => {
    expectOnlyKnown(found);
  });
});
