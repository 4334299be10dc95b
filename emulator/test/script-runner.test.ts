/**
 * The script runner's path on the real emulator: Cadence parsed by the real parser, arguments
 * typed as text and encoded by the runner's own encoder, run through the app's FlowClient —
 * for every ready-made example and for scripts a user writes, at the latest sealed block and
 * at an older one.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArgumentDraft } from '../../src/features/scripts/argument-drafts.ts';
import { encodeArgument } from '../../src/features/scripts/argument-inputs.ts';
import { SCRIPT_EXAMPLES } from '../../src/features/scripts/examples.ts';
import { analyzeParse } from '../../src/features/scripts/script-analysis.ts';
import type { CadenceValue } from '../../src/flow/cadence/json-cadence.ts';
import { cadenceParser } from '../../src/flow/cadence/testing/cadence-parser.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { AccessNodeError } from '../../src/flow/errors.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

const text = (value: string): ArgumentDraft => ({ text: value, isNil: false });

/** A struct result's fields as name → the field's JSON-Cadence value. */
function fieldsOf(value: CadenceValue): Map<string, CadenceValue> {
  if (value.type !== 'Struct') throw new Error(`expected a Struct, got ${value.type}`);
  return new Map(value.value.fields.map((field) => [field.name, field.value]));
}

/** A dictionary result with String keys as key → the entry's JSON-Cadence value. */
function entriesOf(value: CadenceValue): Map<string, CadenceValue> {
  if (value.type !== 'Dictionary') throw new Error(`expected a Dictionary, got ${value.type}`);
  return new Map(
    value.value.map((entry) => [String('value' in entry.key ? entry.key.value : ''), entry.value]),
  );
}
const nil: ArgumentDraft = { text: '', isNil: true };

describe('the script runner on the real emulator', () => {
  let seeded: SeededEmulator;
  let client: FlowClient;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    client = seeded.client();
  });
  afterAll(() => seeded?.close());

  /** What the runner does with the editor's text and the argument fields. */
  async function run(
    cadence: string,
    drafts: Record<string, ArgumentDraft>,
    blockHeight?: bigint,
  ): Promise<CadenceValue> {
    const parser = await cadenceParser();
    const analysis = analyzeParse(parser.parse(cadence), cadence);
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.refusal).toBeNull();
    const args = (analysis.entry?.parameters ?? []).map((parameter) => {
      const encoded = encodeArgument(
        parameter.cadenceType,
        drafts[parameter.name] ?? text(''),
        'local',
      );
      if (!encoded.ok) throw new Error(`${parameter.name}: ${encoded.message}`);
      return encoded.value;
    });
    return client.runScript({ cadence, args, ...(blockHeight !== undefined && { blockHeight }) });
  }

  const example = (id: string) => {
    const found = SCRIPT_EXAMPLES.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no example ${id}`);
    return found.cadence;
  };

  /** Every example (examples/<file>.cdc) with the arguments a user would type. */
  const EXAMPLE_RUNS: Record<string, () => Promise<void>> = {
    // examples/flow_balance.cdc
    'flow-balance': async () => {
      expect(
        await run(example('flow-balance'), { address: text(seeded.account('Bob').address) }),
      ).toEqual({
        type: 'UFix64',
        value: '50.00000000',
      });
    },
    // examples/flow_balances.cdc
    'flow-balances': async () => {
      const [alice, bob] = [seeded.account('Alice').address, seeded.account('Bob').address];
      const result = await run(example('flow-balances'), {
        addresses: text(JSON.stringify([alice, bob])),
        minimum: text('100.0'),
      });
      expect(result).toEqual({
        type: 'Dictionary',
        value: [
          {
            key: { type: 'Address', value: alice },
            value: { type: 'UFix64', value: '1000.00000000' },
          },
        ],
      });
      const all = await run(example('flow-balances'), {
        addresses: text(JSON.stringify([bob])),
        minimum: nil,
      });
      expect(all).toMatchObject({ value: [{ value: { value: '50.00000000' } }] });
    },
    // examples/account_storage.cdc
    'account-storage': async () => {
      const result = await run(example('account-storage'), {
        address: text(seeded.account('Carol').address),
      });
      const fields = fieldsOf(result);
      expect(fields.get('balance')).toEqual({ type: 'UFix64', value: '0.00150000' });
      expect(fields.get('storageCapacity')).toEqual({ type: 'UInt64', value: '150000' });
      const used = fields.get('storageUsed');
      expect(Number(used && 'value' in used ? used.value : 0)).toBeGreaterThan(115_000);
    },
    // examples/coa_address.cdc
    'coa-address': async () => {
      expect(
        await run(example('coa-address'), { address: text(seeded.account('Alice').address) }),
      ).toEqual({
        type: 'Optional',
        value: { type: 'String', value: seeded.world.evm.coas[6]?.slice(2) },
      });
      expect(
        await run(example('coa-address'), { address: text(seeded.account('Bob').address) }),
      ).toEqual({
        type: 'Optional',
        value: null,
      });
    },
    // examples/nft_ids.cdc
    'nft-ids': async () => {
      const result = await run(example('nft-ids'), {
        address: text(seeded.account('Bob').address),
      });
      const issuer = seeded.account('Sandbox token issuer').address.slice(2);
      expect(result).toEqual({
        type: 'Dictionary',
        value: [
          {
            key: { type: 'String', value: `A.${issuer}.SandboxKitties.Collection` },
            value: { type: 'Array', value: [{ type: 'UInt64', value: '4' }] },
          },
        ],
      });
    },
    // examples/nft_display.cdc
    'nft-display': async () => {
      const result = await run(example('nft-display'), {
        address: text(seeded.account('Alice').address),
        storagePath: text('SandboxKittiesCollection'),
        id: text('2'),
      });
      expect(result).toMatchObject({
        type: 'Optional',
        value: {
          type: 'Struct',
          value: {
            fields: expect.arrayContaining([
              { name: 'name', value: { type: 'String', value: 'Mittens' } },
            ]),
          },
        },
      });
    },
    // examples/current_block.cdc
    'current-block': async () => {
      const result = await run(example('current-block'), {});
      const latest = await seeded.chain.fcl.block({ sealed: true });
      expect(result).toMatchObject({
        type: 'Struct',
        value: {
          fields: expect.arrayContaining([
            { name: 'height', value: { type: 'UInt64', value: String(latest.height) } },
          ]),
        },
      });
    },
  };

  it('runs every ready-made example with typed arguments', async () => {
    expect(SCRIPT_EXAMPLES.map((candidate) => candidate.id).sort()).toEqual(
      Object.keys(EXAMPLE_RUNS).sort(),
    );
    for (const runExample of Object.values(EXAMPLE_RUNS)) await runExample();
  });

  it('runs a script the user wrote, with typed arguments of several kinds', async () => {
    const cadence = `
      access(all) fun main(owner: Address, factor: UInt8, labels: [String], note: String?): {String: AnyStruct} {
          let balance = getAccount(owner).balance
          return {
              "scaled": balance * UFix64(factor),
              "labels": labels.length,
              "note": note ?? "none",
              "owner": owner
          }
      }`;
    const result = await run(cadence, {
      owner: text(seeded.account('Bob').address),
      factor: text('3'),
      labels: text('["a", "b"]'),
      note: nil,
    });
    const entries = entriesOf(result);
    expect(entries.get('scaled')).toEqual({ type: 'UFix64', value: '150.00000000' });
    expect(entries.get('labels')).toEqual({ type: 'Int', value: '2' });
    expect(entries.get('note')).toEqual({ type: 'String', value: 'none' });
    expect(entries.get('owner')).toEqual({ type: 'Address', value: seeded.account('Bob').address });
  });

  it('runs at an older block height and answers with that block’s state', async () => {
    const balanceScript =
      'access(all) fun main(a: Address): UFix64 { return getAccount(a).balance }';
    const bob = seeded.account('Bob');
    const before = await seeded.chain.fcl.block({ sealed: true });
    const sent = await seeded.send(seeded.account('Alice'), transferFlowTransaction, {
      amount: parseUFix64('4'),
      to: bob.address,
    });
    expect(sent.status).toBe(4);
    expect(await run(balanceScript, { a: text(bob.address) })).toEqual({
      type: 'UFix64',
      value: '54.00000000',
    });
    expect(await run(balanceScript, { a: text(bob.address) }, BigInt(before.height))).toEqual({
      type: 'UFix64',
      value: '50.00000000',
    });
  });

  it('explains a script Cadence rejects (a type error the parser cannot see)', async () => {
    const error = await run('access(all) fun main(): Int { return "not an Int" }', {}).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).flowError?.code).toBe(1101);
    expect((error as AccessNodeError).message).toContain('mismatched types');
  });
});
