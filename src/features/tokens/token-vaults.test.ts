import { describe, expect, it } from 'vitest';
import { CadenceShapeError } from '../../flow/cadence/read-cadence.ts';
import { decodeTokenVaults } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { tokenVaultAnswer } from '../../test/token-vault-answer.ts';
import { matchesSearch, sortTokenVaults } from './token-vaults.ts';

const FLOW_ID = 'A.0ae53cb6e3f42a79.FlowToken.Vault';

const vault = (overrides: Record<string, unknown>) =>
  tokenVaultAnswer({ logo: 'https://example.com/susd.svg', ...overrides });

describe('decodeTokenVaults', () => {
  it('decodes balances exactly and the EVM side when present', () => {
    const [flow, susd] = decodeTokenVaults([
      vault({
        identifier: FLOW_ID,
        name: 'FLOW',
        symbol: 'FLOW',
        balance: '184467440737.09551615',
        evmBalance: '25000000000000000001',
        evmDecimals: '18',
      }),
      vault({
        evmAddress: 'c0ffee00000000000000000000000000000000c0',
        evmBalance: '5',
        evmDecimals: '6',
      }),
    ]);
    expect(flow?.balance).toBe(18446744073709551615n);
    expect(flow?.evm).toEqual({ contract: null, balance: 25000000000000000001n, decimals: 18 });
    expect(susd?.evm?.contract).toBe('0xc0Ffee00000000000000000000000000000000c0');
  });

  it('names the failing entry of a malformed result', () => {
    expect(() => decodeTokenVaults([vault({}), vault({ balance: 1 })])).toThrow(CadenceShapeError);
    expect(() => decodeTokenVaults([vault({}), vault({ balance: 1 })])).toThrow(/\[1\]\.balance/);
  });
});

describe('sortTokenVaults', () => {
  it('puts FLOW first, then verified tokens, then the rest; held before empty, by name', () => {
    const decoded = decodeTokenVaults([
      vault({ identifier: 'A.0000000000000001.Zed.Vault', name: 'zed', balance: '0.00000000' }),
      vault({ identifier: 'A.0000000000000002.Beta.Vault', name: 'Beta', balance: '1.00000000' }),
      vault({ identifier: FLOW_ID, name: 'FLOW', balance: '0.00000000' }),
      vault({
        identifier: 'A.0000000000000003.Alpha.Vault',
        name: 'alpha',
        balance: '0.00000000',
        evmBalance: '1',
        evmDecimals: '18',
      }),
      vault({ identifier: 'A.0000000000000004.Aaa.Vault', name: 'Aaa', balance: '0.00000000' }),
      vault({
        identifier: 'A.192440c99cb17282.SandboxUSD.Vault',
        name: 'Sandbox USD',
        balance: '0.00000000',
      }),
      vault({ identifier: 'A.0000000000000005.Fake.Vault', name: 'A fake', balance: '9.00000000' }),
    ]);
    expect(sortTokenVaults(decoded, 'local').map((v) => v.name)).toEqual([
      'FLOW',
      'Sandbox USD',
      'A fake',
      'alpha',
      'Beta',
      'Aaa',
      'zed',
    ]);
  });
});

describe('matchesSearch', () => {
  it('matches name, symbol and identifier, ignoring case', () => {
    const [susd] = decodeTokenVaults([vault({})]);
    if (!susd) throw new Error('no vault');
    expect(
      ['usd', 'SUSD', 'sandboxusd.vault', ' '].map((search) => matchesSearch(susd, search)),
    ).toEqual([true, true, true, true]);
    expect(matchesSearch(susd, 'flow')).toBe(false);
  });
});
