import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecipient } from '../../components/transaction-flow/recipient.ts';
import { flowAddressAtIndex, isValidFlowAddress } from '../../flow/address.ts';
import { isValidEvmAddress } from '../../flow/evm-address.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { UFIX64_MAX } from '../../flow/ufix64.ts';
import { checkAmount } from './amount.ts';
import { planSend } from './send-plan.ts';

const labelOf = (network: FlowNetwork) => network;
const networks = fc.constantFrom<FlowNetwork>('local', 'testnet', 'mainnet');
const hex = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length })
    .map((c) => c.join(''));

// Strings that look like what users paste: real addresses, near-misses, and noise.
const recipientInputs = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  hex(16).map((h) => `0x${h}`),
  hex(40).map((h) => `0x${h}`),
  fc
    .integer({ min: 1, max: 5000 })
    .chain((index) => networks.map((network) => flowAddressAtIndex(index, network))),
  fc
    .tuple(fc.integer({ min: 1, max: 5000 }), networks, fc.integer({ min: 2, max: 17 }))
    .map(([index, network, position]) => {
      const address = flowAddressAtIndex(index, network);
      const flipped = address[position] === '0' ? '1' : '0';
      return `${address.slice(0, position)}${flipped}${address.slice(position + 1)}`;
    }),
  fc.tuple(fc.string(), hex(16), fc.string()).map(([a, h, b]) => `${a}0x${h}${b}`),
);

const amountInputs = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc
    .bigInt({ min: 0n, max: UFIX64_MAX + 10n })
    .map((units) => `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${a}.${b}`),
  fc.double().map(String),
  fc.constantFrom(
    '1e400',
    '-1',
    '0.000000001',
    '',
    'NaN',
    'Infinity',
    '1,000',
    ' 1 ',
    '.5',
    '5.',
    '0x10',
  ),
);

const spendables = fc.bigInt({ min: 0n, max: UFIX64_MAX });

const JSON_CADENCE_FORMAT: Record<string, RegExp> = {
  UFix64: /^\d{1,12}\.\d{8}$/,
  Address: /^0x[0-9a-f]{16}$/,
  String: /^0x[0-9a-fA-F]{40}$/,
};

describe('send inputs (property-based)', () => {
  it('a recipient check never throws, and only accepts addresses valid where they are sent', () => {
    fc.assert(
      fc.property(recipientInputs, networks, (input, network) => {
        const result = checkRecipient(input, network, labelOf);
        if ('error' in result) {
          expect(result.error.length).toBeGreaterThan(0);
          return;
        }
        const { recipient } = result;
        if (recipient.kind === 'cadence')
          expect(isValidFlowAddress(recipient.address, network)).toBe(true);
        else expect(isValidEvmAddress(recipient.address)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('an amount check never throws, and only accepts 0 < amount ≤ spendable', () => {
    fc.assert(
      fc.property(amountInputs, spendables, (input, spendable) => {
        const result = checkAmount(input, spendable, 'FLOW');
        if ('error' in result) {
          expect(result.error.length).toBeGreaterThan(0);
          return;
        }
        expect(result.amount > 0n && result.amount <= spendable).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('whatever is typed, a planned transaction only carries well-formed arguments', () => {
    fc.assert(
      fc.property(
        recipientInputs,
        amountInputs,
        networks,
        spendables,
        (to, amountText, network, spendable) => {
          const recipient = checkRecipient(to, network, labelOf);
          const amount = checkAmount(amountText, spendable, 'FLOW');
          if (!('recipient' in recipient) || !('amount' in amount)) return;
          const plan = planSend({ kind: 'flow' }, recipient.recipient, amount.amount);
          for (const arg of plan.args) {
            const format = JSON_CADENCE_FORMAT[arg.type];
            expect(format, `unexpected argument type ${arg.type}`).toBeDefined();
            expect('value' in arg && typeof arg.value === 'string' && format?.test(arg.value)).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
