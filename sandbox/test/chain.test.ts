import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import {
  envelopeMessage,
  signMessage,
  type TransactionBody,
} from '../../fault-proxy/src/flow-crypto.ts';
import { type CadenceFile, loadCadenceFiles } from '../src/cadence.ts';
import { availableBalance, storageCapacity } from '../src/ledger.ts';
import { SandboxCore } from '../src/sandbox.ts';
import { TRANSFER_FLOW } from './helpers.ts';

const ALICE = '01cf0e2f2f715450';
const BOB = '179b6b1cb6755e31';
const CAROL = 'f3fcd2c1a78f5eee';
const enc = new TextEncoder();

let files: CadenceFile[];
beforeAll(async () => {
  files = await loadCadenceFiles();
});

/** A core with transaction fees on, so that the fee movements are checked too. */
function core(expiryBlocks = 10): SandboxCore {
  const c = new SandboxCore(
    {
      chainId: 'flow-emulator',
      blockIntervalMs: 0,
      expiryBlocks,
      fixture: 'normal',
      walletDefaultAccount: null,
      transactionFees: true,
    },
    files,
  );
  c.chain.advance();
  return c;
}

function transfer(
  c: SandboxCore,
  from: string,
  amount: string,
  to: string,
  options: { seq?: bigint; ref?: string; args?: string[] } = {},
): Record<string, unknown> {
  const account = c.ledger.account(from);
  const key = account?.keys[0];
  if (key === undefined) throw new Error('no key');
  const unsigned: TransactionBody = {
    script: enc.encode(TRANSFER_FLOW),
    arguments: (
      options.args ?? [
        JSON.stringify({ type: 'UFix64', value: amount }),
        JSON.stringify({ type: 'Address', value: `0x${to}` }),
      ]
    ).map((a) => enc.encode(a)),
    referenceBlockId: options.ref ?? c.chain.latest().id,
    gasLimit: 9999n,
    proposalKey: { address: from, keyIndex: 0, sequenceNumber: options.seq ?? key.sequenceNumber },
    payer: from,
    authorizers: [from],
    payloadSignatures: [],
    envelopeSignatures: [],
  };
  const signature = signMessage(envelopeMessage(unsigned), key.privateKey);
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  return {
    script: b64(unsigned.script),
    arguments: unsigned.arguments.map(b64),
    reference_block_id: unsigned.referenceBlockId,
    gas_limit: '9999',
    payer: from,
    proposal_key: {
      address: from,
      key_index: '0',
      sequence_number: unsigned.proposalKey.sequenceNumber.toString(),
    },
    authorizers: [from],
    payload_signatures: [],
    envelope_signatures: [{ address: from, key_index: '0', signature: b64(signature) }],
  };
}

function result(c: SandboxCore, id: unknown) {
  const tx = c.chain.transactions.get(String(id));
  if (tx === undefined) throw new Error('unknown tx');
  return c.chain.resultOf(tx);
}

describe('transaction lifecycle', () => {
  it('goes PENDING → FINALIZED → EXECUTED → SEALED, one block each', () => {
    const c = core();
    const { id } = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB));
    const statuses = [result(c, id).status];
    for (let i = 0; i < 3; i += 1) {
      c.chain.advance();
      statuses.push(result(c, id).status);
    }
    expect(statuses).toEqual(['Pending', 'Finalized', 'Executed', 'Sealed']);
    expect(result(c, id)).toMatchObject({
      status_code: 0,
      error_message: '',
      execution: 'Success',
    });
  });

  it('records when the transaction became sealed, once', () => {
    const c = core();
    const { id } = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB));
    const sealedAt = () => c.chain.transactions.get(String(id))?.sealedAt;
    c.chain.advance();
    c.chain.advance();
    expect(sealedAt()).toBeNull();
    const before = Date.now();
    c.chain.advance();
    expect(result(c, id).status).toBe('Sealed');
    const at = sealedAt() ?? 0;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    c.chain.advance();
    expect(sealedAt()).toBe(at);
  });

  it('refuses a duplicate submission (same id) as the emulator does: 500 "already been submitted"', () => {
    const c = core();
    const body = transfer(c, ALICE, '1.00000000', BOB);
    const first = c.chain.submit(body);
    expect(() => c.chain.submit(body)).toThrow(
      expect.objectContaining({
        status: 500,
        message: `Invalid Flow request: transaction with ID ${String(first.id)} has already been submitted`,
      }),
    );
    expect(c.chain.transactions.size).toBe(1);
  });

  it('expires a transaction never included once final − ref > expiry (status code 0)', () => {
    const c = core(5);
    c.addFault({ type: 'expire-next-transaction' });
    const { id } = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB));
    for (let i = 0; i < 5; i += 1) c.chain.advance();
    expect(result(c, id).status).toBe('Pending');
    c.chain.advance();
    expect(result(c, id)).toMatchObject({
      status: 'Expired',
      status_code: 0,
      execution: 'Failure',
    });
    expect(c.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(0n);
  });

  it('rejects at submission a reference block too far behind, with flow-go wording', () => {
    const c = core(600);
    const ref = c.chain.latest();
    for (let i = 0; i < 571; i += 1) c.chain.advance();
    const error = (() => {
      try {
        c.chain.submit(transfer(c, ALICE, '1.00000000', BOB, { ref: ref.id }));
      } catch (e) {
        if (e instanceof HttpError) return e;
        throw e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe(
      `Invalid Flow argument: transaction is expired: ref_height=${ref.height} final_height=${ref.height + 571}`,
    );
  });

  it('rejects addresses that are not valid on the chain', () => {
    const c = core();
    const body = transfer(c, ALICE, '1.00000000', BOB);
    expect(() => c.chain.submit({ ...body, payer: '1654653399040a61' })).toThrow(
      'Invalid Flow argument: invalid address: 1654653399040a61',
    );
  });
});

describe('sequence numbers', () => {
  it('increments on success and on execution failure, not on 1007', () => {
    const c = core();
    const ok = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, ok.id).status_code).toBe(0);
    expect(c.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(1n);

    const fails = c.chain.submit(transfer(c, ALICE, '99999.00000000', BOB));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, fails.id).error_message).toContain('[Error Code: 1101]');
    expect(c.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(2n);

    const stale = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB, { seq: 0n }));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, stale.id).error_message).toBe(
      '[Error Code: 1007] error caused by: 1 error occurred:\n\t* checking sequence number failed: [Error Code: 1007] invalid proposal key: public key 0 on account 01cf0e2f2f715450 has sequence number 2, but given 0\n\n',
    );
    expect(c.ledger.account(ALICE)?.keys[0]?.sequenceNumber).toBe(2n);
  });
});

describe('ledger effects', () => {
  it('moves FLOW exactly and charges the fee to the payer; FLOW is conserved', () => {
    const c = core();
    const total = c.ledger.totalFlow();
    const { id } = c.chain.submit(transfer(c, ALICE, '0.00000001', BOB));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, id).status_code).toBe(0);
    expect(c.ledger.account(ALICE)?.flowVault?.balance).toBe(100_000_000_000n - 1n - 1_000n);
    expect(c.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n + 1n);
    expect(c.ledger.totalFlow()).toBe(total);
  });

  it('fails with 1103 when the sender would drop below its storage capacity, and rolls back', () => {
    const c = core();
    const carol = c.ledger.account(CAROL);
    expect(carol && storageCapacity(carol)).toBe(150_000n);
    expect(carol && availableBalance(carol)).toBe(30_000n);
    const { id } = c.chain.submit(transfer(c, CAROL, '0.00040000', BOB));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, id).error_message).toBe(
      '[Error Code: 1103] error caused by: 1 error occurred:\n\t* transaction execute failed: [Error Code: 1103] The account with address (f3fcd2c1a78f5eee) uses 120000 bytes of storage which is over its capacity (110000 bytes). Capacity can be increased by adding FLOW tokens to the account.\n\n',
    );
    // Only the fee left Carol's account.
    expect(c.ledger.account(CAROL)?.flowVault?.balance).toBe(150_000n - 1_000n);
    expect(c.ledger.account(BOB)?.flowVault?.balance).toBe(5_000_000_000n);
  });

  it('fails when the recipient has no FLOW receiver', () => {
    const c = core();
    const { id } = c.chain.submit(transfer(c, ALICE, '1.00000000', 'e03daebed8ca0615'));
    c.chain.advance();
    c.chain.advance();
    const message = String(result(c, id).error_message);
    expect(message).toContain(
      'error: panic: The recipient 0xe03daebed8ca0615 cannot receive FLOW: no receiver at /public/flowTokenReceiver',
    );
    expect(c.ledger.account(ALICE)?.flowVault?.balance).toBe(100_000_000_000n - 1_000n);
  });

  it('applies an injected failure with the given code', () => {
    const c = core();
    c.addFault({
      type: 'fail-next-transaction',
      code: 1110,
      message: 'computation limit exceeded (used: 10000, limit: 9999)',
    });
    const { id } = c.chain.submit(transfer(c, ALICE, '1.00000000', BOB));
    c.chain.advance();
    c.chain.advance();
    expect(result(c, id).error_message).toBe(
      '[Error Code: 1110] error caused by: 1 error occurred:\n\t* transaction execute failed: [Error Code: 1110] computation limit exceeded (used: 10000, limit: 9999)\n\n',
    );
  });

  it('rejects a wrong argument count with 1052', () => {
    const c = core();
    const { id } = c.chain.submit(
      transfer(c, ALICE, '1.0', BOB, { args: [JSON.stringify({ type: 'UFix64', value: '1.0' })] }),
    );
    c.chain.advance();
    c.chain.advance();
    expect(result(c, id).error_message).toContain(
      '[Error Code: 1052] transaction arguments are invalid: (transaction parameter count mismatch: expected 2, got 1)',
    );
  });
});
