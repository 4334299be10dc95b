import { describe, expect, it } from 'vitest';
import {
  bridgeUnavailable,
  checkBridgeFee,
  estimateBridgeFee,
  feeNotCovered,
} from './bridge-fee.ts';

const terms = {
  paused: false,
  requiresOnboarding: false,
  feePerAsset: 500_000n, // 0.005 FLOW
  onboardFee: 100_000_000n, // 1 FLOW
};

describe('estimateBridgeFee', () => {
  it('charges per asset', () => {
    expect(estimateBridgeFee(terms, 1)).toEqual({ total: 500_000n, onboarding: 0n });
    expect(estimateBridgeFee(terms, 9)).toEqual({ total: 4_500_000n, onboarding: 0n });
  });

  it('adds the onboarding fee when the type must be onboarded', () => {
    expect(estimateBridgeFee({ ...terms, requiresOnboarding: true }, 3)).toEqual({
      total: 101_500_000n,
      onboarding: 100_000_000n,
    });
  });
});

describe('feeNotCovered', () => {
  it('names both amounts when the available FLOW is short', () => {
    expect(feeNotCovered(50_000_000n, 101_500_000n)).toBe(
      'Your available FLOW (0.5 FLOW) does not cover the bridge fee (1.015 FLOW).',
    );
  });

  it('is satisfied by exactly the estimate', () => {
    expect(feeNotCovered(101_500_000n, 101_500_000n)).toBeNull();
  });
});

describe('bridgeUnavailable', () => {
  it('explains a paused bridge and an unsupported type', () => {
    expect(bridgeUnavailable({ ...terms, paused: true }, 'to-evm')).toContain('paused');
    expect(bridgeUnavailable({ ...terms, requiresOnboarding: null }, 'to-evm')).toContain(
      'cannot carry',
    );
    expect(bridgeUnavailable(terms, 'to-evm')).toBeNull();
  });

  it('onboards on the way to EVM only', () => {
    const unknown = { ...terms, requiresOnboarding: true };
    expect(bridgeUnavailable(unknown, 'to-evm')).toBeNull();
    expect(bridgeUnavailable(unknown, 'from-evm')).toContain('not onboarded');
  });
});

describe('checkBridgeFee', () => {
  it('estimates for the chosen assets and checks the available FLOW', () => {
    expect(checkBridgeFee(terms, 2, 999_999n, 'to-evm')).toEqual({
      estimate: { total: 1_000_000n, onboarding: 0n },
      unavailable: null,
      notCovered:
        'Your available FLOW (0.00999999 FLOW) does not cover the bridge fee (0.01 FLOW).',
    });
  });

  it('has no estimate before anything is chosen, or when the bridge cannot go', () => {
    expect(checkBridgeFee(terms, 0, 0n, 'to-evm')).toEqual({
      estimate: null,
      unavailable: null,
      notCovered: null,
    });
    expect(checkBridgeFee({ ...terms, paused: true }, 1, 0n, 'to-evm').estimate).toBeNull();
  });
});
