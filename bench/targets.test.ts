import { describe, expect, it } from 'vitest';
import { SCRIPT_COMPUTATION_LIMIT } from '../emulator/src/computation-report.ts';
import { type ChainChecks, mostChainChecks } from './chain-checks.ts';
import { fitCostCurve, largestAccount, storageWalk } from './emulator-computation.ts';
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

describe('fitCostCurve', () => {
  it('recovers a linear cost exactly, and the most items within the limit', () => {
    const points = [1, 25, 50, 100, 201].map((items) => ({ items, computation: 100 + 30 * items }));
    const fit = fitCostCurve(points);
    expect(fit.fixed).toBeCloseTo(100, 9);
    expect(fit.perItem).toBeCloseTo(30, 9);
    expect(fit.maxDeviation).toBeCloseTo(0, 9);
    expect(fit.largest).toBe(Math.floor((SCRIPT_COMPUTATION_LIMIT - 100) / 30));
  });

  it('fits by least squares and reports the worst relative deviation of a measured point', () => {
    const fit = fitCostCurve([
      { items: 1, computation: 10 },
      { items: 2, computation: 20 },
      { items: 3, computation: 40 },
    ]);
    expect(fit.perItem).toBeCloseTo(15, 9);
    expect(fit.fixed).toBeCloseTo(-20 / 3, 9);
    // Fitted 8⅓, 23⅓, 38⅓: the first two points are each a sixth off.
    expect(fit.maxDeviation).toBeCloseTo(1 / 6, 9);
    expect(fit.largest).toBe(6667);
  });

  it('counts an account that reaches the limit exactly as within it', () => {
    const fit = fitCostCurve([
      { items: 0, computation: 1000 },
      { items: 10, computation: 1990 },
    ]);
    expect(fit.largest).toBe(1000);
  });

  it('refuses points that cannot give a cost per item', () => {
    expect(() => fitCostCurve([{ items: 5, computation: 1700 }])).toThrow();
    expect(() =>
      fitCostCurve([
        { items: 1, computation: 1700 },
        { items: 5, computation: 1700 },
      ]),
    ).toThrow();
  });
});

describe('storageWalk', () => {
  it('splits the cost of `only: []` into a base and a cost per stored path', () => {
    const walk = storageWalk(
      { account: 'Alice', paths: 219, computation: 1637 },
      { account: 'Bob', paths: 2, computation: 4 },
    );
    expect(walk.perPath).toBeCloseTo(1633 / 217, 9);
    expect(walk.base).toBeCloseTo(4 - (2 * 1633) / 217, 9);
    // The line goes through both accounts.
    expect(walk.base + walk.perPath * 219).toBeCloseTo(1637, 9);
  });

  it('refuses a "large" account with no more stored paths than the small one', () => {
    const point = { account: 'Bob', paths: 2, computation: 4 };
    expect(() => storageWalk(point, point)).toThrow();
    expect(() => storageWalk(point, { ...point, paths: 3 })).toThrow();
  });
});

describe('largestAccount', () => {
  it('divides what the limit leaves after the base by the cost of one item and its path', () => {
    // (100 000 − 1000) / (20 + 13) = 3000 exactly: an account that reaches the limit fits.
    expect(largestAccount({ base: 1000, perPath: 13 }, 20)).toBe(3000);
    expect(largestAccount({ base: 1000.1, perPath: 13 }, 20)).toBe(2999);
    expect(largestAccount({ base: 0, perPath: 0 }, 7)).toBe(
      Math.floor(SCRIPT_COMPUTATION_LIMIT / 7),
    );
  });
});
