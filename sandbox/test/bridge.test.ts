/**
 * FlowEVMBridge in the sandbox chain (in process, blocks produced by hand): the bridge scripts
 * (get_bridge_quote, get_evm_asset_info, get_evm_nfts) read through the app's own decoders, and
 * the bridge transactions (tokens and NFTs both ways, EVM-native onboarding) checked for their
 * balances on both VMs to the last unit, their events, the fee moved from the signer to the
 * bridge account (never above the estimate), their failures with rollback, and FLOW
 * conservation after every transaction.
 */

import {
  decodeFunctionData,
  fromRlp,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  parseAbi,
  serializeTransaction,
} from 'viem';
import { describe, expect, it } from 'vitest';
import type { JsonCadence } from '../../emulator/src/json-cadence.ts';
import type {
  CadenceArguments,
  CadenceDefinition,
  CadenceParameterList,
} from '../../src/flow/cadence/define-cadence.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { decodeAccountSummary } from '../../src/flow/cadence/scripts/get_account_summary.ts';
import {
  bridgeFeeEstimate,
  decodeBridgeQuote,
  getBridgeQuoteScript,
} from '../../src/flow/cadence/scripts/get_bridge_quote.ts';
import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../../src/flow/cadence/scripts/get_evm_asset_info.ts';
import { decodeEvmNfts, getEvmNftsScript } from '../../src/flow/cadence/scripts/get_evm_nfts.ts';
import { decodeTokenVaults } from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import { bridgeNftsFromEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { bridgeTokensFromEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_from_evm.ts';
import { bridgeTokensToEvmTransaction } from '../../src/flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { onboardEvmAssetTransaction } from '../../src/flow/cadence/transactions/onboard_evm_asset.ts';
import { BRIDGE_COA_ADDRESS } from '../src/bridge.ts';
import { type FlowTotals, flowConservation } from '../src/conservation.ts';
import { WFLOW_ADDRESS } from '../src/evm.ts';
import type { LedgerAccount } from '../src/ledger.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import {
  ALICE,
  BOB,
  EOA,
  EVM,
  expectRolledBack,
  FLOW_TOKEN,
  FT,
  ISSUER,
  makeCore,
  parseCadenceBeforeAll,
  runScript,
  totalsOf,
} from './core.ts';
import {
  appCadence,
  cadenceError,
  type DecodedEvent,
  decodeEvents,
  hexOf,
  lineColumn,
  plain,
} from './helpers.ts';
import { signedBy, submitUntilSealed } from './tx.ts';

parseCadenceBeforeAll();

// ---------------------------------------------------------------- fixture facts

const BRIDGE = 'f8d6e0586b0a20c7';
const NFT = 'f8d6e0586b0a20c7';
const FLOW_VAULT = `A.${FLOW_TOKEN}.FlowToken.Vault`;
const SUSD = `A.${ISSUER}.SandboxUSD.Vault`;
const KITTY = `A.${ISSUER}.SandboxKitties.NFT`;
const SUSD_EVM = '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52';
const SGLD_EVM = '0x9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
const SGLD = `A.${BRIDGE}.EVMVMBridgedToken_${SGLD_EVM.slice(2)}.Vault`;
const E18 = 10n ** 18n;
const E10 = 10n ** 10n;
/** FLOW amounts in 1e-8 units. */
const FLOW = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
};
/** The defaults: base fee 0.001, onboarding 1.0; calculateBridgeFee(400 000 bytes) = 0.005. */
const BASE_FEE = FLOW('0.001');
const ONBOARD_FEE = FLOW('1');
const FEE_PER_ASSET = FLOW('0.005');
/** What escrowing one NFT costs: its 1 200 bytes of storage, plus the base fee. */
const NFT_FEE = 1_200n + BASE_FEE;

const SOURCES = {
  tokensTo: appCadence('transactions/bridge_tokens_to_evm.cdc'),
  tokensFrom: appCadence('transactions/bridge_tokens_from_evm.cdc'),
  nftsTo: appCadence('transactions/bridge_nfts_to_evm.cdc'),
  nftsFrom: appCadence('transactions/bridge_nfts_from_evm.cdc'),
  onboard: appCadence('transactions/onboard_evm_asset.cdc'),
};

// ---------------------------------------------------------------- running Cadence

/** Runs one of the app's scripts at the latest block, as FCL would decode its result. */
function query<parameters extends CadenceParameterList>(
  core: SandboxCore,
  definition: CadenceDefinition<parameters>,
  args: CadenceArguments<parameters>,
): unknown {
  return plain(runScript(core, definition.cadence, encodeArguments(definition, args)));
}

const TOKEN_VAULTS = appCadence('scripts/get_token_vaults.cdc');
const ACCOUNT_SUMMARY = appCadence('scripts/get_account_summary.cdc');

function addressScript(core: SandboxCore, source: string, address: string): unknown {
  const args: JsonCadence[] = [{ type: 'Address', value: `0x${address}` }];
  // get_token_vaults.cdc's `only: [String]?` and get_account_summary.cdc's `countOnly`: nil, every path.
  if (source === TOKEN_VAULTS || source === ACCOUNT_SUMMARY)
    args.push({ type: 'Optional', value: null });
  return plain(runScript(core, source, args));
}

interface Ran {
  id: string;
  result: Record<string, unknown>;
  events: DecodedEvent[];
}

/** Signs a transaction by `from` with the app's argument encoding, runs it until sealed. */
function send<parameters extends CadenceParameterList>(
  core: SandboxCore,
  from: string,
  definition: CadenceDefinition<parameters>,
  args: CadenceArguments<parameters>,
): Ran {
  const encoded = encodeArguments(definition, args).map((arg) => JSON.stringify(arg));
  const { id, result } = submitUntilSealed(core, signedBy(core, from, definition.cadence, encoded));
  return { id, result, events: decodeEvents(result) };
}

function expectSealed(ran: Ran): void {
  expect(ran.result).toMatchObject({ status: 'Sealed', status_code: 0, error_message: '' });
}

/** The `assert(` call whose text contains `needle` (Cadence reports the assert itself). */
function assertAt(source: string, needle: string): string {
  const offset = source.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in the source`);
  const start = source.lastIndexOf('assert(', offset);
  const before = source.slice(0, start).split('\n');
  return `${before.length}:${(before[before.length - 1] ?? '').length}`;
}

/** The failure of an `assert` in the transaction's own source. */
function assertionError(ran: Ran, source: string, message: string, needle: string): string {
  return cadenceError(`assertion failed: ${message}`, `${ran.id}:${assertAt(source, needle)}`);
}

function panicError(ran: Ran, source: string, message: string, needle: string): string {
  return cadenceError(`panic: ${message}`, `${ran.id}:${lineColumn(source, needle)}`);
}

const flowWithdrawError = (amount: string, balance: string): string =>
  cadenceError(
    'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! ' +
      `The amount requested to be withdrawn (${amount}) is greater than the balance of the Vault (${balance}).`,
    `${FT}.FungibleToken:211:16`,
  );

function expectFailed(ran: Ran, message: string): void {
  expect(ran.result).toMatchObject({ status: 'Sealed', status_code: 1 });
  expect(ran.result.error_message).toBe(message);
  expect(ran.events).toEqual([]);
}

// ---------------------------------------------------------------- ledger reads

function account(core: SandboxCore, address: string): LedgerAccount {
  const found = core.ledger.account(address);
  if (found === undefined) throw new Error(`no account ${address}`);
  return found;
}

const flowOf = (core: SandboxCore, address: string): bigint =>
  account(core, address).flowVault?.balance ?? -1n;

const tokenOf = (core: SandboxCore, address: string, type: string): bigint | undefined =>
  account(core, address).vaults.find((vault) => vault.typeIdentifier === type)?.balance;

function coaOf(core: SandboxCore, address: string) {
  const coa = account(core, address).coa;
  if (coa === null) throw new Error(`${address} has no COA`);
  return coa;
}

const erc20Of = (core: SandboxCore, address: string, token: string): bigint =>
  coaOf(core, address).erc20Balances[token] ?? 0n;

const kittyIds = (core: SandboxCore, address: string): bigint[] =>
  (account(core, address).collections.find((c) => c.nftTypeIdentifier === KITTY)?.nfts ?? [])
    .map((nft) => nft.id)
    .sort((a, b) => (a < b ? -1 : 1));

/** FLOW is conserved across both VMs since `start` (fees move FLOW, they never create it). */
function expectConserved(core: SandboxCore, start: FlowTotals): void {
  expect(flowConservation(start, totalsOf(core)).createdAtto).toBe(0n);
}

async function setup(options: { transactionFees?: boolean; chainId?: 'flow-testnet' } = {}) {
  const core = await makeCore(options);
  return { core, start: totalsOf(core) };
}

/** Alice's fee, taken from her vault and received by the bridge account: exactly `fee`. */
function expectFeeMoved(
  core: SandboxCore,
  before: { alice: bigint; bridge: bigint },
  fee: bigint,
  estimate: bigint,
): void {
  expect(before.alice - flowOf(core, ALICE)).toBe(fee);
  expect(flowOf(core, BRIDGE) - before.bridge).toBe(fee);
  expect(fee).toBeLessThanOrEqual(estimate);
}

const balances = (core: SandboxCore) => ({
  alice: flowOf(core, ALICE),
  bridge: flowOf(core, BRIDGE),
});

/** The FLOW fee events of `depositFee`: Alice's vault → the bridge account's vault. */
function feeEventTypes(): string[] {
  return [
    `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
    `A.${FT}.FungibleToken.Withdrawn`,
    `A.${FLOW_TOKEN}.FlowToken.TokensDeposited`,
    `A.${FT}.FungibleToken.Deposited`,
  ];
}

// ---------------------------------------------------------------- EVM events

const BRIDGE_ABI = parseAbi([
  'function mint(address to, uint256 amount)',
  'function burn(uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function safeMint(address to, uint256 tokenId, string uri)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function updateTokenURI(uint256 tokenId, string uri)',
  'function deploy(string deployerTag, string name, string symbol, string cadenceAddress, string flowIdentifier, string contractURI) returns (address)',
]);

interface EvmCall {
  subType: number;
  from: string;
  to: string;
  functionName: string;
  args: readonly unknown[];
  gasLimit: bigint;
  nonce: bigint;
  errorCode: string;
  logs: unknown;
  hash: Hex;
  data: Hex;
}

/** An `EVM.TransactionExecuted` decoded: the direct call's fields and the ABI call. */
function evmCallOf(event: DecodedEvent | undefined): EvmCall {
  if (event === undefined) throw new Error('no event');
  expect(event.type).toBe(`A.${EVM}.EVM.TransactionExecuted`);
  const payload = hexOf(event.fields.payload);
  expect(payload.slice(0, 4)).toBe('0xff');
  const fields = fromRlp(`0x${payload.slice(4)}`, 'hex');
  if (!Array.isArray(fields) || fields.length !== 8) throw new Error('not a direct call');
  const [, subType, from, to, data, value, gasLimit, nonce] = fields as Hex[];
  expect(value).toBe('0x');
  const decoded = decodeFunctionData({ abi: BRIDGE_ABI, data: data ?? '0x' });
  const logs = hexOf(event.fields.logs);
  return {
    subType: Number(subType),
    from: from ?? '',
    to: to ?? '',
    functionName: decoded.functionName,
    args: decoded.args ?? [],
    gasLimit: BigInt(gasLimit === '0x' ? 0 : (gasLimit ?? 0)),
    nonce: nonce === '0x' ? 0n : BigInt(nonce ?? 0),
    errorCode: String(event.fields.errorCode),
    logs: logs === '0x' ? [] : fromRlp(logs, 'hex'),
    hash: hexOf(event.fields.hash),
    data: data ?? '0x',
  };
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const topic = (address: string): Hex => `0x${address.slice(2).padStart(64, '0')}`;
const word = (value: bigint): Hex => `0x${value.toString(16).padStart(64, '0')}`;
const ZERO = `0x${'0'.repeat(40)}`;

// ---------------------------------------------------------------- scripts

describe('get_bridge_quote.cdc', () => {
  it('quotes an onboarded token, an NFT that needs onboarding, and FLOW (WFLOW)', async () => {
    const { core } = await setup();
    const quote = (typeIdentifier: string) =>
      decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier }));
    const fees = { paused: false, feePerAsset: FEE_PER_ASSET, onboardFee: ONBOARD_FEE };
    expect(quote(SUSD)).toEqual({
      ...fees,
      requiresOnboarding: false,
      evmAddress: getAddress(SUSD_EVM),
    });
    expect(quote(KITTY)).toEqual({ ...fees, requiresOnboarding: true, evmAddress: null });
    expect(quote(FLOW_VAULT)).toEqual({
      ...fees,
      requiresOnboarding: false,
      evmAddress: getAddress(WFLOW_ADDRESS),
    });
    // The fee rule the transactions assert.
    expect(bridgeFeeEstimate(quote(KITTY), 3, true)).toBe(3n * FEE_PER_ASSET + ONBOARD_FEE);
    expect(bridgeFeeEstimate(quote(SUSD), 1, false)).toBe(FEE_PER_ASSET);
  });

  it('answers nil for what the bridge cannot move or what does not exist', async () => {
    const { core } = await setup();
    for (const typeIdentifier of [
      `A.${ISSUER}.SandboxKitties.Collection`,
      `A.${ISSUER}.SandboxUSD.Minter`,
      `A.${ISSUER}.Nothing.Vault`,
      SGLD, // an EVM-native token's type exists once onboarded
      'not a type',
      '',
    ]) {
      expect(decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier }))).toEqual({
        paused: false,
        requiresOnboarding: null,
        evmAddress: null,
        feePerAsset: FEE_PER_ASSET,
        onboardFee: ONBOARD_FEE,
      });
    }
  });

  it('follows the bridge settings of /_sandbox/settings', async () => {
    const { core } = await setup();
    const control = core.control();
    expect(await control.settings()).toMatchObject({
      bridgeBaseFee: '0.00100000',
      bridgeOnboardFee: '1.00000000',
      bridgePaused: false,
    });
    expect(
      await control.updateSettings({
        bridgeBaseFee: '0.01',
        bridgeOnboardFee: '2.5',
        bridgePaused: true,
      }),
    ).toMatchObject({
      bridgeBaseFee: '0.01000000',
      bridgeOnboardFee: '2.50000000',
      bridgePaused: true,
    });
    expect(decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: SUSD }))).toEqual({
      paused: true,
      requiresOnboarding: false,
      evmAddress: getAddress(SUSD_EVM),
      feePerAsset: FLOW('0.004') + FLOW('0.01'),
      onboardFee: FLOW('2.5'),
    });
    // A reset re-seeds the ledger with the settings as they are.
    await control.reset();
    expect(
      decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: SUSD })).paused,
    ).toBe(true);
  });

  it('refuses malformed bridge settings with the control API message', async () => {
    const { core } = await setup();
    expect(() => core.updateSettings({ bridgeBaseFee: 0.01 })).toThrow(
      'bridgeBaseFee must be a FLOW amount as text with at most 8 decimals, e.g. "0.001"',
    );
    expect(() => core.updateSettings({ bridgeOnboardFee: '1.000000001' })).toThrow(
      'bridgeOnboardFee must be',
    );
    expect(() => core.updateSettings({ bridgeOnboardFee: '-1' })).toThrow('bridgeOnboardFee');
    expect(() => core.updateSettings({ bridgePaused: 'yes' })).toThrow(
      'bridgePaused must be a boolean',
    );
    expect(core.settings.bridgeBaseFee).toBe('0.00100000');
  });
});

describe('get_evm_asset_info.cdc', () => {
  it('describes the EVM-native sGLD (not onboarded) and the bridged sUSD for Alice', async () => {
    const { core } = await setup();
    const info = (evmContractHex: string, owner = `0x${ALICE}`) =>
      decodeEvmAssetInfo(query(core, getEvmAssetInfoScript, { owner, evmContractHex }));
    const fees = { paused: false, feePerAsset: FEE_PER_ASSET, onboardFee: ONBOARD_FEE };
    expect(info(SGLD_EVM)).toEqual({
      ...fees,
      kind: 'erc20',
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      decimals: 18,
      requiresOnboarding: true,
      associatedType: null,
      coaBalance: 1500n * E18,
    });
    expect(info(SUSD_EVM.slice(2).toUpperCase())).toEqual({
      ...fees,
      kind: 'erc20',
      name: 'Sandbox USD',
      symbol: 'sUSD',
      decimals: 18,
      requiresOnboarding: false,
      associatedType: SUSD,
      coaBalance: 12_500_000_000_000_000_000n,
    });
    expect(info(getAddress(WFLOW_ADDRESS))).toMatchObject({
      kind: 'erc20',
      symbol: 'WFLOW',
      requiresOnboarding: false,
      associatedType: FLOW_VAULT,
      coaBalance: 3n * E18,
    });
    // Bob has no COA; an EOA is no asset.
    expect(info(SGLD_EVM, `0x${BOB}`).coaBalance).toBeNull();
    expect(info(EOA)).toEqual({
      ...fees,
      kind: 'unknown',
      name: null,
      symbol: null,
      decimals: null,
      requiresOnboarding: null,
      associatedType: null,
      coaBalance: null,
    });
  });

  it('fails on a malformed address as EVM.addressFromString does', async () => {
    const { core } = await setup();
    expect(() =>
      query(core, getEvmAssetInfoScript, { owner: `0x${ALICE}`, evmContractHex: '0x1234' }),
    ).toThrow(
      'EVM.addressFromString(): Invalid hex string length for an EVM address. The provided string is 6, but the length must be 40 or 42.',
    );
  });
});

describe('get_evm_nfts.cdc', () => {
  it('is empty without a COA, and without bridged NFT types', async () => {
    const { core } = await setup();
    expect(
      decodeEvmNfts(query(core, getEvmNftsScript, { owner: `0x${ALICE}`, only: null })),
    ).toEqual([]);
    expect(decodeEvmNfts(query(core, getEvmNftsScript, { owner: `0x${BOB}`, only: null }))).toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------- tokens

const toEvm = (core: SandboxCore, vaultIdentifier: string, amount: bigint, maxFee: bigint) =>
  send(core, ALICE, bridgeTokensToEvmTransaction, { vaultIdentifier, amount, maxFee });
const fromEvm = (core: SandboxCore, vaultIdentifier: string, amount: bigint, maxFee: bigint) =>
  send(core, ALICE, bridgeTokensFromEvmTransaction, { vaultIdentifier, amount, maxFee });

describe('bridge_tokens_to_evm.cdc', () => {
  it('locks sUSD in escrow, mints its ERC-20 to the COA, and moves the base fee to the bridge', async () => {
    const { core, start } = await setup();
    const before = balances(core);
    const aliceVault = account(core, ALICE).vaults.find((v) => v.typeIdentifier === SUSD);
    const escrow = core.ledger.state.bridge.tokenEscrow[SUSD];
    const coa = coaOf(core, ALICE).evmAddress;
    const ran = toEvm(core, SUSD, FLOW('10.5'), FEE_PER_ASSET);
    expectSealed(ran);

    expect(tokenOf(core, ALICE, SUSD)).toBe(FLOW('239.5'));
    expect(erc20Of(core, ALICE, SUSD_EVM)).toBe(23n * E18);
    expect(core.ledger.state.bridge.tokenEscrow[SUSD]?.balance).toBe(FLOW('23'));
    expectFeeMoved(core, before, BASE_FEE, FEE_PER_ASSET);
    expectConserved(core, start);

    expect(ran.events.map((e) => e.type)).toEqual([
      `A.${FT}.FungibleToken.Withdrawn`,
      `A.${BRIDGE}.IFlowEVMTokenBridge.BridgedTokensToEVM`,
      `A.${FT}.FungibleToken.Deposited`,
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
    ]);
    const [withdrawn, bridged, locked, feeOut, , feeIn] = ran.events;
    expect(withdrawn?.fields).toEqual({
      type: SUSD,
      amount: '10.50000000',
      from: `0x${ALICE}`,
      fromUUID: String(aliceVault?.uuid),
      withdrawnUUID: expect.stringMatching(/^\d+$/),
      balanceAfter: '239.50000000',
    });
    expect(bridged?.fields).toEqual({
      type: SUSD,
      amount: '10.50000000',
      bridgedUUID: withdrawn?.fields.withdrawnUUID,
      to: coa.slice(2),
      evmContractAddress: SUSD_EVM.slice(2),
      bridgeAddress: `0x${BRIDGE}`,
    });
    expect(locked?.fields).toEqual({
      type: SUSD,
      amount: '10.50000000',
      to: `0x${BRIDGE}`,
      toUUID: String(escrow?.uuid),
      depositedUUID: withdrawn?.fields.withdrawnUUID,
      balanceAfter: '23.00000000',
    });
    expect(feeOut?.fields).toEqual({ amount: '0.00100000', from: `0x${ALICE}` });
    expect(feeIn?.fields).toEqual({ amount: '0.00100000', to: `0x${BRIDGE}` });

    // The bridge COA's mint, encoded and hashed as flow-go does a COA's call.
    const executed = ran.events[7];
    const call = evmCallOf(executed);
    expect(call).toMatchObject({
      subType: 5,
      from: BRIDGE_COA_ADDRESS,
      to: SUSD_EVM,
      functionName: 'mint',
      args: [getAddress(coa), 10_500_000_000_000_000_000n],
      gasLimit: 15_000_000n,
      nonce: 1n,
      errorCode: '0',
      logs: [
        [SUSD_EVM, [TRANSFER_TOPIC, topic(ZERO), topic(coa)], word(10_500_000_000_000_000_000n)],
      ],
    });
    const expectedHash = keccak256(
      serializeTransaction(
        {
          type: 'legacy',
          nonce: 1,
          gasPrice: 0n,
          gas: 15_000_000n,
          to: SUSD_EVM,
          value: 0n,
          data: call.data,
        },
        { r: numberToHex(BigInt(BRIDGE_COA_ADDRESS)), s: '0x05', v: 255n },
      ),
    );
    expect(call.hash).toBe(expectedHash);

    // get_token_vaults shows the new EVM side.
    const sUsd = decodeTokenVaults(addressScript(core, TOKEN_VAULTS, ALICE)).find(
      (vault) => vault.identifier === SUSD,
    );
    expect(sUsd?.balance).toBe(FLOW('239.5'));
    expect(sUsd?.evm).toEqual({ contract: getAddress(SUSD_EVM), balance: 23n * E18, decimals: 18 });
  });

  it('onboards a Cadence-native token inline, charging the onboarding fee within the estimate', async () => {
    const { core, start } = await setup();
    const alice = account(core, ALICE);
    const [susd] = alice.vaults;
    if (susd === undefined) throw new Error('Alice has sUSD');
    // A second fixture-like token nobody has onboarded.
    const points = `A.${ISSUER}.SandboxPoints.Vault`;
    alice.vaults.push({
      ...structuredClone(susd),
      uuid: 77_777n,
      contractName: 'SandboxPoints',
      typeIdentifier: points,
      name: 'Sandbox Points',
      symbol: 'sPTS',
      storagePath: '/storage/sandboxPointsVault',
      receiverPath: '/public/sandboxPointsReceiver',
      balance: FLOW('40'),
      evmAddress: null,
    });
    account(core, ISSUER).contracts.SandboxPoints = '';
    core.chain.resetHistory();
    const quote = decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: points }));
    expect(quote.requiresOnboarding).toBe(true);
    const estimate = bridgeFeeEstimate(quote, 1, true);
    expect(estimate).toBe(FEE_PER_ASSET + ONBOARD_FEE);

    const before = balances(core);
    const ran = toEvm(core, points, FLOW('40'), estimate);
    expectSealed(ran);
    expectFeeMoved(core, before, ONBOARD_FEE + BASE_FEE, estimate);
    expectConserved(core, start);
    expect(ran.events.map((e) => e.type)).toEqual([
      `A.${FT}.FungibleToken.Withdrawn`,
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${BRIDGE}.FlowEVMBridgeConfig.AssociationUpdated`,
      `A.${BRIDGE}.FlowEVMBridge.Onboarded`,
      `A.${BRIDGE}.IFlowEVMTokenBridge.BridgedTokensToEVM`,
      `A.${FT}.FungibleToken.Deposited`,
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
    ]);
    const deploy = evmCallOf(ran.events[5]);
    expect(deploy).toMatchObject({
      from: BRIDGE_COA_ADDRESS,
      functionName: 'deploy',
      args: ['ERC20', 'Sandbox Points', 'sPTS', `0x${ISSUER}`, points, ''],
    });
    const onboarded = ran.events[7]?.fields;
    const erc20 = `0x${String(onboarded?.evmContractAddress)}`;
    expect(onboarded).toEqual({
      type: points,
      cadenceContractAddress: `0x${ISSUER}`,
      evmContractAddress: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(ran.events[6]?.fields).toEqual({ type: points, evmAddress: erc20.slice(2) });
    expect(evmCallOf(ran.events[14])).toMatchObject({
      functionName: 'mint',
      to: erc20,
      nonce: 2n,
    });
    expect(erc20Of(core, ALICE, erc20)).toBe(40n * E18);
    expect(tokenOf(core, ALICE, points)).toBe(0n);
    expect(
      decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: points })),
    ).toEqual({ ...quote, requiresOnboarding: false, evmAddress: getAddress(erc20) });
    const vault = decodeTokenVaults(addressScript(core, TOKEN_VAULTS, ALICE)).find(
      (v) => v.identifier === points,
    );
    expect(vault?.evm).toEqual({ contract: getAddress(erc20), balance: 40n * E18, decimals: 18 });
  });

  it('fails like the token vault when the amount is above the balance, and rolls back', async () => {
    const { core, start } = await setup();
    const before = structuredClone(core.ledger.state);
    const ran = toEvm(core, SUSD, FLOW('250.00000001'), FEE_PER_ASSET);
    expectFailed(
      ran,
      cadenceError(
        'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! ' +
          'The amount requested to be withdrawn (250.00000001) is greater than the balance of the Vault (250.00000000).',
        `${FT}.FungibleToken:211:16`,
      ),
    );
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });

  it('fails like the FLOW vault when the signer cannot pay the fee', async () => {
    const { core, start } = await setup();
    await core.control().updateSettings({ bridgeBaseFee: '2000' });
    const before = structuredClone(core.ledger.state);
    const ran = toEvm(core, SUSD, FLOW('1'), FLOW('3000'));
    expectFailed(ran, flowWithdrawError('2000.00000000', '1000.00000000'));
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });

  it('refuses a fee estimate above maxFee, with the amounts', async () => {
    const { core, start } = await setup();
    const before = structuredClone(core.ledger.state);
    const ran = toEvm(core, SUSD, FLOW('1'), FEE_PER_ASSET - 1n);
    expectFailed(
      ran,
      assertionError(
        ran,
        SOURCES.tokensTo,
        'The bridge fee estimate (0.00500000) is above the maximum you approved (0.00499999)',
        'estimate <= maxFee',
      ),
    );
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });

  it('fails while the bridge is paused, without a COA, for FLOW, zero, or an unknown type', async () => {
    const { core, start } = await setup();
    const cases: [() => Ran, (ran: Ran) => string, string][] = [
      [
        () =>
          send(core, BOB, bridgeTokensToEvmTransaction, {
            vaultIdentifier: SUSD,
            amount: FLOW('1'),
            maxFee: FEE_PER_ASSET,
          }),
        (ran) =>
          panicError(
            ran,
            SOURCES.tokensTo,
            'The signer has no COA at /storage/evm',
            'panic("The signer has no COA',
          ),
        BOB,
      ],
      [
        () => toEvm(core, FLOW_VAULT, FLOW('1'), FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensTo,
            'FLOW moves to the COA with a deposit, not through the bridge',
            'self.vaultType != Type<@FlowToken.Vault>()',
          ),
        ALICE,
      ],
      [
        () => toEvm(core, SUSD, 0n, FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensTo,
            'The amount to bridge must be above zero',
            'amount > 0.0',
          ),
        ALICE,
      ],
      [
        () => toEvm(core, `A.${ISSUER}.Nothing.Vault`, FLOW('1'), FEE_PER_ASSET),
        (ran) =>
          panicError(
            ran,
            SOURCES.tokensTo,
            `No token type A.${ISSUER}.Nothing.Vault on this network`,
            'panic("No token type',
          ),
        ALICE,
      ],
      [
        () => toEvm(core, `A.${ISSUER}.SandboxKitties.Collection`, FLOW('1'), FEE_PER_ASSET),
        (ran) =>
          panicError(
            ran,
            SOURCES.tokensTo,
            `The bridge cannot move A.${ISSUER}.SandboxKitties.Collection: it is neither a fungible token nor an NFT`,
            'panic("The bridge cannot move',
          ),
        ALICE,
      ],
      [
        () => toEvm(core, KITTY, FLOW('1'), FLOW('2')),
        (ran) =>
          panicError(
            ran,
            SOURCES.tokensTo,
            'The token contract does not describe its vault (FTVaultData view)',
            'panic("The token contract',
          ),
        ALICE,
      ],
    ];
    for (const [run, message, signer] of cases) {
      const before = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(ran, message(ran));
      expectRolledBack(core, before, signer);
    }
    await core.control().updateSettings({ bridgePaused: true });
    const before = structuredClone(core.ledger.state);
    const ran = toEvm(core, SUSD, FLOW('1'), FEE_PER_ASSET);
    expectFailed(
      ran,
      assertionError(
        ran,
        SOURCES.tokensTo,
        'The bridge is paused: nothing can be bridged until it resumes',
        '!FlowEVMBridgeConfig.isPaused()',
      ),
    );
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });
});

describe('bridge_tokens_from_evm.cdc', () => {
  it('round-trips sUSD Cadence → EVM → Cadence exactly, burning the ERC-20 and unlocking escrow', async () => {
    const { core, start } = await setup();
    const before = balances(core);
    const escrowBefore = core.ledger.state.bridge.tokenEscrow[SUSD]?.balance;
    const coa = coaOf(core, ALICE).evmAddress;
    expectSealed(toEvm(core, SUSD, FLOW('10.12345678'), FEE_PER_ASSET));
    expectConserved(core, start);
    expect(erc20Of(core, ALICE, SUSD_EVM)).toBe(
      12_500_000_000_000_000_000n + 10_123_456_780_000_000_000n,
    );

    const ran = fromEvm(core, SUSD, 10_123_456_780_000_000_000n, FEE_PER_ASSET);
    expectSealed(ran);
    expectConserved(core, start);
    expect(tokenOf(core, ALICE, SUSD)).toBe(FLOW('250'));
    expect(erc20Of(core, ALICE, SUSD_EVM)).toBe(12_500_000_000_000_000_000n);
    expect(core.ledger.state.bridge.tokenEscrow[SUSD]?.balance).toBe(escrowBefore);
    expect(core.ledger.state.bridge.erc20s.find((t) => t.address === SUSD_EVM)?.balances).toEqual({
      [BRIDGE_COA_ADDRESS]: 0n,
    });
    expectFeeMoved(core, before, 2n * BASE_FEE, 2n * FEE_PER_ASSET);

    expect(ran.events.map((e) => e.type)).toEqual([
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${FT}.FungibleToken.Withdrawn`,
      `A.${BRIDGE}.IFlowEVMTokenBridge.BridgedTokensFromEVM`,
      `A.${FT}.FungibleToken.Deposited`,
    ]);
    const transfer = evmCallOf(ran.events[4]);
    expect(transfer).toMatchObject({
      from: coa,
      to: SUSD_EVM,
      functionName: 'transfer',
      args: [getAddress(BRIDGE_COA_ADDRESS), 10_123_456_780_000_000_000n],
      // Alice's COA was deployed (1) and has made no call before.
      nonce: 1n,
    });
    expect(coaOf(core, ALICE).nonce).toBe(2n);
    expect(evmCallOf(ran.events[5])).toMatchObject({
      from: BRIDGE_COA_ADDRESS,
      functionName: 'burn',
      args: [10_123_456_780_000_000_000n],
      nonce: 2n,
    });
    const unlocked = ran.events[6]?.fields;
    expect(unlocked).toMatchObject({ type: SUSD, amount: '10.12345678', from: `0x${BRIDGE}` });
    expect(ran.events[7]?.fields).toEqual({
      type: SUSD,
      amount: '10123456780000000000',
      bridgedUUID: unlocked?.withdrawnUUID,
      caller: coa.slice(2),
      evmContractAddress: SUSD_EVM.slice(2),
      bridgeAddress: `0x${BRIDGE}`,
    });
    expect(ran.events[8]?.fields).toMatchObject({
      type: SUSD,
      amount: '10.12345678',
      to: `0x${ALICE}`,
      depositedUUID: unlocked?.withdrawnUUID,
      balanceAfter: '250.00000000',
    });
  });

  it('bridges what a UFix64 holds and leaves the dust below 1e-8 in the COA', async () => {
    const { core, start } = await setup();
    const ran = fromEvm(core, SUSD, E18 + E10 - 1n, FEE_PER_ASSET);
    expectSealed(ran);
    expectConserved(core, start);
    expect(tokenOf(core, ALICE, SUSD)).toBe(FLOW('251'));
    expect(erc20Of(core, ALICE, SUSD_EVM)).toBe(11_500_000_000_000_000_000n);
    expect(ran.events.find((e) => e.type.endsWith('BridgedTokensFromEVM'))?.fields.amount).toBe(
      String(E18),
    );
  });

  it('refuses an amount above the COA balance, below 1e-8, a fee above maxFee, or no onboarding', async () => {
    const { core, start } = await setup();
    const cases: [() => Ran, (ran: Ran) => string][] = [
      [
        () => fromEvm(core, SUSD, 12_500_000_000_000_000_001n, FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensFrom,
            'The COA holds 12500000000000000000 units of this token, less than the 12500000000000000001 requested',
            'balance >= amount',
          ),
      ],
      [
        () => fromEvm(core, SUSD, E10 - 1n, FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensFrom,
            'The amount is below 0.00000001, the smallest amount a Cadence vault can hold',
            'convertERC20AmountToCadenceAmount',
          ),
      ],
      [
        () => fromEvm(core, SUSD, E18, FLOW('0.001')),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensFrom,
            'The bridge fee estimate (0.00500000) is above the maximum you approved (0.00100000)',
            'estimate <= maxFee',
          ),
      ],
      [
        // sGLD's Cadence type exists only once its ERC-20 is onboarded.
        () => fromEvm(core, SGLD, E18, FEE_PER_ASSET),
        (ran) =>
          panicError(
            ran,
            SOURCES.tokensFrom,
            `No token type ${SGLD} on this network: an EVM-native token gets one when its ERC-20 is onboarded to the bridge`,
            'panic("No token type',
          ),
      ],
      [
        () => fromEvm(core, KITTY, 1n, FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensFrom,
            `The bridge has not onboarded ${KITTY}: there is nothing of it on Flow EVM`,
            '!requiresOnboarding',
          ),
      ],
      [
        () => fromEvm(core, FLOW_VAULT, E18, FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.tokensFrom,
            'FLOW moves from the COA with a withdrawal, not through the bridge',
            'self.vaultType != Type<@FlowToken.Vault>()',
          ),
      ],
    ];
    for (const [run, message] of cases) {
      const before = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(ran, message(ran));
      expectRolledBack(core, before, ALICE);
    }
    expectConserved(core, start);
  });

  it("fails the bridge's escrow assertion when the COA's transfer reverts (revert-evm-call fault)", async () => {
    const { core, start } = await setup();
    await core.control().revertEvmCall(1);
    const before = structuredClone(core.ledger.state);
    const ran = fromEvm(core, SUSD, E18, FEE_PER_ASSET);
    expectFailed(
      ran,
      cadenceError(
        'assertion failed: Transfer via callback failed',
        `${BRIDGE}.FlowEVMBridgeUtils:1605:8`,
      ),
    );
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
    // The fault was for that transaction only.
    expectSealed(fromEvm(core, SUSD, E18, FEE_PER_ASSET));
  });

  it('fails like the FLOW vault when the signer cannot pay the fee', async () => {
    const { core, start } = await setup();
    await core.control().updateSettings({ bridgeBaseFee: '1000.5' });
    const before = structuredClone(core.ledger.state);
    const ran = fromEvm(core, SUSD, E18, FLOW('2000'));
    expectFailed(ran, flowWithdrawError('1000.50000000', '1000.00000000'));
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });
});

// ---------------------------------------------------------------- EVM-native onboarding

const onboard = (core: SandboxCore, contractAddressHex: string, maxFee: bigint, from = ALICE) =>
  send(core, from, onboardEvmAssetTransaction, { contractAddressHex, maxFee });

describe('onboard_evm_asset.cdc', () => {
  it('onboards sGLD, then bridges it to Cadence (a new vault) and back to EVM', async () => {
    const { core, start } = await setup();
    const before = balances(core);
    const ran = onboard(core, getAddress(SGLD_EVM), ONBOARD_FEE);
    expectSealed(ran);
    expectFeeMoved(core, before, ONBOARD_FEE, ONBOARD_FEE);
    expectConserved(core, start);
    expect(ran.events.map((e) => e.type)).toEqual([
      ...feeEventTypes(),
      `A.${BRIDGE}.FlowEVMBridgeConfig.AssociationUpdated`,
      `A.${BRIDGE}.FlowEVMBridge.BridgeDefiningContractDeployed`,
    ]);
    expect(ran.events[4]?.fields).toEqual({ type: SGLD, evmAddress: SGLD_EVM.slice(2) });
    expect(ran.events[5]?.fields).toEqual({
      contractName: `EVMVMBridgedToken_${SGLD_EVM.slice(2)}`,
      assetName: 'Sandbox Gold',
      symbol: 'sGLD',
      isERC721: false,
      evmContractAddress: SGLD_EVM.slice(2),
    });
    const info = decodeEvmAssetInfo(
      query(core, getEvmAssetInfoScript, { owner: `0x${ALICE}`, evmContractHex: SGLD_EVM }),
    );
    expect(info).toMatchObject({ requiresOnboarding: false, associatedType: SGLD });
    expect(
      decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: SGLD })),
    ).toMatchObject({ requiresOnboarding: false, evmAddress: getAddress(SGLD_EVM) });

    // EVM → Cadence: the COA's sGLD goes to the bridge COA's escrow; new tokens in a new vault.
    const summaryBefore = decodeAccountSummary(addressScript(core, ACCOUNT_SUMMARY, ALICE));
    const beforeIn = balances(core);
    const coa = coaOf(core, ALICE).evmAddress;
    const bridgedIn = fromEvm(core, SGLD, 100n * E18 + 5n, FEE_PER_ASSET);
    expectSealed(bridgedIn);
    expectFeeMoved(core, beforeIn, BASE_FEE, FEE_PER_ASSET);
    expectConserved(core, start);
    expect(tokenOf(core, ALICE, SGLD)).toBe(FLOW('100'));
    expect(erc20Of(core, ALICE, SGLD_EVM)).toBe(1400n * E18);
    expect(core.ledger.state.bridge.erc20s.find((t) => t.address === SGLD_EVM)?.balances).toEqual({
      [BRIDGE_COA_ADDRESS]: 100n * E18,
    });
    expect(bridgedIn.events.map((e) => e.type)).toEqual([
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${BRIDGE}.IFlowEVMTokenBridge.BridgedTokensFromEVM`,
      `A.${FT}.FungibleToken.Deposited`,
    ]);
    expect(evmCallOf(bridgedIn.events[4])).toMatchObject({
      from: coa,
      to: SGLD_EVM,
      functionName: 'transfer',
      args: [getAddress(BRIDGE_COA_ADDRESS), 100n * E18],
      logs: [[SGLD_EVM, [TRANSFER_TOPIC, topic(coa), topic(BRIDGE_COA_ADDRESS)], word(100n * E18)]],
    });
    const vaults = decodeTokenVaults(addressScript(core, TOKEN_VAULTS, ALICE));
    expect(vaults.find((v) => v.identifier === SGLD)).toEqual({
      identifier: SGLD,
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      logo: '',
      balance: FLOW('100'),
      storagePath: `/storage/EVMVMBridgedToken_${SGLD_EVM.slice(2)}Vault`,
      receiverPath: `/public/EVMVMBridgedToken_${SGLD_EVM.slice(2)}Receiver`,
      evm: { contract: getAddress(SGLD_EVM), balance: 1400n * E18, decimals: 18 },
    });
    const summary = decodeAccountSummary(addressScript(core, ACCOUNT_SUMMARY, ALICE));
    expect(summary.tokenCount).toBe(summaryBefore.tokenCount + 1);

    // Cadence → EVM: the bridge-defined tokens are burnt; the escrowed ERC-20 is released.
    const beforeOut = balances(core);
    const bridgedOut = toEvm(core, SGLD, FLOW('40'), FEE_PER_ASSET);
    expectSealed(bridgedOut);
    expectFeeMoved(core, beforeOut, BASE_FEE, FEE_PER_ASSET);
    expectConserved(core, start);
    expect(tokenOf(core, ALICE, SGLD)).toBe(FLOW('60'));
    expect(erc20Of(core, ALICE, SGLD_EVM)).toBe(1440n * E18);
    expect(bridgedOut.events.map((e) => e.type)).toEqual([
      `A.${FT}.FungibleToken.Withdrawn`,
      `A.${BRIDGE}.IFlowEVMTokenBridge.BridgedTokensToEVM`,
      `A.${FT}.FungibleToken.Burned`,
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
    ]);
    expect(bridgedOut.events[2]?.fields).toEqual({
      type: SGLD,
      amount: '40.00000000',
      fromUUID: bridgedOut.events[0]?.fields.withdrawnUUID,
    });
    expect(evmCallOf(bridgedOut.events[7])).toMatchObject({
      from: BRIDGE_COA_ADDRESS,
      to: SGLD_EVM,
      functionName: 'transfer',
      args: [getAddress(coa), 40n * E18],
    });
  });

  it('refuses an onboarded contract, a non-asset, a fee above maxFee, a bad address, a pause', async () => {
    const { core, start } = await setup();
    const cases: [() => Ran, (ran: Ran) => string][] = [
      [
        () => onboard(core, SUSD_EVM, ONBOARD_FEE),
        (ran) =>
          assertionError(
            ran,
            SOURCES.onboard,
            `The EVM contract ${SUSD_EVM} is already onboarded to the bridge`,
            'assert(requiresOnboarding',
          ),
      ],
      [
        () => onboard(core, EOA, ONBOARD_FEE),
        (ran) =>
          panicError(
            ran,
            SOURCES.onboard,
            `The EVM contract ${EOA} is neither an ERC-20 nor an ERC-721: the bridge cannot move it`,
            'panic("The EVM contract',
          ),
      ],
      [
        () => onboard(core, SGLD_EVM, ONBOARD_FEE - 1n),
        (ran) =>
          assertionError(
            ran,
            SOURCES.onboard,
            'The bridge fee estimate (1.00000000) is above the maximum you approved (0.99999999)',
            'estimate <= maxFee',
          ),
      ],
      [
        () => onboard(core, 'sgld', ONBOARD_FEE),
        () =>
          cadenceError(
            'pre-condition failed: EVM.addressFromString(): Invalid hex string length for an EVM address. The provided string is 4, but the length must be 40 or 42.',
            `${EVM}.EVM:244:12`,
          ),
      ],
    ];
    for (const [run, message] of cases) {
      const before = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(ran, message(ran));
      expectRolledBack(core, before, ALICE);
    }
    await core.control().updateSettings({ bridgePaused: true });
    const before = structuredClone(core.ledger.state);
    const ran = onboard(core, SGLD_EVM, ONBOARD_FEE);
    expectFailed(
      ran,
      assertionError(
        ran,
        SOURCES.onboard,
        'The bridge is paused: nothing can be onboarded until it resumes',
        '!FlowEVMBridgeConfig.isPaused()',
      ),
    );
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });

  it('fails like the FLOW vault when the signer cannot pay the onboarding fee', async () => {
    const { core, start } = await setup();
    await core.control().updateSettings({ bridgeOnboardFee: '1000.5' });
    const before = structuredClone(core.ledger.state);
    const ran = onboard(core, SGLD_EVM, FLOW('1000.5'));
    expectFailed(ran, flowWithdrawError('1000.50000000', '1000.00000000'));
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });
});

// ---------------------------------------------------------------- NFTs

const nftsToEvm = (core: SandboxCore, ids: bigint[], maxFee: bigint, from = ALICE) =>
  send(core, from, bridgeNftsToEvmTransaction, { nftIdentifier: KITTY, ids, maxFee });
const nftsFromEvm = (core: SandboxCore, ids: bigint[], maxFee: bigint) =>
  send(core, ALICE, bridgeNftsFromEvmTransaction, { nftIdentifier: KITTY, ids, maxFee });

describe('bridge_nfts_to_evm.cdc and bridge_nfts_from_evm.cdc', () => {
  it('onboards the kitties inline, escrows them, mints their ERC-721s, and brings them back', async () => {
    const { core, start } = await setup();
    const kittiesBefore = structuredClone(
      account(core, ALICE).collections.find((c) => c.nftTypeIdentifier === KITTY)?.nfts,
    );
    const estimate = bridgeFeeEstimate(
      decodeBridgeQuote(query(core, getBridgeQuoteScript, { typeIdentifier: KITTY })),
      2,
      true,
    );
    expect(estimate).toBe(2n * FEE_PER_ASSET + ONBOARD_FEE);
    const before = balances(core);
    const coa = coaOf(core, ALICE).evmAddress;
    const ran = nftsToEvm(core, [3n, 1n], estimate);
    expectSealed(ran);
    expectFeeMoved(core, before, ONBOARD_FEE + 2n * NFT_FEE, estimate);
    expectConserved(core, start);
    expect(kittyIds(core, ALICE)).toEqual([2n]);

    const perNft = [
      `A.${NFT}.NonFungibleToken.Withdrawn`,
      `A.${BRIDGE}.IFlowEVMNFTBridge.BridgedNFTToEVM`,
      `A.${NFT}.NonFungibleToken.Deposited`,
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
    ];
    expect(ran.events.map((e) => e.type)).toEqual([
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${BRIDGE}.FlowEVMBridgeConfig.AssociationUpdated`,
      `A.${BRIDGE}.FlowEVMBridge.Onboarded`,
      ...perNft,
      ...perNft,
    ]);
    expect(evmCallOf(ran.events[4])).toMatchObject({
      functionName: 'deploy',
      args: ['ERC721', 'Sandbox Kitties', 'SAND', `0x${ISSUER}`, KITTY, ''],
    });
    const erc721 = `0x${String(ran.events[6]?.fields.evmContractAddress)}`;
    const kitty3 = kittiesBefore?.find((nft) => nft.id === 3n);
    expect(ran.events[7]?.fields).toEqual({
      type: KITTY,
      id: '3',
      uuid: String(kitty3?.uuid),
      from: `0x${ALICE}`,
      providerUUID: expect.stringMatching(/^\d+$/),
    });
    expect(ran.events[8]?.fields).toEqual({
      type: KITTY,
      id: '3',
      uuid: String(kitty3?.uuid),
      evmID: '3',
      to: coa.slice(2),
      evmContractAddress: erc721.slice(2),
      bridgeAddress: `0x${BRIDGE}`,
    });
    expect(ran.events[9]?.fields).toMatchObject({ type: KITTY, id: '3', to: `0x${BRIDGE}` });
    expect(ran.events[10]?.fields).toEqual({ amount: '0.00101200', from: `0x${ALICE}` });
    const mint = evmCallOf(ran.events[14]);
    expect(mint).toMatchObject({
      from: BRIDGE_COA_ADDRESS,
      to: erc721,
      functionName: 'safeMint',
      args: [getAddress(coa), 3n, expect.stringContaining('"name":"Shadow"')],
      logs: [[erc721, [TRANSFER_TOPIC, topic(ZERO), topic(coa), word(3n)], '0x']],
    });

    // The COA's ERC-721s, in ERC721Enumerable order.
    expect(
      decodeEvmNfts(query(core, getEvmNftsScript, { owner: `0x${ALICE}`, only: null })),
    ).toEqual([
      {
        nftIdentifier: KITTY,
        evmAddress: getAddress(erc721),
        collectionName: 'Sandbox Kitties',
        ids: [3n, 1n],
        total: 2n,
      },
    ]);
    expect(
      decodeEvmAssetInfo(
        query(core, getEvmAssetInfoScript, { owner: `0x${ALICE}`, evmContractHex: erc721 }),
      ),
    ).toMatchObject({
      kind: 'erc721',
      name: 'Sandbox Kitties',
      symbol: 'SAND',
      decimals: null,
      requiresOnboarding: false,
      associatedType: KITTY,
      coaBalance: 2n,
    });

    // Back to Cadence: the same NFTs (ids, uuids, metadata), a flat fee each.
    const beforeBack = balances(core);
    const back = nftsFromEvm(core, [1n, 3n], 2n * FEE_PER_ASSET);
    expectSealed(back);
    expectFeeMoved(core, beforeBack, 2n * BASE_FEE, 2n * FEE_PER_ASSET);
    expectConserved(core, start);
    expect(kittyIds(core, ALICE)).toEqual([1n, 2n, 3n]);
    const kittiesAfter = account(core, ALICE).collections.find(
      (c) => c.nftTypeIdentifier === KITTY,
    )?.nfts;
    expect([...(kittiesAfter ?? [])].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(kittiesBefore);
    expect(core.ledger.state.bridge.nftEscrow[KITTY]?.nfts).toEqual([]);
    const perNftBack = [
      ...feeEventTypes(),
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${NFT}.NonFungibleToken.Withdrawn`,
      `A.${BRIDGE}.IFlowEVMNFTBridge.BridgedNFTFromEVM`,
      `A.${NFT}.NonFungibleToken.Deposited`,
    ];
    expect(back.events.map((e) => e.type)).toEqual([...perNftBack, ...perNftBack]);
    expect(evmCallOf(back.events[4])).toMatchObject({
      from: coa,
      to: erc721,
      functionName: 'safeTransferFrom',
      args: [getAddress(coa), getAddress(BRIDGE_COA_ADDRESS), 1n],
    });
    expect(back.events[5]?.fields).toMatchObject({ id: '1', from: `0x${BRIDGE}` });
    expect(back.events[6]?.fields).toMatchObject({ id: '1', evmID: '1', caller: coa.slice(2) });
    expect(back.events[7]?.fields).toMatchObject({ id: '1', to: `0x${ALICE}` });
    expect(
      decodeEvmNfts(query(core, getEvmNftsScript, { owner: `0x${ALICE}`, only: null })),
    ).toEqual([
      {
        nftIdentifier: KITTY,
        evmAddress: getAddress(erc721),
        collectionName: 'Sandbox Kitties',
        ids: [],
        total: 0n,
      },
    ]);

    // Again to EVM: no onboarding; the escrowed ERC-721 is transferred and its URI updated.
    const again = nftsToEvm(core, [1n], FEE_PER_ASSET);
    expectSealed(again);
    expectConserved(core, start);
    expect(again.events.map((e) => e.type)).toEqual([
      ...perNft,
      `A.${EVM}.EVM.TransactionExecuted`,
    ]);
    expect(evmCallOf(again.events[7])).toMatchObject({
      functionName: 'safeTransferFrom',
      args: [getAddress(BRIDGE_COA_ADDRESS), getAddress(coa), 1n],
    });
    expect(evmCallOf(again.events[8])).toMatchObject({ functionName: 'updateTokenURI' });
    const summary = decodeAccountSummary(addressScript(core, ACCOUNT_SUMMARY, ALICE));
    expect(summary.nftCount).toBe(2);
  });

  it('refuses ids it does not hold, duplicates, more than 9, a fee above maxFee, a pause', async () => {
    const { core, start } = await setup();
    const collection = account(core, ALICE).collections.find((c) => c.nftTypeIdentifier === KITTY);
    const [first] = collection?.nfts ?? [];
    if (collection === undefined || first === undefined) throw new Error('Alice has kitties');
    for (let id = 10n; id < 20n; id += 1n) {
      collection.nfts.push({ ...structuredClone(first), id, uuid: 90_000n + id });
    }
    core.chain.resetHistory();
    const ten = Array.from({ length: 10 }, (_, i) => BigInt(10 + i));
    const cases: [() => Ran, (ran: Ran) => string][] = [
      [
        () => nftsToEvm(core, [1n, 4n], FLOW('2')),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsTo,
            "The signer's collection has no NFT 4",
            'self.collection.borrowNFT(id) != nil',
          ),
      ],
      [
        () => nftsToEvm(core, [2n, 2n], FLOW('2')),
        (ran) =>
          assertionError(ran, SOURCES.nftsTo, 'NFT 2 is listed more than once', 'seen[id] == nil'),
      ],
      [
        () => nftsToEvm(core, ten, FLOW('2')),
        (ran) =>
          cadenceError(
            'pre-condition failed: Bridge between 1 and 9 NFTs per transaction',
            `${ran.id}:${lineColumn(SOURCES.nftsTo, 'ids.length >= 1 && ids.length <= 9')}`,
          ),
      ],
      [
        () => nftsToEvm(core, [], FLOW('2')),
        (ran) =>
          cadenceError(
            'pre-condition failed: Bridge between 1 and 9 NFTs per transaction',
            `${ran.id}:${lineColumn(SOURCES.nftsTo, 'ids.length >= 1 && ids.length <= 9')}`,
          ),
      ],
      [
        () => nftsToEvm(core, [1n, 2n], 2n * FEE_PER_ASSET + ONBOARD_FEE - 1n),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsTo,
            'The bridge fee estimate (1.01000000) is above the maximum you approved (1.00999999)',
            'estimate <= maxFee',
          ),
      ],
      [
        () => nftsToEvm(core, [1n], FLOW('2'), BOB),
        (ran) =>
          panicError(
            ran,
            SOURCES.nftsTo,
            'The signer has no COA at /storage/evm',
            'panic("The signer has no COA',
          ),
      ],
      [
        // Not onboarded yet: nothing of it on EVM.
        () => nftsFromEvm(core, [1n], FLOW('1')),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsFrom,
            `The bridge has not onboarded ${KITTY}: there is nothing of it on Flow EVM`,
            '!requiresOnboarding',
          ),
      ],
    ];
    for (const [run, message] of cases) {
      const before = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(ran, message(ran));
      expectRolledBack(
        core,
        before,
        String(ran.result.error_message).includes('no COA') ? BOB : ALICE,
      );
    }

    // Nine is the most one transaction moves.
    const nine = ten.slice(0, 9);
    const before = balances(core);
    expectSealed(nftsToEvm(core, nine, 9n * FEE_PER_ASSET + ONBOARD_FEE));
    expectFeeMoved(core, before, ONBOARD_FEE + 9n * NFT_FEE, 9n * FEE_PER_ASSET + ONBOARD_FEE);
    expectConserved(core, start);

    const erc721 = core.ledger.state.bridge.associations.find((a) => a.type === KITTY)?.evmAddress;
    const fromCases: [() => Ran, (ran: Ran) => string][] = [
      [
        () => nftsFromEvm(core, [10n, 2n], FLOW('1')),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsFrom,
            `The COA does not own NFT 2 of ERC-721 ${erc721}`,
            'FlowEVMBridgeUtils.isOwner(',
          ),
      ],
      [
        () => nftsFromEvm(core, [10n, 10n], FLOW('1')),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsFrom,
            'NFT 10 is listed more than once',
            'seen[id] == nil',
          ),
      ],
      [
        () => nftsFromEvm(core, [10n, 11n], FEE_PER_ASSET),
        (ran) =>
          assertionError(
            ran,
            SOURCES.nftsFrom,
            'The bridge fee estimate (0.01000000) is above the maximum you approved (0.00500000)',
            'estimate <= maxFee',
          ),
      ],
    ];
    for (const [run, message] of fromCases) {
      const snapshot = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(ran, message(ran));
      expectRolledBack(core, snapshot, ALICE);
    }

    await core.control().updateSettings({ bridgePaused: true });
    for (const [run, source] of [
      [() => nftsToEvm(core, [1n], FLOW('1')), SOURCES.nftsTo],
      [() => nftsFromEvm(core, [10n], FLOW('1')), SOURCES.nftsFrom],
    ] as const) {
      const snapshot = structuredClone(core.ledger.state);
      const ran = run();
      expectFailed(
        ran,
        assertionError(
          ran,
          source,
          'The bridge is paused: nothing can be bridged until it resumes',
          '!FlowEVMBridgeConfig.isPaused()',
        ),
      );
      expectRolledBack(core, snapshot, ALICE);
    }
    expectConserved(core, start);
  });

  it('fails like the FLOW vault when the signer cannot pay the NFT fees', async () => {
    const { core, start } = await setup();
    await core.control().updateSettings({ bridgeOnboardFee: '999.999' });
    const before = structuredClone(core.ledger.state);
    // The onboarding fee (999.999) is paid; the first NFT's fee (0.001012) is not.
    const ran = nftsToEvm(core, [1n], FLOW('1001'));
    expectFailed(ran, flowWithdrawError('0.00101200', '0.00100000'));
    expectRolledBack(core, before, ALICE);
    expectConserved(core, start);
  });
});

// ---------------------------------------------------------------- fees on, testnet

describe('the bridge with transaction fees, on flow-testnet', () => {
  it('moves the bridge fee to the bridge account and the transaction fee to FlowFees', async () => {
    const { core, start } = await setup({ chainId: 'flow-testnet' });
    const testnetAlice = core.ledger.userAccounts()[0]?.address.slice(2) ?? '';
    const bridgeAddress = core.ledger.contracts.FlowEVMBridge ?? '';
    expect(bridgeAddress).toBe('0xdfc20aee650fcbdf');
    const bridgeBefore = flowOf(core, bridgeAddress);
    const aliceBefore = flowOf(core, testnetAlice);
    const susd = account(core, testnetAlice).vaults[0]?.typeIdentifier ?? '';
    const ran = send(core, testnetAlice, bridgeTokensToEvmTransaction, {
      vaultIdentifier: susd,
      amount: FLOW('1'),
      maxFee: FEE_PER_ASSET,
    });
    expectSealed(ran);
    expect(flowOf(core, bridgeAddress) - bridgeBefore).toBe(BASE_FEE);
    const after = flowConservation(start, totalsOf(core));
    expect(after.createdAtto).toBe(0n);
    expect(after.feesAtto).toBeGreaterThan(0n);
    expect(aliceBefore - flowOf(core, testnetAlice)).toBe(BASE_FEE + after.feesAtto / E10);
    expect(ran.events.at(-1)?.type).toMatch(/FlowFees\.FeesDeducted$/);
  });
});
