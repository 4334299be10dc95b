import { describe, expect, it } from 'vitest';
import { FEE_MARGIN, spendableFlow } from './spendable-flow.ts';

describe('spendableFlow', () => {
  it('keeps a fee margin out of what can leave the vault', () => {
    expect(spendableFlow(1_000_000_000n)).toBe(1_000_000_000n - FEE_MARGIN);
    expect(spendableFlow(FEE_MARGIN)).toBe(0n);
    expect(spendableFlow(FEE_MARGIN - 1n)).toBe(0n);
  });
});
