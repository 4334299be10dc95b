import { describe, expect, it } from 'vitest';
import { spendableFlow } from './spendable-flow.ts';

describe('spendableFlow', () => {
  it('keeps the fee reserve out of what can leave the vault', () => {
    expect(spendableFlow(1_000_000_000n, 1_000n)).toBe(999_999_000n);
    expect(spendableFlow(1_000n, 1_000n)).toBe(0n);
    expect(spendableFlow(999n, 1_000n)).toBe(0n);
    expect(spendableFlow(5n, 0n)).toBe(5n);
  });
});
