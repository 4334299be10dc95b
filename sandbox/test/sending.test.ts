/**
 * The app's sending Cadence in the sandbox chain (in process, blocks produced by hand):
 * transfer_flow_to_evm.cdc, transfer_tokens.cdc and can_receive_token.cdc. Each transaction is
 * checked for its balances (to the last unit), events, sequence number, rollback on failure and
 * FLOW conservation across both VMs.
 */
import { keccak256, numberToHex, pad, serializeTransaction, toRlp } from 'viem';
import { describe, expect, it } from 'vitest';
import { flowConservation } from '../src/conservation.ts';
import { NATIVE_TOKEN_BRIDGE_ADDRESS, WFLOW_ADDRESS } from '../src/evm.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import {
  ALICE,
  BOB,
  CAROL,
  DAVE,
  EVM,
  expectRolledBack,
  FLOW_TOKEN,
  FT,
  ISSUER,
  makeCore,
  NOBODY,
  parseCadenceBeforeAll,
  runScript,
  totalsOf,
} from './core.ts';
import { appCadence, cadenceError, decodeEvents, hexOf, lineColumn } from './helpers.ts';
import { resultOf, signedBy, submitUntilSealed } from './tx.ts';

parseCadenceBeforeAll();

const TRANSFER_FLOW_TO_EVM = appCadence('transactions/transfer_flow_to_evm.cdc');
const TRANSFER_TOKENS = appCadence('transactions/transfer_tokens.cdc');
const CAN_RECEIVE_TOKEN = appCadence('scripts/can_receive_token.cdc');

const SUSD_VAULT = `A.${ISSUER}.SandboxUSD.Vault`;
const ATTO = 10_000_000_000n;
/** An EIP-55 address nobody in the fixture owns. */
const EOA = '0x52908400098527886E0F7030069857D2E4169EE7';
const EOA_LOWER = EOA.toLowerCase();
/** WFLOW's account: the native FLOW behind the fixture's 3 WFLOW (Alice's). */
const WFLOW_ACCOUNT = {
  address: WFLOW_ADDRESS,
  balanceAtto: 3_000_000_000_000_000_000n,
  nonce: 1n,
};

const json = {
  string: (value: string) => JSON.stringify({ type: 'String', value }),
  ufix64: (value: string) => JSON.stringify({ type: 'UFix64', value }),
  address: (value: string) => JSON.stringify({ type: 'Address', value: `0x${value}` }),
};

const toEvm = (core: SandboxCore, from: string, hex: string, amount: string) =>
  signedBy(core, from, TRANSFER_FLOW_TO_EVM, [json.string(hex), json.ufix64(amount)]);

const sendToken = (
  core: SandboxCore,
  from: string,
  amount: string,
  to: string,
  contractAddress: string,
  contractName: string,
) =>
  signedBy(core, from, TRANSFER_TOKENS, [
    json.ufix64(amount),
    json.address(to),
    json.address(contractAddress),
    json.string(contractName),
  ]);

function flowOf(core: SandboxCore, address: string): bigint | undefined {
  return core.ledger.account(address)?.flowVault?.balance;
}

function susdOf(core: SandboxCore, address: string): bigint | undefined {
  return core.ledger.account(address)?.vaults.find((vault) => vault.typeIdentifier === SUSD_VAULT)
    ?.balance;
}

function sequenceOf(core: SandboxCore, address: string): bigint | undefined {
  return core.ledger.account(address)?.keys[0]?.sequenceNumber;
}

async function setup(options: { transactionFees?: boolean } = {}) {
  const core = await makeCore(options);
  return { core, before: structuredClone(core.ledger.state), start: totalsOf(core) };
}

describe('transfer_flow_to_evm.cdc (FLOW from the Cadence vault to any EVM address)', () => {
  it('credits a new EOA with the exact attoFLOW, emits what flow-go emits, and conserves FLOW', async () => {
    const { core, start } = await setup();
    const aliceVault = core.ledger.account(ALICE)?.flowVault?.uuid;
    const { id, result } = submitUntilSealed(core, toEvm(core, ALICE, EOA, '12.5'));
    expect(result).toMatchObject({ status: 'Sealed', status_code: 0, error_message: '' });

    expect(flowOf(core, ALICE)).toBe(100_000_000_000n - 1_250_000_000n);
    expect(core.ledger.evmBalance(EOA)).toBe(12_500_000_000_000_000_000n);
    expect(core.ledger.evmBalance(EOA_LOWER)).toBe(12_500_000_000_000_000_000n);
    expect(sequenceOf(core, ALICE)).toBe(1n);
    expect(core.ledger.state.evm.accounts).toEqual([
      WFLOW_ACCOUNT,
      { address: NATIVE_TOKEN_BRIDGE_ADDRESS, balanceAtto: 0n, nonce: 1n },
      { address: EOA_LOWER, balanceAtto: 12_500_000_000_000_000_000n, nonce: 0n },
    ]);

    const emitted = decodeEvents(result);
    expect(emitted.map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
      `A.${FT}.FungibleToken.Withdrawn`,
      `A.${EVM}.EVM.TransactionExecuted`,
      `A.${EVM}.EVM.FLOWTokensDeposited`,
    ]);
    const [tokensWithdrawn, withdrawn, executed, deposited] = emitted;
    expect(tokensWithdrawn?.fields).toEqual({ amount: '12.50000000', from: `0x${ALICE}` });
    expect(withdrawn?.fields).toEqual({
      type: `A.${FLOW_TOKEN}.FlowToken.Vault`,
      amount: '12.50000000',
      from: `0x${ALICE}`,
      fromUUID: String(aliceVault),
      withdrawnUUID: expect.stringMatching(/^\d+$/),
      balanceAfter: '987.50000000',
    });
    expect(deposited?.fields).toEqual({
      address: EOA_LOWER.slice(2),
      amount: '12.50000000',
      depositedUUID: withdrawn?.fields.withdrawnUUID,
      balanceAfterInAttoFlow: '12500000000000000000',
    });

    // The direct call from the native-token bridge, hashed and encoded as flow-go does; viem
    // computes the expected values independently (a legacy transaction with V = 255).
    const value = 12_500_000_000_000_000_000n;
    const gas = 206_900n;
    const expectedHash = keccak256(
      serializeTransaction(
        { type: 'legacy', nonce: 0, gasPrice: 0n, gas, to: EOA_LOWER as `0x${string}`, value },
        { r: numberToHex(BigInt(NATIVE_TOKEN_BRIDGE_ADDRESS)), s: '0x01', v: 255n },
      ),
    );
    const expectedPayload = `0xff${toRlp([
      '0xff',
      '0x01',
      NATIVE_TOKEN_BRIDGE_ADDRESS,
      EOA_LOWER as `0x${string}`,
      '0x',
      numberToHex(value),
      numberToHex(gas),
      '0x',
    ]).slice(2)}`;
    const included = core.chain.transactions.get(id)?.includedHeight;
    expect(executed?.fields).toEqual({
      hash: expect.any(Array),
      index: '0',
      type: '255',
      payload: expect.any(Array),
      errorCode: '0',
      errorMessage: '',
      // A transfer that creates the account: 21 000 + EIP-8037's 183 600 (flow-go's tests).
      gasConsumed: '204600',
      contractAddress: '',
      logs: expect.any(Array),
      blockHeight: String(included),
      returnedData: [],
      precompiledCalls: [],
      stateUpdateChecksum: expect.any(Array),
    });
    expect(hexOf(executed?.fields.hash)).toBe(expectedHash);
    expect(hexOf(executed?.fields.payload)).toBe(expectedPayload);
    // EIP-7708: the transfer logs Transfer(bridge, EOA, value) from the system address.
    expect(hexOf(executed?.fields.logs)).toBe(
      toRlp([
        [
          '0xfffffffffffffffffffffffffffffffffffffffe',
          [
            keccak256(new TextEncoder().encode('Transfer(address,address,uint256)')),
            pad(NATIVE_TOKEN_BRIDGE_ADDRESS),
            pad(EOA_LOWER as `0x${string}`),
          ],
          pad(numberToHex(value)),
        ],
      ]),
    );
    expect(executed?.fields.stateUpdateChecksum).toHaveLength(4);

    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
    expect(totalsOf(core).evmAccountsAtto - start.evmAccountsAtto).toBe(value);
    expect(start.cadenceVaultsAtto - totalsOf(core).cadenceVaultsAtto).toBe(value);
  });

  it("credits a COA's own balance when the address is a COA (no COA needed to send)", async () => {
    const { core, start } = await setup();
    const coa = core.ledger.account(ALICE)?.coa?.evmAddress;
    if (coa === undefined) throw new Error('Alice has a COA');
    const { result } = submitUntilSealed(core, toEvm(core, BOB, coa, '0.00000001'));
    expect(result.error_message).toBe('');
    expect(core.ledger.account(ALICE)?.coa?.balanceAtto).toBe(25_000_000_000_000_000_000n + ATTO);
    expect(flowOf(core, BOB)).toBe(5_000_000_000n - 1n);
    // Only the bridge's nonce: a COA's balance is not an EOA entry.
    expect(core.ledger.state.evm.accounts).toEqual([
      WFLOW_ACCOUNT,
      { address: NATIVE_TOKEN_BRIDGE_ADDRESS, balanceAtto: 0n, nonce: 1n },
    ]);
    expect(decodeEvents(result).at(-1)?.fields).toMatchObject({
      address: coa.slice(2),
      amount: '0.00000001',
      balanceAfterInAttoFlow: '25000000010000000000',
    });
    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
    expect(totalsOf(core).coasAtto - start.coasAtto).toBe(ATTO);
  });

  it('accepts 40 hex digits without 0x, in either case, and adds to an existing balance', async () => {
    const { core, start } = await setup();
    expect(
      submitUntilSealed(core, toEvm(core, ALICE, EOA.slice(2).toUpperCase(), '1.0')).result
        .error_message,
    ).toBe('');
    expect(
      submitUntilSealed(core, toEvm(core, ALICE, EOA_LOWER, '2.00000003')).result.error_message,
    ).toBe('');
    expect(core.ledger.evmBalance(EOA)).toBe(3_000_000_030_000_000_000n);
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n - 300_000_003n);
    expect(sequenceOf(core, ALICE)).toBe(2n);
    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
  });

  it('numbers EVM transactions within a Flow block and the bridge nonce across blocks', async () => {
    const { core } = await setup();
    const first = String(core.chain.submit(toEvm(core, ALICE, EOA, '1.0')).id);
    const second = String(core.chain.submit(toEvm(core, BOB, EOA, '1.0')).id);
    core.chain.advance();
    core.chain.advance();
    const third = submitUntilSealed(core, toEvm(core, ALICE, EOA, '1.0'));
    const executedOf = (result: Record<string, unknown>) =>
      decodeEvents(result).find((e) => e.type === `A.${EVM}.EVM.TransactionExecuted`)?.fields;
    const a = executedOf(resultOf(core, first));
    const b = executedOf(resultOf(core, second));
    const c = executedOf(third.result);
    expect([a?.index, b?.index, c?.index]).toEqual(['0', '1', '0']);
    expect(a?.blockHeight).toBe(b?.blockHeight);
    expect(Number(c?.blockHeight)).toBeGreaterThan(Number(a?.blockHeight));
    // The payload carries the bridge's nonce (its last field): 0, 1, 2.
    expect([a, b, c].map((e) => hexOf(e?.payload).slice(-2))).toEqual(['80', '01', '02']);
    expect(new Set([a, b, c].map((e) => hexOf(e?.hash))).size).toBe(3);
    expect(core.ledger.evmBalance(EOA)).toBe(3n * 100_000_000n * ATTO);
  });

  it('moves nothing into EVM for 0.0 (the contract destroys an empty vault) but still withdraws', async () => {
    const { core, start } = await setup();
    const { result } = submitUntilSealed(core, toEvm(core, ALICE, EOA, '0.0'));
    expect(result.error_message).toBe('');
    expect(decodeEvents(result).map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
      `A.${FT}.FungibleToken.Withdrawn`,
    ]);
    expect(core.ledger.state.evm.accounts).toEqual([WFLOW_ACCOUNT]);
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n);
    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
  });

  it('charges the fee to the payer when fees are on; FLOW is still conserved', async () => {
    const { core, start } = await setup({ transactionFees: true });
    const { result } = submitUntilSealed(core, toEvm(core, ALICE, EOA, '5.0'));
    expect(result.error_message).toBe('');
    expect(decodeEvents(result).at(-1)?.type).toBe('A.e5a8b7f23e8b548f.FlowFees.FeesDeducted');
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n - 500_000_000n - 1_000n);
    expect(flowConservation(start, totalsOf(core))).toEqual({
      createdAtto: 0n,
      feesAtto: 1_000n * ATTO,
    });
  });

  describe('failures: 1101 with Cadence’s exact text, nothing applied, the sequence number bumped', () => {
    const evmAt = (position: string) => `${EVM}.EVM:${position}`;

    async function fails(
      from: string,
      hex: string,
      amount: string,
      expected: (id: string) => string,
    ) {
      const { core, before, start } = await setup();
      const { id, result } = submitUntilSealed(core, toEvm(core, from, hex, amount));
      expect(result).toMatchObject({ status: 'Sealed', status_code: 1, events: [] });
      expect(result.error_message).toBe(expected(id));
      expectRolledBack(core, before, from);
      expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
    }

    it('more than the balance: the FungibleToken withdraw pre-condition, before the address is read', async () => {
      await fails(ALICE, 'not an address', '1000.00000001', () =>
        cadenceError(
          'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn (1000.00000001) is greater than the balance of the Vault (1000.00000000).',
          `${FT}.FungibleToken:211:16`,
        ),
      );
    });

    it('a string of the wrong length: EVM.addressFromString’s pre-condition', async () => {
      await fails(ALICE, EOA.slice(0, 41), '1.0', () =>
        cadenceError(
          'pre-condition failed: EVM.addressFromString(): Invalid hex string length for an EVM address. The provided string is 41, but the length must be 40 or 42.',
          evmAt('244:12'),
        ),
      );
      // Cadence counts characters (grapheme clusters), not bytes.
      await fails(ALICE, `0x${'é'.repeat(39)}`, '1.0', () =>
        cadenceError(
          'pre-condition failed: EVM.addressFromString(): Invalid hex string length for an EVM address. The provided string is 41, but the length must be 40 or 42.',
          evmAt('244:12'),
        ),
      );
    });

    it("42 characters without a lowercase '0x': its assertion", async () => {
      await fails(ALICE, `0X${EOA.slice(2)}`, '1.0', () =>
        cadenceError(
          "assertion failed: EVM.addressFromString(): The 42-character EVM address string must have a '0x' prefix",
          evmAt('250:12'),
        ),
      );
    });

    it('a character that is not a hex digit: String.decodeHex’s error (the byte in hex)', async () => {
      await fails(ALICE, `0x${'a'.repeat(39)}g`, '1.0', () =>
        cadenceError('invalid byte in hex string: 67', evmAt('258:19')),
      );
      await fails(ALICE, `${'0'.repeat(38)}é0`, '1.0', () =>
        cadenceError('invalid byte in hex string: c3', evmAt('258:19')),
      );
    });

    it('a signer without a FLOW vault: the transaction’s panic', async () => {
      await fails(DAVE, EOA, '1.0', (id) =>
        cadenceError(
          'panic: The signer has no FLOW vault at /storage/flowTokenVault',
          `${id}:${lineColumn(TRANSFER_FLOW_TO_EVM, 'panic("The signer')}`,
        ),
      );
    });

    it('a sender left below its storage reservation: 1103', async () => {
      await fails(
        CAROL,
        EOA,
        '0.0004',
        () =>
          `[Error Code: 1103] error caused by: 1 error occurred:\n\t* transaction execute failed: [Error Code: 1103] The account with address (${CAROL}) uses 120000 bytes of storage which is over its capacity (110000 bytes). Capacity can be increased by adding FLOW tokens to the account.\n\n`,
      );
    });

    it('the zero address (a contract creation in flow-go) is refused rather than faked', async () => {
      const { core, before } = await setup();
      const { result } = submitUntilSealed(core, toEvm(core, ALICE, `0x${'0'.repeat(40)}`, '1.0'));
      expect(result.status_code).toBe(1);
      expect(String(result.error_message)).toContain('a deposit to the zero EVM address');
      expectRolledBack(core, before, ALICE);
    });
  });
});

describe('transfer_tokens.cdc (any fungible token to a Cadence address)', () => {
  it('moves sUSD exactly with FungibleToken’s v2 events and no token-specific ones', async () => {
    const { core, start } = await setup();
    const aliceVault = core.ledger.account(ALICE)?.vaults[0]?.uuid;
    const bobVault = core.ledger.account(BOB)?.vaults[0]?.uuid;
    const { result } = submitUntilSealed(
      core,
      sendToken(core, ALICE, '12.5', BOB, ISSUER, 'SandboxUSD'),
    );
    expect(result).toMatchObject({ status: 'Sealed', status_code: 0, error_message: '' });
    expect(susdOf(core, ALICE)).toBe(25_000_000_000n - 1_250_000_000n);
    expect(susdOf(core, BOB)).toBe(1_000_000_000n + 1_250_000_000n);
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n);
    expect(sequenceOf(core, ALICE)).toBe(1n);
    const [withdrawn, deposited, ...rest] = decodeEvents(result);
    expect(rest).toEqual([]);
    expect(withdrawn).toEqual({
      type: `A.${FT}.FungibleToken.Withdrawn`,
      fields: {
        type: SUSD_VAULT,
        amount: '12.50000000',
        from: `0x${ALICE}`,
        fromUUID: String(aliceVault),
        withdrawnUUID: expect.stringMatching(/^\d+$/),
        balanceAfter: '237.50000000',
      },
    });
    expect(deposited).toEqual({
      type: `A.${FT}.FungibleToken.Deposited`,
      fields: {
        type: SUSD_VAULT,
        amount: '12.50000000',
        to: `0x${BOB}`,
        toUUID: String(bobVault),
        depositedUUID: withdrawn?.fields.withdrawnUUID,
        balanceAfter: '22.50000000',
      },
    });
    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
  });

  it('sends FLOW through FlowToken’s FTVaultData, with FlowToken’s own events too', async () => {
    const { core, start } = await setup();
    const { result } = submitUntilSealed(
      core,
      sendToken(core, BOB, '0.00000001', ALICE, FLOW_TOKEN, 'FlowToken'),
    );
    expect(result.error_message).toBe('');
    expect(flowOf(core, BOB)).toBe(5_000_000_000n - 1n);
    expect(flowOf(core, ALICE)).toBe(100_000_000_000n + 1n);
    expect(decodeEvents(result).map((e) => e.type)).toEqual([
      `A.${FLOW_TOKEN}.FlowToken.TokensWithdrawn`,
      `A.${FT}.FungibleToken.Withdrawn`,
      `A.${FLOW_TOKEN}.FlowToken.TokensDeposited`,
      `A.${FT}.FungibleToken.Deposited`,
    ]);
    expect(decodeEvents(result)[3]?.fields).toMatchObject({
      type: `A.${FLOW_TOKEN}.FlowToken.Vault`,
      to: `0x${ALICE}`,
      balanceAfter: '1000.00000001',
    });
    expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
  });

  it('sends a token to oneself: the balance is unchanged, both events are emitted', async () => {
    const { core } = await setup();
    const { result } = submitUntilSealed(
      core,
      sendToken(core, BOB, '10.0', BOB, ISSUER, 'SandboxUSD'),
    );
    expect(result.error_message).toBe('');
    expect(susdOf(core, BOB)).toBe(1_000_000_000n);
    expect(decodeEvents(result).map((e) => e.fields.balanceAfter)).toEqual([
      '0.00000000',
      '10.00000000',
    ]);
  });

  describe('failures: the script’s own panics and the withdraw pre-condition, nothing applied', () => {
    async function fails(
      body: (core: SandboxCore) => unknown,
      from: string,
      expected: (id: string) => string,
      edit: (core: SandboxCore) => void = () => {},
    ) {
      const core = await makeCore();
      edit(core);
      const before = structuredClone(core.ledger.state);
      const start = totalsOf(core);
      const { id, result } = submitUntilSealed(core, body(core));
      expect(result).toMatchObject({ status: 'Sealed', status_code: 1, events: [] });
      expect(result.error_message).toBe(expected(id));
      expectRolledBack(core, before, from);
      expect(flowConservation(start, totalsOf(core))).toEqual({ createdAtto: 0n, feesAtto: 0n });
    }
    const at = (id: string, needle: string) => `${id}:${lineColumn(TRANSFER_TOKENS, needle)}`;

    it('a contract that is not a fungible token (an NFT contract, a wrong address)', async () => {
      await fails(
        (core) => sendToken(core, ALICE, '1.0', BOB, ISSUER, 'SandboxKitties'),
        ALICE,
        (id) =>
          cadenceError(
            `panic: No fungible token contract SandboxKitties at 0x${ISSUER}`,
            at(id, 'panic("No fungible token contract'),
          ),
      );
      await fails(
        (core) => sendToken(core, ALICE, '1.0', BOB, FLOW_TOKEN, 'SandboxUSD'),
        ALICE,
        (id) =>
          cadenceError(
            `panic: No fungible token contract SandboxUSD at 0x${FLOW_TOKEN}`,
            at(id, 'panic("No fungible token contract'),
          ),
      );
    });

    it('a token contract without the FTVaultData view', async () => {
      await fails(
        (core) => sendToken(core, ALICE, '1.0', BOB, ISSUER, 'SandboxUSD'),
        ALICE,
        (id) =>
          cadenceError(
            'panic: The token contract does not describe its vault (FTVaultData view)',
            at(id, 'panic("The token contract'),
          ),
        (core) => {
          for (const account of core.ledger.state.accounts) {
            for (const vault of account.vaults) vault.metadataViews = false;
          }
        },
      );
    });

    it('a signer without a vault of the token', async () => {
      await fails(
        (core) => sendToken(core, CAROL, '0.0', ALICE, ISSUER, 'SandboxUSD'),
        CAROL,
        (id) =>
          cadenceError(
            'panic: The signer has no vault of this token at /storage/sandboxUSDVault',
            at(id, 'panic("The signer has no vault'),
          ),
      );
      await fails(
        (core) => sendToken(core, DAVE, '0.0', ALICE, FLOW_TOKEN, 'FlowToken'),
        DAVE,
        (id) =>
          cadenceError(
            'panic: The signer has no vault of this token at /storage/flowTokenVault',
            at(id, 'panic("The signer has no vault'),
          ),
      );
    });

    it('a recipient without a vault, without a published receiver, or without an account', async () => {
      const noReceiver = (to: string) => (id: string) =>
        cadenceError(
          `panic: The recipient 0x${to} cannot receive this token: no receiver at /public/sandboxUSDReceiver`,
          at(id, 'panic("The recipient'),
        );
      await fails(
        (core) => sendToken(core, ALICE, '1.0', CAROL, ISSUER, 'SandboxUSD'),
        ALICE,
        noReceiver(CAROL),
      );
      await fails(
        (core) => sendToken(core, ALICE, '1.0', NOBODY, ISSUER, 'SandboxUSD'),
        ALICE,
        noReceiver(NOBODY),
      );
      await fails(
        (core) => sendToken(core, ALICE, '1.0', BOB, ISSUER, 'SandboxUSD'),
        ALICE,
        noReceiver(BOB),
        (core) => {
          const vault = core.ledger.account(BOB)?.vaults[0];
          if (vault === undefined) throw new Error('Bob has sUSD');
          vault.receiver = false;
        },
      );
      await fails(
        (core) => sendToken(core, ALICE, '1.0', DAVE, FLOW_TOKEN, 'FlowToken'),
        ALICE,
        (id) =>
          cadenceError(
            `panic: The recipient 0x${DAVE} cannot receive this token: no receiver at /public/flowTokenReceiver`,
            at(id, 'panic("The recipient'),
          ),
      );
    });

    it('more than the balance: the FungibleToken withdraw pre-condition', async () => {
      await fails(
        (core) => sendToken(core, BOB, '10.00000001', ALICE, ISSUER, 'SandboxUSD'),
        BOB,
        () =>
          cadenceError(
            'pre-condition failed: FungibleToken.Vault.withdraw: Cannot withdraw tokens! The amount requested to be withdrawn (10.00000001) is greater than the balance of the Vault (10.00000000).',
            `${FT}.FungibleToken:211:16`,
          ),
      );
    });
  });
});

describe('can_receive_token.cdc', () => {
  function canReceive(core: SandboxCore, recipient: string, path: string): unknown {
    return runScript(core, CAN_RECEIVE_TOKEN, [
      { type: 'Address', value: `0x${recipient}` },
      { type: 'String', value: path },
    ]);
  }
  const yes = { type: 'Bool', value: true };
  const no = { type: 'Bool', value: false };

  it('answers true for a published FLOW or token receiver', async () => {
    const core = await makeCore();
    expect(canReceive(core, BOB, 'flowTokenReceiver')).toEqual(yes);
    expect(canReceive(core, BOB, 'sandboxUSDReceiver')).toEqual(yes);
    // FlowToken publishes &FlowToken.Vault at its balance path too: a receiver as well.
    expect(canReceive(core, ALICE, 'flowTokenBalance')).toEqual(yes);
    // So is a standard token's metadata (balance) path, where &<Token>.Vault is published.
    expect(canReceive(core, BOB, 'sandboxUSDBalance')).toEqual(yes);
  });

  it('answers false without a vault, without a receiver, or without an account', async () => {
    const core = await makeCore();
    expect(canReceive(core, CAROL, 'sandboxUSDReceiver')).toEqual(no);
    expect(canReceive(core, DAVE, 'flowTokenReceiver')).toEqual(no);
    expect(canReceive(core, NOBODY, 'flowTokenReceiver')).toEqual(no);
    expect(canReceive(core, ALICE, 'evm')).toEqual(no);
    const bob = core.ledger.account(BOB);
    const vault = bob?.vaults[0];
    if (bob?.flowVault == null || vault === undefined) throw new Error('Bob has both');
    bob.flowVault.receiver = false;
    vault.receiver = false;
    core.chain.resetHistory();
    expect(canReceive(core, BOB, 'flowTokenReceiver')).toEqual(no);
    expect(canReceive(core, BOB, 'sandboxUSDReceiver')).toEqual(no);
  });

  it('never panics on a malformed identifier: Cadence makes a path of any string', async () => {
    const core = await makeCore();
    for (const path of [
      '',
      '2',
      'not a path!',
      '/public/flowTokenReceiver',
      'flowTokenReceiver ',
    ]) {
      expect(canReceive(core, BOB, path)).toEqual(no);
    }
  });
});
