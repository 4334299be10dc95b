/**
 * The COA Cadence in the sandbox chain (in process, blocks produced by hand): create_coa.cdc,
 * deposit_flow_to_coa.cdc, withdraw_flow_from_coa.cdc, evm_batch_call.cdc (WFLOW wrap/unwrap)
 * and get_evm_account.cdc. Every transaction is checked for its balances, events, nonces,
 * rollback on failure and FLOW conservation across both VMs (createdAtto stays 0).
 */
import {
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  serializeTransaction,
  toRlp,
} from 'viem';
import { describe, expect, it } from 'vitest';
import type { JsonCadence } from '../../emulator/src/json-cadence.ts';
import { withFaultShorthands } from '../../fault-proxy/src/control-client.ts';
import { type Fault, parseFault } from '../../fault-proxy/src/faults.ts';
import { flowConservation } from '../src/conservation.ts';
import {
  COA_FACTORY_ADDRESS,
  coaAddressFor,
  NATIVE_TOKEN_BRIDGE_ADDRESS,
  WFLOW_ADDRESS,
} from '../src/evm.ts';
import type { Coa } from '../src/ledger.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import { WFLOW_ABI, wflowBalanceOf } from '../src/wflow.ts';
import {
  ALICE,
  BOB,
  CAROL,
  DAVE,
  EOA,
  EVM,
  expectRolledBack,
  FLOW_TOKEN,
  FT,
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
  executionError,
  hexOf,
  lineColumn,
  plain,
} from './helpers.ts';
import { signedBy, submitUntilSealed } from './tx.ts';

parseCadenceBeforeAll();

const CREATE_COA = appCadence('transactions/create_coa.cdc');
const DEPOSIT = appCadence('transactions/deposit_flow_to_coa.cdc');
const WITHDRAW = appCadence('transactions/withdraw_flow_from_coa.cdc');
const BATCH = appCadence('transactions/evm_batch_call.cdc');
const GET_EVM_ACCOUNT = appCadence('scripts/get_evm_account.cdc');

const ATTO = 10_000_000_000n;
const FLOW = 100_000_000n * ATTO;
const EXECUTED = `A.${EVM}.EVM.TransactionExecuted`;
const TRANSFER_TOPIC = keccak256(new TextEncoder().encode('Transfer(address,address,uint256)'));
const SYSTEM_ADDRESS = '0xfffffffffffffffffffffffffffffffffffffffe';

/** Compact JSON-Cadence texts, as transaction arguments. */
const json = {
  ufix64: (value: string): string => JSON.stringify({ type: 'UFix64', value }),
  bool: (value: boolean): string => JSON.stringify({ type: 'Bool', value }),
  strings: (values: readonly string[]): string =>
    JSON.stringify({ type: 'Array', value: values.map((value) => ({ type: 'String', value })) }),
  uints: (type: 'UInt' | 'UInt64', values: readonly bigint[]): string =>
    JSON.stringify({
      type: 'Array',
      value: values.map((value) => ({ type, value: String(value) })),
    }),
};

interface EvmCall {
  readonly to: string;
  /** Hex without 0x. */
  readonly data?: string;
  readonly value?: bigint;
  readonly gasLimit?: bigint;
}

const batch = (core: SandboxCore, from: string, calls: readonly EvmCall[], mustPass: boolean) =>
  signedBy(core, from, BATCH, [
    json.strings(calls.map((call) => call.to)),
    json.strings(calls.map((call) => call.data ?? '')),
    json.uints(
      'UInt',
      calls.map((call) => call.value ?? 0n),
    ),
    json.uints(
      'UInt64',
      calls.map((call) => call.gasLimit ?? 15_000_000n),
    ),
    json.bool(mustPass),
  ]);

const calldata = {
  deposit: (): string => encodeFunctionData({ abi: WFLOW_ABI, functionName: 'deposit' }).slice(2),
  withdraw: (wad: bigint): string =>
    encodeFunctionData({ abi: WFLOW_ABI, functionName: 'withdraw', args: [wad] }).slice(2),
  approve: (spender: string, wad: bigint): string =>
    encodeFunctionData({
      abi: WFLOW_ABI,
      functionName: 'approve',
      args: [spender as Hex, wad],
    }).slice(2),
  transfer: (to: string, wad: bigint): string =>
    encodeFunctionData({ abi: WFLOW_ABI, functionName: 'transfer', args: [to as Hex, wad] }).slice(
      2,
    ),
  balanceOf: (holder: string): string =>
    encodeFunctionData({ abi: WFLOW_ABI, functionName: 'balanceOf', args: [holder as Hex] }).slice(
      2,
    ),
};

const wrap = (wad: bigint): EvmCall => ({
  to: WFLOW_ADDRESS,
  data: calldata.deposit(),
  value: wad,
});
const unwrap = (wad: bigint): EvmCall => ({ to: WFLOW_ADDRESS, data: calldata.withdraw(wad) });

const executedEvents = (result: Record<string, unknown>): DecodedEvent[] =>
  decodeEvents(result).filter((event) => event.type === EXECUTED);

/**
 * Submits one transaction, produces blocks until it is sealed, and checks that no FLOW was
 * created or destroyed across both VMs (fees are off: none moved to FlowFees either).
 */
function run(core: SandboxCore, body: unknown): { id: string; result: Record<string, unknown> } {
  const before = totalsOf(core);
  const ran = submitUntilSealed(core, body);
  expect(flowConservation(before, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
  return ran;
}

/** Runs a transaction that must succeed; its result. */
function succeeds(core: SandboxCore, body: unknown): Record<string, unknown> {
  const { result } = run(core, body);
  expect(result).toMatchObject({ status: 'Sealed', status_code: 0, error_message: '' });
  return result;
}

/** Runs a transaction that must fail with exactly `message` (given the transaction id). */
function fails(
  core: SandboxCore,
  from: string,
  body: unknown,
  message: (id: string) => string,
): void {
  const before = structuredClone(core.ledger.state);
  const { id, result } = run(core, body);
  expect(result).toMatchObject({ status: 'Sealed', status_code: 1, events: [] });
  expect(result.error_message).toBe(message(id));
  expectRolledBack(core, before, from);
}

function coaOf(core: SandboxCore, address: string): Coa {
  const coa = core.ledger.account(address)?.coa;
  if (coa == null) throw new Error(`${address} has no COA`);
  return coa;
}

const flowOf = (core: SandboxCore, address: string): bigint | undefined =>
  core.ledger.account(address)?.flowVault?.balance;

/** EIP-7708's log of a native transfer, RLP-encoded as a one-log list. */
function transferLogs(from: string, to: string, value: bigint): Hex {
  return toRlp([
    [SYSTEM_ADDRESS, [TRANSFER_TOPIC, pad(from as Hex), pad(to as Hex)], pad(numberToHex(value))],
  ]);
}

/** The hash flow-go gives a direct call: a legacy transaction with V = 255, R = from, S = subtype. */
function directCallHash(call: {
  from: string;
  to: string;
  subType: number;
  nonce: number;
  gas: bigint;
  value: bigint;
  data: Hex;
}): Hex {
  return keccak256(
    serializeTransaction(
      {
        type: 'legacy',
        nonce: call.nonce,
        gasPrice: 0n,
        gas: call.gas,
        to: call.to as Hex,
        value: call.value,
        data: call.data,
      },
      { r: numberToHex(BigInt(call.from)), s: numberToHex(call.subType), v: 255n },
    ),
  );
}

function script(core: SandboxCore, source: string, args: JsonCadence[]): unknown {
  return plain(runScript(core, source, args));
}

const evmAccountArgs = (address: string, wflowHex: string | null): JsonCadence[] => [
  { type: 'Address', value: `0x${address}` },
  {
    type: 'Optional',
    value: wflowHex === null ? null : { type: 'String', value: wflowHex },
  },
];

describe('coaAddressFor (flow-go AllocateCOAAddress)', () => {
  it('maps a uuid to the COA prefix and uuid × 0xFFEEDDCCBBAA9977 mod 2^64', () => {
    expect(coaAddressFor(1n)).toBe('0x000000000000000000000002ffeeddccbbaa9977');
    expect(coaAddressFor(2n)).toBe('0x000000000000000000000002ffddbb99775532ee');
    expect(coaAddressFor(1000n)).toBe('0x000000000000000000000002bd1267bd126778d8');
  });
});

describe('create_coa.cdc', () => {
  it('creates a funded COA: the factory deploys it, then the deposit, with flow-go’s events', async () => {
    const core = await makeCore();
    const storageBefore = core.ledger.account(BOB)?.storageUsed ?? 0n;
    const { result } = submitUntilSealed(
      core,
      signedBy(core, BOB, CREATE_COA, [json.ufix64('2.5')]),
    );
    expect(result.error_message).toBe('');
    const coa = coaOf(core, BOB);
    expect(coa.evmAddress).toBe(coaAddressFor(coa.uuid));
    expect(coa).toMatchObject({ balanceAtto: (25n * FLOW) / 10n, nonce: 1n, erc20Balances: {} });
    expect(flowOf(core, BOB)).toBe(5_000_000_000n - 250_000_000n);
    expect(core.ledger.account(BOB)?.storageUsed).toBe(storageBefore + 400n);

    const emitted = decodeEvents(result);
    expect(emitted.map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
      `A.${FT}.FungibleToken.Withdrawn`,
      EXECUTED,
      `A.${EVM}.EVM.CadenceOwnedAccountCreated`,
      EXECUTED,
      `A.${EVM}.EVM.FLOWTokensDeposited`,
    ]);
    const [, withdrawn, deploy, created, deposit, deposited] = emitted;
    expect(created?.fields).toEqual({ address: coa.evmAddress.slice(2), uuid: String(coa.uuid) });
    // The factory's third deployment (Alice's and Erin's COAs came first): nonce 2.
    expect(deploy?.fields).toMatchObject({
      index: '0',
      type: '255',
      errorCode: '0',
      errorMessage: '',
      gasConsumed: '5375550',
      contractAddress: getAddress(coa.evmAddress),
      logs: [],
    });
    expect(hexOf(deploy?.fields.payload)).toBe(
      `0xff${toRlp(['0xff', '0x04', COA_FACTORY_ADDRESS, coa.evmAddress as Hex, '0x', '0x', numberToHex(5_385_000), '0x02']).slice(2)}`,
    );
    // A deposit into a COA runs its receive(): 21 055 gas (flow-go's tests).
    expect(deposit?.fields).toMatchObject({ index: '1', errorCode: '0', gasConsumed: '21055' });
    expect(hexOf(deposit?.fields.logs)).toBe(
      transferLogs(NATIVE_TOKEN_BRIDGE_ADDRESS, coa.evmAddress, (25n * FLOW) / 10n),
    );
    expect(deposited?.fields).toEqual({
      address: coa.evmAddress.slice(2),
      amount: '2.50000000',
      depositedUUID: withdrawn?.fields.withdrawnUUID,
      balanceAfterInAttoFlow: '2500000000000000000',
    });

    // get_evm_account.cdc sees it, with no WFLOW yet.
    expect(script(core, GET_EVM_ACCOUNT, evmAccountArgs(BOB, WFLOW_ADDRESS))).toEqual({
      coaAddress: coa.evmAddress.slice(2),
      balanceAtto: '2500000000000000000',
      wflowBalance: '0',
    });
  });

  it('creates an empty COA for 0.0: no FLOW moves (no FLOW vault is borrowed)', async () => {
    const core = await makeCore();
    const emitted = decodeEvents(
      succeeds(core, signedBy(core, BOB, CREATE_COA, [json.ufix64('0.0')])),
    );
    expect(emitted.map((e) => e.type)).toEqual([
      EXECUTED,
      `A.${EVM}.EVM.CadenceOwnedAccountCreated`,
    ]);
    expect(coaOf(core, BOB)).toMatchObject({ balanceAtto: 0n, nonce: 1n });
    expect(flowOf(core, BOB)).toBe(5_000_000_000n);
  });

  it('still needs FLOW for the storage the COA takes: an account without FLOW fails with 1103', async () => {
    const core = await makeCore();
    fails(core, DAVE, signedBy(core, DAVE, CREATE_COA, [json.ufix64('0.0')]), () =>
      executionError(
        `[Error Code: 1103] The account with address (${DAVE}) uses 2400 bytes of storage which is over its capacity (0 bytes). Capacity can be increased by adding FLOW tokens to the account.`,
        1103,
      ),
    );
    expect(core.ledger.account(DAVE)?.coa).toBeNull();
  });

  it('keeps FLOW sent to the address before the COA existed', async () => {
    const core = await makeCore();
    // The withdrawn vault takes the next uuid, the COA the one after.
    const next = coaAddressFor(core.ledger.state.nextUuid + 1n);
    core.ledger.state.evm.accounts.push({ address: next, balanceAtto: 7n, nonce: 0n });
    succeeds(core, signedBy(core, BOB, CREATE_COA, [json.ufix64('1.0')]));
    expect(coaOf(core, BOB)).toMatchObject({ evmAddress: next, balanceAtto: FLOW + 7n });
    expect(core.ledger.state.evm.accounts.some((a) => a.address === next)).toBe(false);
  });

  it('fails for a signer with something at /storage/evm, and rolls everything back', async () => {
    const core = await makeCore();
    fails(core, ALICE, signedBy(core, ALICE, CREATE_COA, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer already has a value at /storage/evm',
        `${id}:${lineColumn(CREATE_COA, 'panic("The signer already')}`,
      ),
    );
  });

  it('fails without a FLOW vault when funding, or with more FLOW than the vault holds', async () => {
    const core = await makeCore();
    fails(core, DAVE, signedBy(core, DAVE, CREATE_COA, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer has no FLOW vault at /storage/flowTokenVault',
        `${id}:${lineColumn(CREATE_COA, 'panic("The signer has no FLOW vault')}`,
      ),
    );
    fails(core, BOB, signedBy(core, BOB, CREATE_COA, [json.ufix64('50.00000001')]), () =>
      cadenceError(
        'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn (50.00000001) is greater than the balance of the Vault (50.00000000).',
        `${FT}.FungibleToken:211:16`,
      ),
    );
  });

  it('fails with 1103 when the COA and the funding leave the account over its storage capacity', async () => {
    const core = await makeCore();

    fails(core, CAROL, signedBy(core, CAROL, CREATE_COA, [json.ufix64('0.0004')]), () =>
      executionError(
        `[Error Code: 1103] The account with address (${CAROL}) uses 120400 bytes of storage which is over its capacity (110000 bytes). Capacity can be increased by adding FLOW tokens to the account.`,
        1103,
      ),
    );
    expect(core.ledger.account(CAROL)?.coa).toBeNull();
  });
});

describe('deposit_flow_to_coa.cdc', () => {
  it('moves FLOW from the vault to the COA, exactly, with the withdraw and deposit events', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    const emitted = decodeEvents(
      succeeds(core, signedBy(core, ALICE, DEPOSIT, [json.ufix64('10.5')])),
    );
    expect(emitted.map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
      `A.${FT}.FungibleToken.Withdrawn`,
      EXECUTED,
      `A.${EVM}.EVM.FLOWTokensDeposited`,
    ]);
    const [, withdrawn, deposit, deposited] = emitted;
    expect(deposit?.fields).toMatchObject({ errorCode: '0', gasConsumed: '21055' });
    expect(hexOf(deposit?.fields.hash)).toBe(
      directCallHash({
        from: NATIVE_TOKEN_BRIDGE_ADDRESS,
        to: coa.evmAddress,
        subType: 1,
        nonce: 0,
        gas: 206_900n,
        value: (105n * FLOW) / 10n,
        data: '0x',
      }),
    );
    expect(deposited?.fields).toEqual({
      address: coa.evmAddress.slice(2),
      amount: '10.50000000',
      depositedUUID: withdrawn?.fields.withdrawnUUID,
      balanceAfterInAttoFlow: '35500000000000000000',
    });
    expect(coa.balanceAtto).toBe((355n * FLOW) / 10n);
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n - 1_050_000_000n);
  });

  it('fails without a COA (it never creates one), then without a FLOW vault, then above the balance', async () => {
    const core = await makeCore();
    fails(core, BOB, signedBy(core, BOB, DEPOSIT, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer has no COA at /storage/evm',
        `${id}:${lineColumn(DEPOSIT, 'panic("The signer has no COA')}`,
      ),
    );
    expect(core.ledger.account(BOB)?.coa).toBeNull();

    fails(core, ALICE, signedBy(core, ALICE, DEPOSIT, [json.ufix64('1000.00000001')]), () =>
      cadenceError(
        'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn (1000.00000001) is greater than the balance of the Vault (1000.00000000).',
        `${FT}.FungibleToken:211:16`,
      ),
    );
  });
});

describe('a COA without a FLOW vault', () => {
  async function aliceWithoutVault() {
    const core = await makeCore();
    const alice = core.ledger.account(ALICE);
    if (alice === undefined) throw new Error('no Alice');
    alice.flowVault = null;
    return core;
  }

  it('cannot be funded from Cadence: deposit_flow_to_coa.cdc panics on the vault', async () => {
    const core = await aliceWithoutVault();
    fails(core, ALICE, signedBy(core, ALICE, DEPOSIT, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer has no FLOW vault at /storage/flowTokenVault',
        `${id}:${lineColumn(DEPOSIT, 'panic("The signer has no FLOW vault')}`,
      ),
    );
  });

  it('cannot be emptied into Cadence: withdraw_flow_from_coa.cdc panics on the vault', async () => {
    const core = await aliceWithoutVault();
    fails(core, ALICE, signedBy(core, ALICE, WITHDRAW, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer has no FLOW vault at /storage/flowTokenVault',
        `${id}:${lineColumn(WITHDRAW, 'panic("The signer has no FLOW vault')}`,
      ),
    );
  });
});

describe('withdraw_flow_from_coa.cdc', () => {
  it('moves FLOW from the COA to the vault: a withdraw call, then FlowToken’s deposit events', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    const vaultUuid = core.ledger.account(ALICE)?.flowVault?.uuid;
    const emitted = decodeEvents(
      succeeds(core, signedBy(core, ALICE, WITHDRAW, [json.ufix64('20.0')])),
    );
    expect(emitted.map((e) => e.type)).toEqual([
      EXECUTED,
      `A.${EVM}.EVM.FLOWTokensWithdrawn`,
      `A.${FLOW_TOKEN}.FlowToken.TokensDeposited`,
      `A.${FT}.FungibleToken.Deposited`,
    ]);
    const [call, withdrawn, tokensDeposited, deposited] = emitted;
    expect(call?.fields).toMatchObject({ errorCode: '0', errorMessage: '', gasConsumed: '21000' });
    // WithdrawCallSubType (2) from the COA (its nonce 1) to the native-token bridge.
    expect(hexOf(call?.fields.payload)).toBe(
      `0xff${toRlp(['0xff', '0x02', coa.evmAddress as Hex, NATIVE_TOKEN_BRIDGE_ADDRESS, '0x', numberToHex(20n * FLOW), numberToHex(23_300), '0x01']).slice(2)}`,
    );
    expect(hexOf(call?.fields.logs)).toBe(
      transferLogs(coa.evmAddress, NATIVE_TOKEN_BRIDGE_ADDRESS, 20n * FLOW),
    );
    expect(withdrawn?.fields).toEqual({
      address: coa.evmAddress.slice(2),
      amount: '20.00000000',
      withdrawnUUID: expect.stringMatching(/^\d+$/),
      balanceAfterInAttoFlow: '5000000000000000000',
    });
    expect(tokensDeposited?.fields).toEqual({ amount: '20.00000000', to: `0x${ALICE}` });
    expect(deposited?.fields).toEqual({
      type: `A.${FLOW_TOKEN}.FlowToken.Vault`,
      amount: '20.00000000',
      to: `0x${ALICE}`,
      toUUID: String(vaultUuid),
      depositedUUID: withdrawn?.fields.withdrawnUUID,
      balanceAfter: '1020.00000000',
    });
    expect(coa).toMatchObject({ balanceAtto: 5n * FLOW, nonce: 2n });
    expect(core.ledger.evmBalance(NATIVE_TOKEN_BRIDGE_ADDRESS)).toBe(0n);
  });

  it('leaves EVM dust below 1e-8 FLOW in the COA, and withdraws nothing for 0.0', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    coa.balanceAtto += 5n;
    succeeds(core, signedBy(core, ALICE, WITHDRAW, [json.ufix64('25.0')]));
    expect(coa.balanceAtto).toBe(5n);
    const emitted = decodeEvents(
      succeeds(core, signedBy(core, ALICE, WITHDRAW, [json.ufix64('0.0')])),
    );
    expect(emitted.map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensDeposited`,
      `A.${FT}.FungibleToken.Deposited`,
    ]);
    expect(coa).toMatchObject({ balanceAtto: 5n, nonce: 2n });
  });

  it('fails with flow-go’s EVM error (1300) above the COA’s balance; nothing moves', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    fails(core, ALICE, signedBy(core, ALICE, WITHDRAW, [json.ufix64('25.00000001')]), () =>
      cadenceError(
        `[Error Code: 1300] evm runtime error: insufficient funds for gas * price + value: address ${getAddress(coa.evmAddress)} have 25000000000000000000 want 25000000010000000000`,
        `${EVM}.EVM:595:25`,
        1300,
      ),
    );
  });

  it('fails without a COA', async () => {
    const core = await makeCore();
    fails(core, BOB, signedBy(core, BOB, WITHDRAW, [json.ufix64('1.0')]), (id) =>
      cadenceError(
        'panic: The signer has no COA at /storage/evm',
        `${id}:${lineColumn(WITHDRAW, 'panic("The signer has no COA')}`,
      ),
    );
  });
});

describe('evm_batch_call.cdc with WFLOW', () => {
  const assertionAt = (id: string) => `${id}:${lineColumn(BATCH, 'assert(')}`;
  const failedCall = (id: string, i: number, n: number, code: number, message: string) =>
    cadenceError(
      `assertion failed: EVM call ${i} of ${n} failed with error code ${code}: ${message}`,
      assertionAt(id),
    );

  it('wraps and unwraps in one transaction: two calls, their events, native FLOW moved both ways', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    const result = succeeds(
      core,
      batch(core, ALICE, [wrap(2n * FLOW), unwrap((15n * FLOW) / 10n)], true),
    );
    const [wrapped, unwrapped, ...rest] = decodeEvents(result);
    expect(rest).toEqual([]);
    expect([wrapped?.type, unwrapped?.type]).toEqual([EXECUTED, EXECUTED]);
    expect(wrapped?.fields).toMatchObject({
      index: '0',
      type: '255',
      errorCode: '0',
      errorMessage: '',
      gasConsumed: '27938',
      contractAddress: '',
      returnedData: [],
    });
    expect(unwrapped?.fields).toMatchObject({ index: '1', errorCode: '0', errorMessage: '' });
    expect(Number(unwrapped?.fields.gasConsumed)).toBeGreaterThan(21_000);
    // ContractCallSubType (5) from the COA, nonces 1 and 2, hashed as flow-go does.
    expect(hexOf(wrapped?.fields.hash)).toBe(
      directCallHash({
        from: coa.evmAddress,
        to: WFLOW_ADDRESS,
        subType: 5,
        nonce: 1,
        gas: 15_000_000n,
        value: 2n * FLOW,
        data: `0x${calldata.deposit()}`,
      }),
    );
    expect(hexOf(unwrapped?.fields.payload)).toBe(
      `0xff${toRlp(['0xff', '0x05', coa.evmAddress as Hex, WFLOW_ADDRESS, `0x${calldata.withdraw((15n * FLOW) / 10n)}`, '0x', numberToHex(15_000_000), '0x02']).slice(2)}`,
    );
    // The wrap: the native transfer (EIP-7708), then WETH9's Deposit(dst, wad).
    const word = (value: bigint) => pad(numberToHex(value));
    expect(hexOf(wrapped?.fields.logs)).toBe(
      toRlp([
        [
          SYSTEM_ADDRESS,
          [TRANSFER_TOPIC, pad(coa.evmAddress as Hex), pad(WFLOW_ADDRESS)],
          word(2n * FLOW),
        ],
        [
          WFLOW_ADDRESS,
          [
            keccak256(new TextEncoder().encode('Deposit(address,uint256)')),
            pad(coa.evmAddress as Hex),
          ],
          word(2n * FLOW),
        ],
      ]),
    );
    // The unwrap: WFLOW sends the FLOW back, then Withdrawal(src, wad).
    expect(hexOf(unwrapped?.fields.logs)).toBe(
      toRlp([
        [
          SYSTEM_ADDRESS,
          [TRANSFER_TOPIC, pad(WFLOW_ADDRESS), pad(coa.evmAddress as Hex)],
          word((15n * FLOW) / 10n),
        ],
        [
          WFLOW_ADDRESS,
          [
            keccak256(new TextEncoder().encode('Withdrawal(address,uint256)')),
            pad(coa.evmAddress as Hex),
          ],
          word((15n * FLOW) / 10n),
        ],
      ]),
    );
    const state = core.ledger.state;
    expect(wflowBalanceOf(state, coa.evmAddress)).toBe((35n * FLOW) / 10n);
    expect(core.ledger.evmBalance(WFLOW_ADDRESS)).toBe((35n * FLOW) / 10n);
    expect(coa).toMatchObject({ balanceAtto: (245n * FLOW) / 10n, nonce: 3n });
    expect(script(core, GET_EVM_ACCOUNT, evmAccountArgs(ALICE, WFLOW_ADDRESS))).toEqual({
      coaAddress: coa.evmAddress.slice(2),
      balanceAtto: '24500000000000000000',
      wflowBalance: '3500000000000000000',
    });
  });

  it('with mustPass, one failed call fails the transaction with the call’s error: nothing is applied', async () => {
    const core = await makeCore();
    // The unwrap asks for more WFLOW than the 3 + 1 the COA would hold: WETH9's require reverts.
    fails(core, ALICE, batch(core, ALICE, [wrap(FLOW), unwrap(5n * FLOW)], true), (id) =>
      failedCall(id, 2, 2, 306, 'execution reverted'),
    );
    expect(coaOf(core, ALICE)).toMatchObject({ balanceAtto: 25n * FLOW, nonce: 1n });
    expect(wflowBalanceOf(core.ledger.state, coaOf(core, ALICE).evmAddress)).toBe(3n * FLOW);
  });

  it('conserves FLOW with fees on: the fee moves to FlowFees, a failed batch pays it too', async () => {
    const core = await makeCore({ transactionFees: true });
    const fee = 1_000n * ATTO;
    const submit = (body: unknown) => {
      const before = totalsOf(core);
      const { result } = submitUntilSealed(core, body);
      expect(flowConservation(before, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: fee });
      return result;
    };
    expect(submit(batch(core, ALICE, [wrap(FLOW), unwrap(FLOW)], true)).error_message).toBe('');
    expect(submit(batch(core, ALICE, [wrap(FLOW), unwrap(5n * FLOW)], true)).status_code).toBe(1);
    expect(coaOf(core, ALICE)).toMatchObject({ balanceAtto: 25n * FLOW, nonce: 3n });
  });

  it('without mustPass, a failed call is recorded and the others stand', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    const result = succeeds(core, batch(core, ALICE, [wrap(FLOW), unwrap(5n * FLOW)], false));
    const [first, second] = executedEvents(result);
    expect(first?.fields).toMatchObject({ errorCode: '0', errorMessage: '' });
    expect(second?.fields).toMatchObject({
      errorCode: '306',
      errorMessage: 'execution reverted',
      logs: [],
      returnedData: [],
    });
    expect(wflowBalanceOf(core.ledger.state, coa.evmAddress)).toBe(4n * FLOW);
    // The reverted call is in the block: the COA's nonce moved for both.
    expect(coa).toMatchObject({ balanceAtto: 24n * FLOW, nonce: 3n });
  });

  it('the revert-evm-call fault makes the Nth call revert once: with mustPass nothing is applied', async () => {
    const core = await makeCore();
    const calls = [wrap(FLOW), { to: WFLOW_ADDRESS, data: calldata.approve(EOA, FLOW) }];
    core.addFault({ type: 'revert-evm-call', call: 2 });
    fails(core, ALICE, batch(core, ALICE, calls, true), (id) =>
      failedCall(id, 2, 2, 306, 'execution reverted'),
    );
    expect(coaOf(core, ALICE)).toMatchObject({ balanceAtto: 25n * FLOW, nonce: 1n });
    // Consumed: the same batch now passes.
    succeeds(core, batch(core, ALICE, calls, true));
    const coa = coaOf(core, ALICE);
    expect(coa).toMatchObject({ balanceAtto: 24n * FLOW, nonce: 3n });
    expect(core.ledger.state.evm.wflow.allowances[coa.evmAddress]).toEqual({ [EOA]: FLOW });
  });

  it('the fault without mustPass: the Nth call reverts, the others are applied', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    core.addFault({ type: 'revert-evm-call', call: 1 });
    const result = succeeds(core, batch(core, ALICE, [wrap(FLOW), wrap(2n * FLOW)], false));
    expect(executedEvents(result).map((e) => e.fields.errorCode)).toEqual(['306', '0']);
    expect(coa).toMatchObject({ balanceAtto: 23n * FLOW, nonce: 3n });
    expect(wflowBalanceOf(core.ledger.state, coa.evmAddress)).toBe(5n * FLOW);
  });

  it('a call sending more FLOW than the COA holds is invalid (207): no event, no nonce', async () => {
    const core = await makeCore();
    const address = getAddress(coaOf(core, ALICE).evmAddress);
    const message = `insufficient funds for gas * price + value: address ${address} have 25000000000000000000 want 26000000000000000000`;
    fails(core, ALICE, batch(core, ALICE, [wrap(26n * FLOW)], true), (id) =>
      failedCall(id, 1, 1, 207, message),
    );
    const coa = coaOf(core, ALICE);
    const result = succeeds(core, batch(core, ALICE, [wrap(26n * FLOW), wrap(FLOW)], false));
    // Only the second call is in the block.
    const executed = executedEvents(result);
    expect(executed).toHaveLength(1);
    expect(executed[0]?.fields).toMatchObject({ index: '0', errorCode: '0' });
    expect(hexOf(executed[0]?.fields.payload).endsWith('01')).toBe(true);
    expect(coa).toMatchObject({ balanceAtto: 24n * FLOW, nonce: 2n });
  });

  it('sends FLOW to an address without code; out of gas fails the call and moves nothing', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    // Creating the account costs EIP-8037's 183 600 on top of 21 000.
    const short = succeeds(
      core,
      batch(core, ALICE, [{ to: EOA, value: FLOW, gasLimit: 100_000n }], false),
    );
    expect(executedEvents(short)[0]?.fields).toMatchObject({
      errorCode: '301',
      errorMessage: 'out of gas',
      gasConsumed: '100000',
    });
    expect(core.ledger.evmBalance(EOA)).toBe(0n);
    const sent = succeeds(
      core,
      batch(core, ALICE, [{ to: EOA, value: FLOW, gasLimit: 300_000n }], true),
    );
    expect(executedEvents(sent)[0]?.fields).toMatchObject({
      errorCode: '0',
      gasConsumed: '204600',
    });
    expect(core.ledger.evmBalance(EOA)).toBe(FLOW);
    expect(coa).toMatchObject({ balanceAtto: 24n * FLOW, nonce: 3n });
  });

  it('follows WETH9: balanceOf returns a word, transfer moves WFLOW, any other calldata deposits', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    const result = succeeds(
      core,
      batch(
        core,
        ALICE,
        [
          { to: WFLOW_ADDRESS, data: calldata.balanceOf(coa.evmAddress) },
          { to: WFLOW_ADDRESS, data: calldata.transfer(EOA, FLOW) },
          // An unknown selector runs the payable fallback: a deposit.
          { to: WFLOW_ADDRESS, data: 'deadbeef', value: FLOW },
        ],
        true,
      ),
    );
    const [balance, transfer] = executedEvents(result);
    expect(hexOf(balance?.fields.returnedData)).toBe(pad(numberToHex(3n * FLOW)));
    expect(hexOf(transfer?.fields.returnedData)).toBe(pad('0x01'));
    expect(wflowBalanceOf(core.ledger.state, EOA)).toBe(FLOW);
    expect(wflowBalanceOf(core.ledger.state, coa.evmAddress)).toBe(3n * FLOW);
    expect(core.ledger.evmBalance(WFLOW_ADDRESS)).toBe(4n * FLOW);
  });

  it('reverts a function that is not payable when sent FLOW, and a transfer above the balance', async () => {
    const core = await makeCore();
    const result = succeeds(
      core,
      batch(
        core,
        ALICE,
        [
          { to: WFLOW_ADDRESS, data: calldata.transfer(EOA, 1n), value: 1n },
          { to: WFLOW_ADDRESS, data: calldata.transfer(EOA, 3n * FLOW + 1n) },
          { to: WFLOW_ADDRESS, data: calldata.withdraw(1n).slice(0, 40) },
        ],
        false,
      ),
    );
    expect(executedEvents(result).map((e) => e.fields.errorCode)).toEqual(['306', '306', '306']);
    expect(wflowBalanceOf(core.ledger.state, EOA)).toBe(0n);
  });

  it('rejects a gas limit below the intrinsic gas (209) before the call is in a block', async () => {
    const core = await makeCore();
    fails(core, ALICE, batch(core, ALICE, [{ ...wrap(FLOW), gasLimit: 21_000n }], true), (id) =>
      failedCall(id, 1, 1, 209, 'intrinsic gas too low: have 21000, want 21064'),
    );
  });

  it('checks its pre-conditions: 1 to 20 calls, arrays of one length; and needs a COA', async () => {
    const core = await makeCore();
    const preconditionAt = (id: string, needle: string) => `${id}:${lineColumn(BATCH, needle)}`;
    fails(core, ALICE, batch(core, ALICE, [], true), (id) =>
      cadenceError(
        'pre-condition failed: A batch has 1 to 20 EVM calls, not 0',
        preconditionAt(id, 'targets.length >= 1'),
      ),
    );
    fails(core, ALICE, batch(core, ALICE, Array(21).fill(wrap(1n)), true), (id) =>
      cadenceError(
        'pre-condition failed: A batch has 1 to 20 EVM calls, not 21',
        preconditionAt(id, 'targets.length >= 1'),
      ),
    );
    const mismatched = signedBy(core, ALICE, BATCH, [
      json.strings([WFLOW_ADDRESS]),
      json.strings(['', '']),
      json.uints('UInt', [0n]),
      json.uints('UInt64', [100_000n]),
      json.bool(true),
    ]);
    fails(core, ALICE, mismatched, (id) =>
      cadenceError(
        'pre-condition failed: targets, data, values and gasLimits must have the same length',
        preconditionAt(id, 'data.length == targets.length'),
      ),
    );
    fails(core, BOB, batch(core, BOB, [wrap(1n)], true), (id) =>
      cadenceError(
        'panic: The signer has no COA at /storage/evm',
        `${id}:${lineColumn(BATCH, 'panic("The signer has no COA')}`,
      ),
    );
  });

  it('fails on a malformed target or calldata, after the calls before it ran', async () => {
    const core = await makeCore();
    fails(core, ALICE, batch(core, ALICE, [wrap(FLOW), { to: EOA.slice(0, 41) }], false), () =>
      cadenceError(
        'pre-condition failed: EVM.addressFromString(): Invalid hex string length for an EVM address. The provided string is 41, but the length must be 40 or 42.',
        `${EVM}.EVM:244:12`,
      ),
    );
    fails(
      core,
      ALICE,
      batch(core, ALICE, [{ to: WFLOW_ADDRESS, data: '0xd0e30db0' }], false),
      (id) =>
        cadenceError(
          'invalid byte in hex string: 78',
          `${id}:${lineColumn(BATCH, 'data[i].decodeHex()')}`,
        ),
    );
  });
});

describe('get_evm_account.cdc', () => {
  it('reads the COA, its WFLOW when asked, and nil without a COA or an account', async () => {
    const core = await makeCore();
    const coa = coaOf(core, ALICE);
    expect(script(core, GET_EVM_ACCOUNT, evmAccountArgs(ALICE, null))).toEqual({
      coaAddress: coa.evmAddress.slice(2),
      balanceAtto: '25000000000000000000',
      wflowBalance: null,
    });
    expect(
      script(core, GET_EVM_ACCOUNT, evmAccountArgs(ALICE, getAddress(WFLOW_ADDRESS))),
    ).toMatchObject({ wflowBalance: '3000000000000000000' });
    expect(script(core, GET_EVM_ACCOUNT, evmAccountArgs(BOB, WFLOW_ADDRESS))).toBeNull();
    expect(script(core, GET_EVM_ACCOUNT, evmAccountArgs('045a1763c93006ca', null))).toBeNull();
  });

  it('fails clearly when the address given for WFLOW is not a token, or not an address', async () => {
    const core = await makeCore();
    expect(() => script(core, GET_EVM_ACCOUNT, evmAccountArgs(ALICE, EOA))).toThrow(
      `assertion failed: balanceOf(address) on ${EOA} did not return a uint256: is it WFLOW?`,
    );
    expect(() => script(core, GET_EVM_ACCOUNT, evmAccountArgs(ALICE, 'WFLOW'))).toThrow(
      /pre-condition failed: EVM\.addressFromString\(\): Invalid hex string length.*\n --> f8d6e0586b0a20c7\.EVM:244:12/,
    );
  });
});

describe('the revert-evm-call fault', () => {
  it('is validated: a 1-based call index, an optional times, nothing else', () => {
    expect(parseFault({ type: 'revert-evm-call', call: 2 })).toEqual({
      type: 'revert-evm-call',
      call: 2,
    });
    expect(parseFault({ type: 'revert-evm-call', call: 1, times: 3 })).toEqual({
      type: 'revert-evm-call',
      call: 1,
      times: 3,
    });
    expect(() => parseFault({ type: 'revert-evm-call' })).toThrow('call is required');
    expect(() => parseFault({ type: 'revert-evm-call', call: 0 })).toThrow('call must be');
    expect(() => parseFault({ type: 'revert-evm-call', call: 1.5 })).toThrow('call must be');
    expect(() => parseFault({ type: 'revert-evm-call', call: 1, mustPass: true })).toThrow(
      'unknown field "mustPass"',
    );
  });

  it('has a control shorthand', async () => {
    const added: Fault[] = [];
    const control = withFaultShorthands({
      reset: async () => {},
      state: async () => ({}),
      accounts: async () => [],
      addFault: async (fault) => {
        added.push(fault);
      },
      clearFaults: async () => {},
      requests: async () => [],
      clearRequests: async () => {},
      advanceBlocks: async () => 0,
      settings: async () => {
        throw new Error('not used');
      },
      updateSettings: async () => {
        throw new Error('not used');
      },
    });
    await control.revertEvmCall(3);
    expect(added).toEqual([{ type: 'revert-evm-call', call: 3 }]);
  });

  it('applies to the next transaction only and is listed until then', async () => {
    const core = await makeCore();
    core.addFault({ type: 'revert-evm-call', call: 1 });
    expect(core.faults.list()).toMatchObject({
      transactions: [{ type: 'revert-evm-call', call: 1, remaining: 1 }],
    });
    // A transaction without COA calls still takes it.
    succeeds(core, signedBy(core, ALICE, DEPOSIT, [json.ufix64('1.0')]));
    expect(core.faults.list()).toMatchObject({ transactions: [] });
    const result = succeeds(core, batch(core, ALICE, [wrap(FLOW)], true));
    expect(executedEvents(result)[0]?.fields.errorCode).toBe('0');
  });
});
