import { describe, expect, it } from 'vitest';
import { type ChainChecks, mostChainChecks } from './chain-checks.ts';
import { JS_BUDGETS_KB } from './js-budgets.ts';
import type { JsLoad } from './js-load.ts';
import { jsTargetOf } from './report.ts';

const loadOf = (gzipBytes: number): JsLoad => ({
  gzipBytes,
  rawBytes: gzipBytes * 3,
  idle: true,
  scripts: [],
});

describe('jsTargetOf', () => {
  it('holds a screen to its own budget from JS_BUDGETS_KB, in KB of 1000 bytes', () => {
    const atBudget = jsTargetOf('landing', loadOf(JS_BUDGETS_KB.landing * 1000));
    expect(atBudget).toEqual({
      value: JS_BUDGETS_KB.landing,
      limit: JS_BUDGETS_KB.landing,
      pass: true,
    });
    expect(jsTargetOf('dashboard', loadOf(JS_BUDGETS_KB.dashboard * 1000)).limit).toBe(
      JS_BUDGETS_KB.dashboard,
    );
  });

  it('fails a tenth of a KB over the budget', () => {
    const over = jsTargetOf('landing', loadOf(JS_BUDGETS_KB.landing * 1000 + 100));
    expect(over.pass).toBe(false);
    expect(over.value).toBe(JS_BUDGETS_KB.landing + 0.1);
  });
});

describe('mostChainChecks', () => {
  it('is the count of the access node asked most often', () => {
    const checks: ChainChecks = { perAccessNode: { local: 3, testnet: 2 }, steps: [], idle: true };
    expect(mostChainChecks(checks)).toBe(3);
    expect(mostChainChecks({ ...checks, perAccessNode: { local: 1, testnet: 1 } })).toBe(1);
  });
});
