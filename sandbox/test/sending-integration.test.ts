/**
 * The app's sending Cadence through real FCL against a running sandbox, signed by the wallet's
 * HTTP/POST authz endpoint and followed to SEALED: FLOW to an EVM address (no COA), a token to
 * a Cadence address, the receiver check, and the control API's view of both VMs.
 */
import { type FlowClientInstance, config as globalFclConfig } from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { flowConservation, parseFlowTotals } from '../src/conservation.ts';
import type { RunningSandbox } from '../src/index.ts';
import {
  appCadence,
  at,
  clientFor,
  fclTransactionError,
  isRecord,
  startTestSandbox,
  stringAt,
  walletAuthz,
} from './helpers.ts';

const TRANSFER_FLOW_TO_EVM = appCadence('transactions/transfer_flow_to_evm.cdc');
const TRANSFER_TOKENS = appCadence('transactions/transfer_tokens.cdc');
const CAN_RECEIVE_TOKEN = appCadence('scripts/can_receive_token.cdc');
const GET_TOKEN_VAULTS = appCadence('scripts/get_token_vaults.cdc');

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const CAROL = '0xf3fcd2c1a78f5eee';
const ISSUER = '0x192440c99cb17282';
const EOA = '0xde709f2102306220921060314715629080e2fb77';

describe('sending through FCL (emulator chain, polling path)', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    fcl = clientFor(sandbox, 'emulator');
    // fcl-core's legacy polling sends through the global config (see integration.test.ts).
    globalFclConfig().put('accessNode.api', sandbox.accessNodeUrl);
    await sandbox.control.advanceBlocks(3);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  /** `GET /_sandbox/state` over HTTP, as a browser test's control client reads it. */
  async function state(): Promise<Record<string, unknown>> {
    const response = await fetch(`${sandbox.accessNodeUrl}/_sandbox/state`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    if (!isRecord(body)) throw new Error('the state is not an object');
    return body;
  }

  const vaultBalance = async (address: string, identifier: string): Promise<unknown> => {
    const vaults = await fcl.query({
      cadence: GET_TOKEN_VAULTS,
      args: (arg, t) => [arg(address, t.Address), arg(null, t.Optional(t.Array(t.String)))],
    });
    if (!Array.isArray(vaults)) throw new Error('expected a list of vaults');
    const vault: unknown = vaults.find((v: unknown) => isRecord(v) && v.identifier === identifier);
    return isRecord(vault) ? vault.balance : undefined;
  };

  it('sends FLOW to an EVM address without a COA, to SEALED, and the state shows the EVM balance', async () => {
    const before = await state();
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW_TO_EVM,
      args: (arg, t) => [arg(EOA, t.String), arg('7.25', t.UFix64)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const sealed = await fcl.tx(id).onceSealed();
    expect(sealed).toMatchObject({ status: 4, statusCode: 0, errorMessage: '' });
    expect(sealed.events.map((event) => event.type)).toEqual([
      'A.0ae53cb6e3f42a79.FlowToken.TokensWithdrawn',
      'A.ee82856bf20e2aa6.FungibleToken.Withdrawn',
      'A.f8d6e0586b0a20c7.EVM.TransactionExecuted',
      'A.f8d6e0586b0a20c7.EVM.FLOWTokensDeposited',
    ]);
    expect(sealed.events[3]?.data).toMatchObject({
      address: EOA.slice(2),
      amount: '7.25000000',
      balanceAfterInAttoFlow: '7250000000000000000',
    });
    expect(sealed.events[2]?.data).toMatchObject({ errorCode: '0', type: '255' });

    const after = await state();
    expect(at(after, 'evmBalances', EOA)).toBe('7250000000000000000');
    expect(after.evm).toMatchObject({
      accounts: expect.arrayContaining([
        { address: EOA, balanceAtto: '7250000000000000000', nonce: '0' },
      ]),
    });
    const alice = accountIn(after, ALICE);
    expect(stringAt(alice, 'flowVault', 'balance')).toBe('99275000000');
    expect(flowConservation(parseFlowTotals(before), parseFlowTotals(after))).toEqual({
      createdAtto: 0n,
      feesAtto: 0n,
    });
  });

  it('fails FLOW to a truncated EVM address with 1101 and the EVM contract’s error', async () => {
    const before = await state();
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW_TO_EVM,
      args: (arg, t) => [arg(EOA.slice(0, 40), t.String), arg('1.0', t.UFix64)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const error = fclTransactionError(
      await fcl
        .tx(id)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ code: 1101, type: 'CADENCE_RUNTIME_ERROR' });
    // A 0x-prefixed address missing two digits is 40 characters: Cadence then hex-decodes the
    // "0x" itself and fails on the "x" (0x78).
    expect(error.message).toContain(
      '* transaction execute failed: [Error Code: 1101] cadence runtime error: Execution failed:\nerror: invalid byte in hex string: 78\n --> f8d6e0586b0a20c7.EVM:258:19\n',
    );
    const after = await state();
    expect(after.evmBalances).toEqual(before.evmBalances);
    expect(stringAt(accountIn(after, ALICE), 'flowVault', 'balance')).toBe(
      stringAt(accountIn(before, ALICE), 'flowVault', 'balance'),
    );
  });

  it('sends a token to a Cadence address, to SEALED, after checking the recipient can receive it', async () => {
    const canReceive = (address: string, path: string) =>
      fcl.query({
        cadence: CAN_RECEIVE_TOKEN,
        args: (arg, t) => [arg(address, t.Address), arg(path, t.String)],
      });
    expect(await canReceive(BOB, 'sandboxUSDReceiver')).toBe(true);
    expect(await canReceive(CAROL, 'sandboxUSDReceiver')).toBe(false);
    expect(await canReceive(CAROL, 'flowTokenReceiver')).toBe(true);

    const before = await state();
    const id = await fcl.mutate({
      cadence: TRANSFER_TOKENS,
      args: (arg, t) => [
        arg('2.5', t.UFix64),
        arg(BOB, t.Address),
        arg(ISSUER, t.Address),
        arg('SandboxUSD', t.String),
      ],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const sealed = await fcl.tx(id).onceSealed();
    expect(sealed).toMatchObject({ status: 4, statusCode: 0 });
    expect(sealed.events.map((event) => [event.type, event.data])).toEqual([
      [
        'A.ee82856bf20e2aa6.FungibleToken.Withdrawn',
        expect.objectContaining({
          type: 'A.192440c99cb17282.SandboxUSD.Vault',
          amount: '2.50000000',
          from: ALICE,
          balanceAfter: '247.50000000',
        }),
      ],
      [
        'A.ee82856bf20e2aa6.FungibleToken.Deposited',
        expect.objectContaining({
          type: 'A.192440c99cb17282.SandboxUSD.Vault',
          amount: '2.50000000',
          to: BOB,
          balanceAfter: '12.50000000',
        }),
      ],
    ]);
    expect(await vaultBalance(BOB, 'A.192440c99cb17282.SandboxUSD.Vault')).toBe('12.50000000');
    expect(await vaultBalance(ALICE, 'A.192440c99cb17282.SandboxUSD.Vault')).toBe('247.50000000');
    expect(flowConservation(parseFlowTotals(before), parseFlowTotals(await state()))).toEqual({
      createdAtto: 0n,
      feesAtto: 0n,
    });
  });

  it('fails a token to a recipient that cannot receive it, with the script’s message', async () => {
    const id = await fcl.mutate({
      cadence: TRANSFER_TOKENS,
      args: (arg, t) => [
        arg('1.0', t.UFix64),
        arg(CAROL, t.Address),
        arg(ISSUER, t.Address),
        arg('SandboxUSD', t.String),
      ],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const error = fclTransactionError(
      await fcl
        .tx(id)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error.code).toBe(1101);
    expect(error.message).toContain(
      `error: panic: The recipient ${CAROL} cannot receive this token: no receiver at /public/sandboxUSDReceiver`,
    );
    expect(await vaultBalance(ALICE, 'A.192440c99cb17282.SandboxUSD.Vault')).toBe('247.50000000');
  });
});

function accountIn(state: Record<string, unknown>, address: string): Record<string, unknown> {
  const accounts = state.accounts;
  if (!Array.isArray(accounts)) throw new Error('no accounts in the state');
  const found: unknown = accounts.find((a: unknown) => isRecord(a) && a.address === address);
  if (!isRecord(found)) throw new Error(`no account ${address} in the state`);
  return found;
}

describe('sending through FCL (testnet chain id, WebSocket path)', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;
  const alice = flowAddressAtIndex(5, 'testnet');

  beforeAll(async () => {
    sandbox = await startTestSandbox({ chainId: 'flow-testnet' });
    fcl = clientFor(sandbox, 'testnet');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('sends FLOW to an EVM address with the testnet EVM contract’s events, fee included', async () => {
    const before = parseFlowTotals(await sandbox.control.state());
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW_TO_EVM,
      args: (arg, t) => [arg(EOA, t.String), arg('0.5', t.UFix64)],
      authz: walletAuthz(sandbox.walletUrl, alice),
    });
    const sealed = await fcl.tx(id).onceSealed();
    expect(sealed.statusCode).toBe(0);
    expect(sealed.events.map((event) => event.type)).toEqual([
      'A.7e60df042a9c0868.FlowToken.TokensWithdrawn',
      'A.9a0766d93b6608b7.FungibleToken.Withdrawn',
      'A.8c5303eaa26202d6.EVM.TransactionExecuted',
      'A.8c5303eaa26202d6.EVM.FLOWTokensDeposited',
      // Fees are on for flow-testnet.
      'A.7e60df042a9c0868.FlowToken.TokensWithdrawn',
      'A.9a0766d93b6608b7.FungibleToken.Withdrawn',
      'A.7e60df042a9c0868.FlowToken.TokensDeposited',
      'A.9a0766d93b6608b7.FungibleToken.Deposited',
      'A.912d5440f7e3769e.FlowFees.FeesDeducted',
    ]);
    const after = parseFlowTotals(await sandbox.control.state());
    expect(flowConservation(before, after)).toEqual({
      createdAtto: 0n,
      feesAtto: 1_000n * 10_000_000_000n,
    });
    expect(after.evmAccountsAtto - before.evmAccountsAtto).toBe(500_000_000_000_000_000n);
  });
});
