import { decodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { CALL_GAS_LIMIT, checkBatch, wflowCall } from './wflow-batch.ts';

const WFLOW = '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e';
const FLOW = 10n ** 18n;
const abi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)']);

describe('wflowCall', () => {
  it('wraps with deposit(), sending the amount as value', () => {
    expect(wflowCall('wrap', 3n * FLOW, WFLOW)).toEqual({
      label: 'Wrap 3 FLOW',
      target: WFLOW,
      signature: 'deposit()',
      value: 3n * FLOW,
      data: 'd0e30db0',
      gasLimit: CALL_GAS_LIMIT,
    });
  });

  it('unwraps with withdraw(uint256), hex without 0x, no value', () => {
    const call = wflowCall('unwrap', 1_500_000_000_000_000_001n, WFLOW);
    expect(call.data.startsWith('2e1a7d4d')).toBe(true);
    expect(call.data).toMatch(/^[0-9a-f]{72}$/);
    expect(call.value).toBe(0n);
    expect(decodeFunctionData({ abi, data: `0x${call.data}` })).toEqual({
      functionName: 'withdraw',
      args: [1_500_000_000_000_000_001n],
    });
    expect(call.label).toBe('Unwrap 1.500000000000000001 WFLOW');
  });
});

describe('checkBatch', () => {
  const balances = { flow: 2n * FLOW, wflow: 1n * FLOW };

  it('checks each step against what the steps before it leave', () => {
    const check = checkBatch(
      [
        { kind: 'wrap', amount: '2' },
        { kind: 'unwrap', amount: '3' },
        { kind: 'wrap', amount: '3' },
      ],
      balances,
      WFLOW,
    );
    expect(check.errors).toEqual([null, null, null]);
    expect(check.calls?.map((call) => call.label)).toEqual([
      'Wrap 2 FLOW',
      'Unwrap 3 WFLOW',
      'Wrap 3 FLOW',
    ]);
  });

  it('puts the error on the step that would fail, and plans nothing', () => {
    const check = checkBatch(
      [
        { kind: 'wrap', amount: '1.5' },
        { kind: 'wrap', amount: '0.6' },
      ],
      balances,
      WFLOW,
    );
    expect(check.errors[0]).toBeNull();
    expect(check.errors[1]).toBe(
      'More FLOW than your EVM account would hold after the steps before it: at most 0.5 FLOW.',
    );
    expect(check.calls).toBeNull();
  });

  it('refuses unwrapping more WFLOW than held', () => {
    const check = checkBatch([{ kind: 'unwrap', amount: '1.000000000000000001' }], balances, WFLOW);
    expect(check.errors[0]).toBe('More WFLOW than your EVM account would hold: at most 1 WFLOW.');
  });

  it('refuses malformed amounts and an empty batch', () => {
    expect(checkBatch([{ kind: 'wrap', amount: '1e3' }], balances, WFLOW).errors[0]).toContain(
      'digits',
    );
    expect(checkBatch([], balances, WFLOW).calls).toBeNull();
  });
});
