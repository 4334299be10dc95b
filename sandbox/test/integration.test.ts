import {
  decode,
  type FlowClientInstance,
  getTransaction,
  config as globalFclConfig,
  send,
} from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import type { RunningSandbox } from '../src/index.ts';
import {
  clientFor,
  fclHttpError,
  fclTransactionError,
  GET_FLOW_BALANCE,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from './helpers.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const DAVE = '0xe03daebed8ca0615';

describe('FCL against the sandbox (emulator chain, polling path)', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    fcl = clientFor(sandbox, 'emulator');
    // fcl-core 1.30.3's legacy polling (the emulator path of fcl.tx) sends through the global
    // config, not the scoped client's: without this, polling fails with "accessNode.api ...
    // must be defined". The app needs the same workaround.
    globalFclConfig().put('accessNode.api', sandbox.accessNodeUrl);
    await sandbox.control.advanceBlocks(5);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const balanceOf = (address: string): Promise<unknown> =>
    fcl.query({
      cadence: GET_FLOW_BALANCE,
      args: (arg, t) => [arg(address, t.Address)],
    });

  it('queries get_flow_balance with string imports resolved from flow.json', async () => {
    expect(await balanceOf(ALICE)).toBe('1000.00000000');
    expect(await balanceOf(BOB)).toBe('50.00000000');
  });

  it('fails the balance script for an account without a vault with HTTP 400 and a 1101 panic', async () => {
    const error = fclHttpError(await balanceOf(DAVE).catch((e: unknown) => e));
    expect(error.statusCode).toBe(400);
    const message = error.errorMessage;
    expect(message).toContain(
      'Invalid Flow argument: failed to execute script: [Error Code: 1101]',
    );
    expect(message).toContain(`error: panic: Account ${DAVE} has no FLOW balance capability`);
  });

  it('rejects a wrongly typed script argument with HTTP 400', async () => {
    const error = fclHttpError(
      await fcl
        .query({
          cadence: GET_FLOW_BALANCE,
          args: (arg, t) => [arg('1.0', t.UFix64)],
        })
        .catch((e: unknown) => e),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errorMessage).toMatch(
      /^Invalid Flow argument: .*invalid argument at index 0: expected value of type `Address`/s,
    );
  });

  it('rejects unknown Cadence with HTTP 400 pointing to the Flow emulator', async () => {
    const error = fclHttpError(
      await fcl
        .query({ cadence: 'access(all) fun main(): Int { return 42 }' })
        .catch((e: unknown) => e),
    );
    expect(error.statusCode).toBe(400);
    const message = error.errorMessage;
    expect(message).toContain('cannot execute arbitrary Cadence');
    expect(message).toContain('flow emulator');
  });

  it('reads an account with keys (fcl.account)', async () => {
    const account = await fcl.account(ALICE);
    expect(account.address).toBe('01cf0e2f2f715450');
    expect(account.balance).toBe(100000000000);
    expect(account.keys[0]).toMatchObject({
      index: 0,
      signAlgoString: 'ECDSAP256',
      hashAlgoString: 'SHA3_256',
      weight: 1000,
      revoked: false,
    });
    expect(account.keys[0]?.publicKey).toMatch(/^[0-9a-f]{128}$/);
  });

  it('reads the latest block (fcl.block)', async () => {
    const block = await fcl.block();
    expect(block.id).toMatch(/^[0-9a-f]{64}$/);
    expect(block.height).toBeGreaterThan(0);
    expect(block.collectionGuarantees).toEqual([]);
    const sealed = await fcl.block({ sealed: true });
    expect(sealed.height).toBeLessThanOrEqual(block.height);
    const byId = await fcl.block({ id: block.id });
    expect(byId.id).toBe(block.id);
  });

  it('signs in through the HTTP/POST wallet (authn response shape)', async () => {
    // fcl.authenticate() is browser-only ("currentUser is only available in the browser"), so
    // the authn endpoint is called the way FCL's HTTP/POST strategy calls it.
    const response = await fetch(`${sandbox.walletUrl}/api/authn?l6n=http%3A%2F%2Flocalhost`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fclVersion: '1.21.11', service: { type: 'authn', params: {} } }),
    });
    const json: unknown = await response.json();
    expect(json).toMatchObject({
      f_type: 'PollingResponse',
      status: 'APPROVED',
      data: {
        addr: ALICE,
        // toMatchObject matches arrays element by element and in full: exactly these services.
        services: [
          { type: 'authn', provider: { name: 'Flowdeck Sandbox Wallet' } },
          { type: 'authz' },
          { type: 'user-signature' },
        ],
      },
    });
  });

  it('sends FLOW signed by the wallet and follows it to SEALED by polling', async () => {
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('12.5', t.UFix64), arg(BOB, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const seen: number[] = [];
    const unsubscribe = fcl.tx(id).subscribe((status) => seen.push(status.status));
    const sealed = await fcl.tx(id).onceSealed();
    unsubscribe();
    expect(sealed.status).toBe(4);
    expect(sealed.statusCode).toBe(0);
    expect(sealed.errorMessage).toBe('');
    const types = sealed.events.map((event) => event.type);
    // Like `flow emulator` without --transaction-fees: no fee, no fee events.
    expect(types).toEqual([
      'A.0ae53cb6e3f42a79.FlowToken.TokensWithdrawn',
      'A.ee82856bf20e2aa6.FungibleToken.Withdrawn',
      'A.0ae53cb6e3f42a79.FlowToken.TokensDeposited',
      'A.ee82856bf20e2aa6.FungibleToken.Deposited',
    ]);
    expect(sealed.events[0]?.data).toEqual({ amount: '12.50000000', from: ALICE });
    expect(Math.max(...seen)).toBe(4);
    const log = await sandbox.control.requests();
    expect(log.some((entry) => entry.path === `/v1/transaction_results/${id}`)).toBe(true);
    expect(await balanceOf(BOB)).toBe('62.50000000');
    expect(await balanceOf(ALICE)).toBe('987.50000000');
    const account = await fcl.account(ALICE);
    expect(account.keys[0]?.sequenceNumber).toBe(1);
    const tx = await send([getTransaction(id)]).then(decode);
    expect(tx).toMatchObject({ proposalKey: { sequenceNumber: 0 } });
  });

  it('fails a transfer above the balance with 1101 and the FungibleToken pre-condition', async () => {
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('5000.0', t.UFix64), arg(BOB, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const error = fclTransactionError(
      await fcl
        .tx(id)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ code: 1101, type: 'CADENCE_RUNTIME_ERROR' });
    const message = error.message;
    expect(message).toMatch(
      /^\[Error Code: 1101\] error caused by: 1 error occurred:\n\t\* transaction execute failed: \[Error Code: 1101\] cadence runtime error: Execution failed:\nerror: pre-condition failed: FungibleToken\.Vault\.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn \(5000\.00000000\) is greater than the balance of the Vault \(987\.50000000\)\./,
    );
    expect(await balanceOf(BOB)).toBe('62.50000000');
  });

  it('rejects a bad signature with 1006/1009 and leaves the sequence number unchanged', async () => {
    const before = (await fcl.account(ALICE)).keys[0]?.sequenceNumber;
    await sandbox.control.walletFault('bad-signature');
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('1.0', t.UFix64), arg(BOB, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const error = fclTransactionError(
      await fcl
        .tx(id)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error.code).toBe(1009);
    expect(error.message).toContain(
      '* transaction verification failed: [Error Code: 1006] invalid proposal key: public key 0 on account 01cf0e2f2f715450 does not have a valid signature: [Error Code: 1009] invalid envelope key: public key 0 on account 01cf0e2f2f715450 does not have a valid signature: signature is not valid',
    );
    expect((await fcl.account(ALICE)).keys[0]?.sequenceNumber).toBe(before);
  });

  it('rejects a stale sequence number with 1007 (two sends racing on one key)', async () => {
    const send = (amount: string) =>
      fcl.mutate({
        cadence: TRANSFER_FLOW,
        args: (arg, t) => [arg(amount, t.UFix64), arg(BOB, t.Address)],
        authz: walletAuthz(sandbox.walletUrl, ALICE),
      });
    await sandbox.control.updateSettings({ blockIntervalMs: 0 });
    const first = await send('1.0');
    const second = await send('2.0');
    await sandbox.control.advanceBlocks(3);
    await sandbox.control.updateSettings({ blockIntervalMs: 150 });
    expect((await fcl.tx(first).onceSealed()).statusCode).toBe(0);
    const error = fclTransactionError(
      await fcl
        .tx(second)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error.code).toBe(1007);
    expect(error.message).toMatch(
      /checking sequence number failed: \[Error Code: 1007\] invalid proposal key: public key 0 on account 01cf0e2f2f715450 has sequence number \d+, but given \d+/,
    );
  });

  it('rejects a wrongly typed transaction argument with 1052', async () => {
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('1.0', t.String), arg(BOB, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const error = fclTransactionError(
      await fcl
        .tx(id)
        .onceSealed()
        .catch((e: unknown) => e),
    );
    expect(error.code).toBe(1052);
    expect(error.message).toContain(
      '[Error Code: 1052] transaction arguments are invalid: (argument at index 0: expected value of type `UFix64`, got `String`)',
    );
  });

  it('rejects unknown Cadence in a transaction with HTTP 400', async () => {
    const error = fclHttpError(
      await fcl
        .mutate({
          cadence: 'transaction { prepare(signer: &Account) {} }',
          authz: walletAuthz(sandbox.walletUrl, ALICE),
        })
        .catch((e: unknown) => e),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errorMessage).toContain('cannot execute arbitrary Cadence');
  });
});

describe('FCL against the sandbox (testnet chain id, WebSocket path)', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;
  const alice = flowAddressAtIndex(5, 'testnet');
  const bob = flowAddressAtIndex(6, 'testnet');

  beforeAll(async () => {
    sandbox = await startTestSandbox({ chainId: 'flow-testnet' });
    fcl = clientFor(sandbox, 'testnet');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('sends FLOW and follows the status over /v1/ws until SEALED', async () => {
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('3.25', t.UFix64), arg(bob, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, alice),
    });
    const sealed = await fcl.tx(id).onceSealed();
    expect(sealed.status).toBe(4);
    expect(sealed.statusCode).toBe(0);
    expect(sealed.events[0]?.type).toBe('A.7e60df042a9c0868.FlowToken.TokensWithdrawn');
    const log = await sandbox.control.requests();
    expect(log.some((entry) => entry.path === '/v1/ws')).toBe(true);
    expect(log.some((entry) => entry.path.startsWith('/v1/transaction_results/'))).toBe(false);
    const balance = await fcl.query({
      cadence: GET_FLOW_BALANCE_TESTNET,
      args: (arg, t) => [arg(bob, t.Address)],
    });
    expect(balance).toBe('53.25000000');
  });
});

const GET_FLOW_BALANCE_TESTNET = GET_FLOW_BALANCE;
