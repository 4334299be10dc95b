import { describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import {
  planNftsFromEvm,
  planNftsToEvm,
  planOnboarding,
  planTokensFromEvm,
  planTokensToEvm,
} from './bridge-plans.ts';
import { planDepositToCoa, planEnableEvm, planEvmBatch, planWithdrawFromCoa } from './coa-plans.ts';
import { wflowCall } from './wflow-batch.ts';

const WFLOW = '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e';
const FLOW = 10n ** 18n;

describe('COA plans', () => {
  it('enables EVM with or without funding', () => {
    expect(planEnableEvm(0n).title).toBe('Enable EVM');
    const funded = planEnableEvm(500_000_000n);
    expect(funded.title).toBe('Enable EVM with 5 FLOW');
    expect(funded.args).toEqual([{ type: 'UFix64', value: '5.00000000' }]);
  });

  it('moves FLOW each way in UFix64', () => {
    expect(planDepositToCoa(1_250_000_000n).title).toBe('Move 12.5 FLOW to EVM');
    const withdraw = planWithdrawFromCoa(1n);
    expect(withdraw.title).toBe('Move 0.00000001 FLOW from EVM to Cadence');
    expect(withdraw.args).toEqual([{ type: 'UFix64', value: '0.00000001' }]);
  });

  it('sends a batch as parallel arrays, data without 0x, all or nothing', () => {
    const plan = planEvmBatch([
      wflowCall('wrap', 2n * FLOW, WFLOW),
      wflowCall('unwrap', FLOW, WFLOW),
    ]);
    expect(plan.title).toBe('WFLOW: wrap 2 FLOW, then unwrap 1 WFLOW');
    expect(plan.args).toEqual([
      {
        type: 'Array',
        value: [
          { type: 'String', value: WFLOW },
          { type: 'String', value: WFLOW },
        ],
      },
      {
        type: 'Array',
        value: [
          { type: 'String', value: 'd0e30db0' },
          {
            type: 'String',
            value: '2e1a7d4d0000000000000000000000000000000000000000000000000de0b6b3a7640000',
          },
        ],
      },
      {
        type: 'Array',
        value: [
          { type: 'UInt', value: '2000000000000000000' },
          { type: 'UInt', value: '0' },
        ],
      },
      {
        type: 'Array',
        value: [
          { type: 'UInt64', value: '100000' },
          { type: 'UInt64', value: '100000' },
        ],
      },
      { type: 'Bool', value: true },
    ]);
  });

  it('names a long batch by its first calls', () => {
    const calls = Array.from({ length: 5 }, () => wflowCall('wrap', FLOW, WFLOW));
    expect(planEvmBatch(calls).title).toBe('WFLOW: wrap 1 FLOW, then wrap 1 FLOW and 3 more');
  });
});

describe('bridge plans', () => {
  it('bridges a token each way with the fee cap', () => {
    const to = planTokensToEvm(
      { identifier: 'A.192440c99cb17282.SandboxUSD.Vault', label: 'sUSD' },
      1_000_000_000n,
      100_000n,
      false,
    );
    expect(to.title).toBe('Bridge 10 sUSD to EVM');
    expect(to.args).toEqual([
      { type: 'String', value: 'A.192440c99cb17282.SandboxUSD.Vault' },
      { type: 'UFix64', value: '10.00000000' },
      { type: 'UFix64', value: '0.00100000' },
    ]);
    const from = planTokensFromEvm(
      { identifier: 'A.f8d6e0586b0a20c7.EVMVMBridgedToken_abc.Vault', label: 'sGLD', decimals: 18 },
      1_500_000_000_000_000_000n,
      100_000n,
    );
    expect(from.title).toBe('Bridge 1.5 sGLD from EVM to Cadence');
    expect(from.args[1]).toEqual({ type: 'UInt256', value: '1500000000000000000' });
  });

  it('bridges NFTs with their ids typed for each side', () => {
    const collection = {
      nftIdentifier: 'A.f8d6e0586b0a20c7.SandboxKitties.NFT',
      label: 'Sandbox Kitties',
    };
    const to = planNftsToEvm(collection, [1n, 2n], 200_000n, false);
    expect(to.title).toBe('Bridge 2 NFTs of Sandbox Kitties to EVM');
    expect(to.computeLimit).toBe(computeLimit(COMPUTATION.bridge_nfts_to_evm, 2));
    expect(planNftsToEvm(collection, [1n, 2n], 200_000n, true).computeLimit).toBe(
      computeLimit(COMPUTATION.bridge_nfts_to_evm_onboarding, 2),
    );
    expect(to.review[1]).toEqual({ name: 'ids', type: '[UInt64]', value: '[1, 2]' });
    const from = planNftsFromEvm(collection, [7n], 100_000n);
    expect(from.title).toBe('Bridge 1 NFT of Sandbox Kitties from EVM to Cadence');
    expect(from.review[1]).toEqual({ name: 'ids', type: '[UInt256]', value: '[7]' });
  });

  it('onboards by contract address', () => {
    const plan = planOnboarding(WFLOW, 'WFLOW', 100_000_000n);
    expect(plan.title).toBe('Onboard WFLOW (0xd3bF…1f3e) to the bridge');
    expect(plan.args).toEqual([
      { type: 'String', value: WFLOW },
      { type: 'UFix64', value: '1.00000000' },
    ]);
  });
});
