import { encodeTxIdFromVoucher } from '@onflow/sdk';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import {
  envelopeMessage,
  type TransactionBody,
  transactionId,
} from '../../fault-proxy/src/flow-crypto.ts';
import { formatUFix64 } from '../../src/flow/ufix64.ts';
import { availableBalance } from '../src/ledger.ts';
import { ALICE, BOB, CAROL, DAVE, makeCore, parseCadenceBeforeAll, runScript } from './core.ts';
import { GET_FEE_ESTIMATE, GET_FLOW_BALANCE, TRANSFER_FLOW } from './helpers.ts';
import {
  buildTransaction,
  resultOf,
  simpleTransfer,
  submitAndRun,
  transferArgs,
  voucherArguments,
} from './tx.ts';

parseCadenceBeforeAll();

const FEE = 1_000n;
const wrapped = (root: number, phase: string, inner: string): string =>
  `[Error Code: ${root}] error caused by: 1 error occurred:\n\t* ${phase} ${inner}\n\n`;

function httpError(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('compute limit (1110)', () => {
  it('fails a transaction whose computation exceeds its gas limit, bumps the sequence number and rolls back', async () => {
    const core = await makeCore();
    const before = core.ledger.account(ALICE)?.flowVault?.balance;
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB, { gasLimit: 10 }));
    const message = String(result.error_message);
    const used = /computation limit exceeded \(used: (\d+), limit: 10\)/.exec(message)?.[1];
    expect(Number(used)).toBeGreaterThan(10);
    expect(message).toBe(
      wrapped(
        1110,
        'transaction execute failed:',
        `[Error Code: 1110] computation limit exceeded (used: ${used}, limit: 10)`,
      ),
    );
    expect(result).toMatchObject({ status: 'Executed', status_code: 1, computation_used: '10' });
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(1n);
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(before);
    expect(core.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n);
  });

  it('reports computation_used within the limit when it succeeds', async () => {
    const core = await makeCore();
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB, { gasLimit: 9999 }));
    expect(result.status_code).toBe(0);
    expect(Number(result.computation_used)).toBeGreaterThan(0);
    expect(Number(result.computation_used)).toBeLessThanOrEqual(9999);
  });
});

describe('imports rewritten by FCL', () => {
  const withImport = (address: string) =>
    TRANSFER_FLOW.replace('import "FlowToken"', `import FlowToken from 0x${address}`).replace(
      'import "FungibleToken"',
      'import FungibleToken from 0xee82856bf20e2aa6',
    );

  it('runs a transaction whose imports point at the contracts of the active chain', async () => {
    const core = await makeCore();
    const result = submitAndRun(
      core,
      simpleTransfer(core, ALICE, '1.0', BOB, { script: withImport('0ae53cb6e3f42a79') }),
    );
    expect(result.error_message).toBe('');
  });

  it('fails a transaction importing a contract from the wrong address with 1101, like Cadence', async () => {
    const core = await makeCore();
    const script = withImport('7e60df042a9c0868'); // FlowToken on testnet
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB, { script }));
    expect(result).toMatchObject({ status: 'Executed', status_code: 1 });
    const message = String(result.error_message);
    expect(message).toMatch(
      /^\[Error Code: 1101\] error caused by: 1 error occurred:\n\t\* transaction preprocess failed: \[Error Code: 1101\] cadence runtime error: Execution failed:\nerror: cannot find declaration `FlowToken` in `7e60df042a9c0868\.FlowToken`\n --> [0-9a-f]{64}:4:7\n/,
    );
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(1n);
    expect(core.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n);
  });

  it('fails a script importing a contract from the wrong address with HTTP 400 and 1101', async () => {
    const core = await makeCore();
    const source = GET_FLOW_BALANCE.replace(
      'import "FlowToken"',
      'import FlowToken from 0x1654653399040a61',
    );
    const error = httpError(() =>
      core.chain.executeScript(
        Buffer.from(source).toString('base64'),
        [Buffer.from(JSON.stringify({ type: 'Address', value: `0x${ALICE}` })).toString('base64')],
        core.chain.latest(),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain(
      'Invalid Flow argument: failed to execute script: [Error Code: 1101]',
    );
    expect(error.message).toContain(
      'error: cannot find declaration `FlowToken` in `1654653399040a61.FlowToken`',
    );
  });
});

describe('transaction fees (a setting, off on the emulator like `flow emulator`)', () => {
  it('charges nothing and emits no fee events on flow-emulator by default', async () => {
    const core = await makeCore({ transactionFees: undefined });
    expect(core.settings.transactionFees).toBe(false);
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    expect(result.status_code).toBe(0);
    const types = (result.events as { type: string }[]).map((event) => event.type);
    expect(types.some((type) => type.includes('FlowFees'))).toBe(false);
    expect(types).toHaveLength(4);
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(100_000_000_000n - 100_000_000n);
  });

  it('charges the fee with its events when enabled', async () => {
    const core = await makeCore({ transactionFees: true });
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    const types = (result.events as { type: string }[]).map((event) => event.type);
    expect(types.at(-1)).toBe('A.e5a8b7f23e8b548f.FlowFees.FeesDeducted');
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(
      100_000_000_000n - 100_000_000n - FEE,
    );
  });

  it('answers get_fee_estimate with FlowFees’ maximum, which the fee it charges stays within', async () => {
    const core = await makeCore({ transactionFees: true });
    const estimate = (limit: string) =>
      runScript(core, GET_FEE_ESTIMATE, [{ type: 'UInt64', value: limit }]);
    // The emulator's parameters: inclusion 0.00001, execution free (emulator/test/fees.test.ts).
    expect(estimate('9999')).toEqual({ type: 'UFix64', value: '0.00001000' });
    expect(estimate('0')).toEqual({ type: 'UFix64', value: '0.00001000' });
    const before = core.ledger.account(ALICE)?.flowVault?.balance ?? 0n;
    expect(submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB)).error_message).toBe('');
    const charged = before - 100_000_000n - (core.ledger.account(ALICE)?.flowVault?.balance ?? 0n);
    expect(charged).toBe(1_000n);
  });

  it('fails a transfer that leaves nothing for the fee with the storage check (1103), as flow-go does', async () => {
    const core = await makeCore({ transactionFees: true });
    const alice = core.ledger.account(ALICE);
    if (alice === undefined) throw new Error('no Alice');
    const balance = alice.flowVault?.balance ?? 0n;
    const everything = formatUFix64(availableBalance(alice));
    const result = submitAndRun(core, simpleTransfer(core, ALICE, everything, BOB));
    expect(String(result.error_message)).toMatch(
      /^\[Error Code: 1103\] error caused by: 1 error occurred:\n\t\* storage limit check failed: \[Error Code: 1103\] The account with address \(01cf0e2f2f715450\) uses \d+ bytes of storage which is over its capacity \(\d+ bytes\)/,
    );
    // The transfer is undone; the fee is still charged.
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(balance - FEE);
    const types = (result.events as { type: string }[]).map((event) => event.type);
    expect(types.at(-1)).toBe('A.e5a8b7f23e8b548f.FlowFees.FeesDeducted');

    const now = core.ledger.account(ALICE);
    if (now === undefined) throw new Error('no Alice');
    const keepingTheFee = formatUFix64(availableBalance(now) - FEE);
    const sent = submitAndRun(core, simpleTransfer(core, ALICE, keepingTheFee, BOB));
    expect(sent.error_message).toBe('');
  });

  it('skips the payer balance check (1118) when fees are off', async () => {
    const core = await makeCore();
    const dave = core.ledger.account(DAVE);
    if (dave === undefined) throw new Error('no Dave');
    // Dave has no FLOW vault: with fees on he cannot pay (1118); with fees off he may propose.
    const body = buildTransaction(core, {
      args: transferArgs('1.0', BOB),
      proposer: { address: DAVE },
      payer: DAVE,
      authorizers: [ALICE],
      payloadSigners: [{ address: ALICE }],
      envelopeSigners: [{ address: DAVE }],
    });
    expect(submitAndRun(core, body).error_message).toBe('');
    const withFees = await makeCore({ transactionFees: true });
    const again = buildTransaction(withFees, {
      args: transferArgs('1.0', BOB),
      proposer: { address: DAVE },
      payer: DAVE,
      authorizers: [ALICE],
      payloadSigners: [{ address: ALICE }],
      envelopeSigners: [{ address: DAVE }],
    });
    expect(String(submitAndRun(withFees, again).error_message)).toContain('[Error Code: 1118]');
  });

  it('defaults to on for flow-testnet', async () => {
    const core = await makeCore({ chainId: 'flow-testnet', transactionFees: undefined });
    expect(core.settings.transactionFees).toBe(true);
  });

  it('never charges more than the payer holds: an unaffordable fee rolls the body back (1109)', async () => {
    const core = await makeCore({ transactionFees: true });
    const alice = core.ledger.account(ALICE);
    if (alice === undefined) throw new Error('no Alice');
    alice.storageUsed = 0n; // nothing reserved: the transfer may empty the vault
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1000.0', BOB));
    const message = String(result.error_message);
    // flow-go prints the computation used where the message says "fees".
    expect(message).toMatch(
      /\t\* \[Error Code: 1109\] failed to deduct \d+ transaction fees from 01cf0e2f2f715450: \[Error Code: 1101\] cadence runtime error/,
    );
    expect(message.startsWith('[Error Code: 1101] error caused by')).toBe(true);
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(100_000_000_000n - FEE);
    expect(core.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n);
    for (const event of result.events as { payload: string }[]) {
      expect(Buffer.from(event.payload, 'base64').toString()).not.toMatch(/"value":"-/);
    }
  });
});

describe('canonical signature order', () => {
  const threeParty = (core: Awaited<ReturnType<typeof makeCore>>, reverse: boolean) =>
    buildTransaction(core, {
      args: transferArgs('1.0', BOB),
      proposer: { address: BOB },
      payer: ALICE,
      authorizers: [BOB, CAROL],
      payloadSigners: [{ address: CAROL }, { address: BOB }],
      envelopeSigners: [{ address: ALICE }],
      reverseBodyOrder: reverse,
    });

  it('builds the envelope and the id with signatures sorted by signer index, whatever the body order', async () => {
    for (const reverse of [false, true]) {
      const core = await makeCore();
      const body = threeParty(core, reverse);
      const { id } = core.chain.submit(body);
      const tx = core.chain.transactions.get(String(id));
      if (tx === undefined) throw new Error('not stored');
      const voucher = {
        cadence: TRANSFER_FLOW,
        refBlock: String(body.reference_block_id),
        computeLimit: 9999,
        arguments: voucherArguments(transferArgs('1.0', BOB)),
        proposalKey: { address: BOB, keyId: 0, sequenceNum: 0 },
        payer: ALICE,
        authorizers: [BOB, CAROL],
        payloadSigs: tx.body.payloadSignatures.toReversed().map((s) => ({
          address: s.address,
          keyId: s.keyIndex,
          sig: Buffer.from(s.signature).toString('hex'),
        })),
        envelopeSigs: tx.body.envelopeSignatures.map((s) => ({
          address: s.address,
          keyId: s.keyIndex,
          sig: Buffer.from(s.signature).toString('hex'),
        })),
      };
      expect(id).toBe(encodeTxIdFromVoucher(voucher));
      core.chain.advance();
      core.chain.advance();
      expect(resultOf(core, id).error_message).toBe('');
    }
  });

  it('sorts inside the encoder too (signer index, then key index)', () => {
    const sig = (address: string, keyIndex: number) => ({
      address,
      keyIndex,
      signature: new Uint8Array(64).fill(keyIndex + 1),
    });
    const base: TransactionBody = {
      script: new TextEncoder().encode('transaction {}'),
      arguments: [],
      referenceBlockId: 'ab'.repeat(32),
      gasLimit: 100n,
      proposalKey: { address: BOB, keyIndex: 0, sequenceNumber: 0n },
      payer: ALICE,
      authorizers: [BOB, CAROL],
      payloadSignatures: [sig(CAROL, 0), sig(BOB, 1), sig(BOB, 0)],
      envelopeSignatures: [sig(ALICE, 0)],
    };
    const sorted = { ...base, payloadSignatures: [sig(BOB, 0), sig(BOB, 1), sig(CAROL, 0)] };
    expect(envelopeMessage(base)).toEqual(envelopeMessage(sorted));
    expect(transactionId(base)).toBe(transactionId(sorted));
  });

  it('rejects a signature from an account that is neither proposer, payer nor authorizer', async () => {
    const core = await makeCore();
    const body = buildTransaction(core, {
      args: transferArgs('1.0', BOB),
      proposer: { address: ALICE },
      payer: ALICE,
      authorizers: [ALICE],
      payloadSigners: [{ address: CAROL }],
      envelopeSigners: [{ address: ALICE }],
    });
    const error = httpError(() => core.chain.submit(body));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      `Invalid Flow argument: unrelated account signature from address: ${CAROL}`,
    );
  });
});

describe('key weights, as flow-go counts them', () => {
  it('counts only payload signatures for an authorizer that is not the payer (1055)', async () => {
    const core = await makeCore();
    // Bob authorizes but signs only the envelope, next to the payer: not enough for flow-go.
    const body = buildTransaction(core, {
      args: transferArgs('1.0', CAROL),
      proposer: { address: ALICE },
      payer: ALICE,
      authorizers: [BOB],
      envelopeSigners: [{ address: ALICE }, { address: BOB }],
    });
    const result = submitAndRun(core, body);
    expect(result.error_message).toBe(
      wrapped(
        1055,
        'transaction verification failed:',
        `[Error Code: 1055] authorization failed for account ${BOB}: authorizer account does not have sufficient signatures (0 < 1000)`,
      ),
    );
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(0n);
  });

  it('accepts a non-payer authorizer that signs the payload', async () => {
    const core = await makeCore();
    const body = buildTransaction(core, {
      args: transferArgs('1.0', CAROL),
      proposer: { address: ALICE },
      payer: ALICE,
      authorizers: [BOB],
      payloadSigners: [{ address: BOB }],
      envelopeSigners: [{ address: ALICE }],
    });
    expect(submitAndRun(core, body).error_message).toBe('');
    expect(core.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n - 100_000_000n);
  });
});

describe("flow-go's verification texts", () => {
  it('a revoked key', async () => {
    const core = await makeCore();
    const key = core.ledger.account(ALICE)?.keys[0];
    if (key === undefined) throw new Error('no key');
    key.revoked = true;
    const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    expect(result.error_message).toBe(
      wrapped(
        1009,
        'transaction verification failed:',
        `[Error Code: 1006] invalid proposal key: public key 0 on account ${ALICE} does not have a valid signature: [Error Code: 1009] invalid envelope key: public key 0 on account ${ALICE} does not have a valid signature: account key has been revoked`,
      ),
    );
  });

  it('a key index the account does not have (1202)', async () => {
    const core = await makeCore();
    const body = simpleTransfer(core, ALICE, '1.0', BOB, {
      envelopeSigners: [{ address: ALICE }, { address: ALICE, keyIndex: 9 }],
    });
    const result = submitAndRun(core, body);
    expect(result.error_message).toBe(
      wrapped(
        1202,
        'transaction verification failed:',
        `[Error Code: 1006] invalid proposal key: public key 0 on account ${ALICE} does not have a valid signature: [Error Code: 1009] invalid envelope key: public key 9 on account ${ALICE} does not have a valid signature: [Error Code: 1202] account public key not found for address ${ALICE} and key index 9`,
      ),
    );
  });

  it('a proposal key that signed nothing', async () => {
    const core = await makeCore();
    const alice = core.ledger.account(ALICE);
    const key0 = alice?.keys[0];
    if (alice === undefined || key0 === undefined) throw new Error('no key');
    // Her key 1 becomes a second full-weight key (the fixture's is revoked).
    alice.keys.splice(1, 1, { ...key0, index: 1, weight: 1000 });
    // Proposal key is Alice's key 1; only key 0 signs.
    const body = simpleTransfer(core, ALICE, '1.0', BOB, {
      proposer: { address: ALICE, keyIndex: 1 },
    });
    const result = submitAndRun(core, body);
    expect(result.error_message).toBe(
      wrapped(
        1006,
        'transaction verification failed:',
        `[Error Code: 1006] invalid proposal key: public key 1 on account ${ALICE} does not have a valid signature: either the payload or the envelope should provide proposal signatures`,
      ),
    );
  });

  it('a missing payer envelope signature is refused at submission', async () => {
    const core = await makeCore();
    const body = buildTransaction(core, {
      args: transferArgs('1.0', BOB),
      proposer: { address: ALICE },
      payer: BOB,
      authorizers: [ALICE],
      payloadSigners: [{ address: ALICE }],
      envelopeSigners: [],
    });
    expect(httpError(() => core.chain.submit(body)).message).toBe(
      `Invalid Flow argument: payer envelope signature is missing: missing signature is from account ${BOB}`,
    );
  });
});

describe('injected verification failures (§7: no sequence bump, no fee)', () => {
  for (const [code, phase] of [
    [1006, 'transaction verification failed:'],
    [1007, 'checking sequence number failed:'],
    [1008, 'transaction verification failed:'],
    [1009, 'transaction verification failed:'],
  ] as const) {
    it(`${code}`, async () => {
      const core = await makeCore({ transactionFees: true });
      core.addFault({ type: 'fail-next-transaction', code, message: 'injected' });
      const before = core.ledger.account(ALICE)?.flowVault?.balance;
      const result = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
      expect(result.error_message).toBe(wrapped(code, phase, `[Error Code: ${code}] injected`));
      expect(result.events).toEqual([]);
      expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(0n);
      expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(before);
    });
  }

  it('other codes still bump the sequence number and charge the fee', async () => {
    const core = await makeCore({ transactionFees: true });
    core.addFault({ type: 'fail-next-transaction', code: 1101, message: 'boom' });
    submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(1n);
    expect(core.ledger.account(ALICE)?.flowVault?.balance).toBe(100_000_000_000n - FEE);
  });
});

describe('scripted status sequence (script-next-transaction)', () => {
  it('forces PENDING → FINALIZED → EXPIRED, with no effect and no sequence bump', async () => {
    const core = await makeCore();
    core.addFault({
      type: 'script-next-transaction',
      statuses: ['pending', 'pending', 'pending', 'expired'],
    });
    const { id } = core.chain.submit(simpleTransfer(core, ALICE, '1.0', BOB));
    const seen = [resultOf(core, id).status];
    for (let i = 0; i < 5; i += 1) {
      core.chain.advance();
      seen.push(resultOf(core, id).status);
    }
    expect(seen).toEqual(['Pending', 'Pending', 'Pending', 'Expired', 'Expired', 'Expired']);
    expect(resultOf(core, id)).toMatchObject({ status_code: 0, block_id: '' });
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(0n);
    // The next transaction is not scripted.
    expect(submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB), 3).status).toBe('Sealed');
  });

  it('holds a transaction at FINALIZED', async () => {
    const core = await makeCore();
    core.addFault({ type: 'script-next-transaction', statuses: ['pending', 'finalized'] });
    const { id } = core.chain.submit(simpleTransfer(core, ALICE, '1.0', BOB));
    for (let i = 0; i < 8; i += 1) core.chain.advance();
    expect(resultOf(core, id)).toMatchObject({ status: 'Finalized', error_message: '' });
    expect(String(resultOf(core, id).block_id)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seals with an error', async () => {
    const core = await makeCore();
    core.addFault({
      type: 'script-next-transaction',
      statuses: ['pending', 'sealed'],
      error: { code: 1101, message: 'cadence runtime error: Execution failed:\nerror: scripted' },
    });
    const { id } = core.chain.submit(simpleTransfer(core, ALICE, '1.0', BOB));
    core.chain.advance();
    expect(resultOf(core, id)).toMatchObject({ status: 'Sealed', status_code: 1 });
    expect(String(resultOf(core, id).error_message)).toContain('error: scripted');
    expect(core.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(1n);
    expect(core.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n);
  });

  it('rejects impossible sequences', async () => {
    const core = await makeCore();
    expect(() =>
      core.addFault({
        type: 'script-next-transaction',
        statuses: ['pending', 'sealed', 'expired'],
      }),
    ).toThrow(/expired/);
    expect(() => core.addFault({ type: 'script-next-transaction', statuses: [] })).toThrow();
  });
});

describe('fault lifetimes', () => {
  it('fail-next-transaction applies to `times` transactions (default 1)', async () => {
    const core = await makeCore();
    core.addFault({ type: 'fail-next-transaction', code: 1101, message: 'x', times: 2 });
    const first = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    const second = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    const third = submitAndRun(core, simpleTransfer(core, ALICE, '1.0', BOB));
    expect([first, second, third].map((r) => r.status_code)).toEqual([1, 1, 0]);
  });
});
