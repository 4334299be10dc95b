import { describe, expect, it } from 'vitest';
import { formatAttoFlow } from './flow-amounts.ts';

describe('formatAttoFlow', () => {
  it('shows all 18 decimals when they matter', () => {
    expect(formatAttoFlow(25_000_000_000_000_000_001n)).toBe('25.000000000000000001');
    expect(formatAttoFlow(1_500_000_000_000_000_000n)).toBe('1.5');
  });
});
