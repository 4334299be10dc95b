import { describe, expect, it } from 'vitest';
import { dustNotice, splitCoaBalance } from './flow-units.ts';

describe('splitCoaBalance', () => {
  it('truncates to 8 decimals and keeps the rest as dust, exactly', () => {
    // 1.234567899012345678 FLOW
    expect(splitCoaBalance(1_234_567_899_012_345_678n)).toEqual({
      movable: 123_456_789n,
      dustAtto: 9_012_345_678n,
    });
    expect(splitCoaBalance(25_000_000_000_000_000_000n)).toEqual({
      movable: 2_500_000_000n,
      dustAtto: 0n,
    });
    expect(splitCoaBalance(9_999_999_999n)).toEqual({ movable: 0n, dustAtto: 9_999_999_999n });
  });
});

describe('dustNotice', () => {
  it('says plainly what stays on EVM', () => {
    expect(dustNotice(9_012_345_678n)).toBe(
      '0.000000009012345678 FLOW is below Cadence’s 8 decimals and cannot be moved to Cadence; it stays on EVM.',
    );
    expect(dustNotice(1n)).toContain('0.000000000000000001 FLOW');
  });

  it('says nothing when there is no dust', () => {
    expect(dustNotice(0n)).toBeNull();
  });
});
