import { describe, expect, it } from 'vitest';
import { contractSources } from './contract-sources.ts';

describe('contractSources', () => {
  it('lists contracts by name, with their lines and UTF-8 bytes (each curly quote is 3)', () => {
    expect(
      contractSources({
        zeta: 'access(all) contract zeta {}',
        Alpha: 'access(all) contract Alpha {\n  // “quoted”\n}\n',
        Beta2: '',
        Beta10: 'x',
      }),
    ).toEqual([
      {
        name: 'Alpha',
        code: 'access(all) contract Alpha {\n  // “quoted”\n}\n',
        lines: 3,
        bytes: 49,
      },
      { name: 'Beta2', code: '', lines: 0, bytes: 0 },
      { name: 'Beta10', code: 'x', lines: 1, bytes: 1 },
      { name: 'zeta', code: 'access(all) contract zeta {}', lines: 1, bytes: 28 },
    ]);
  });

  it('an account without contracts has none', () => {
    expect(contractSources(undefined)).toEqual([]);
    expect(contractSources({})).toEqual([]);
  });
});
