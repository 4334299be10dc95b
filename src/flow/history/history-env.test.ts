import { describe, expect, it } from 'vitest';
import { EnvConfigError } from '../env.ts';
import { historyOptionsOf, historyOrigins } from './history-env.ts';

const env = (sources: Partial<Record<'local' | 'testnet' | 'mainnet', string>>, on?: string) => ({
  sources: { local: undefined, testnet: undefined, mainnet: undefined, ...sources },
  on,
});

describe('historyOptionsOf', () => {
  it('offers each network its defaults, all off until chosen', () => {
    expect(historyOptionsOf(env({}), 'mainnet')).toEqual({
      offered: [
        { kind: 'access-node', url: null },
        { kind: 'indexer', url: 'https://flowindex.io/api' },
        { kind: 'blockscout', url: 'https://evm.flowscan.io' },
      ],
      defaultOn: [],
    });
    expect(historyOptionsOf(env({}), 'local').offered).toEqual([
      { kind: 'access-node', url: null },
    ]);
  });

  it('reads a list of sources, http only on this machine, and the kinds on by default', () => {
    const options = historyOptionsOf(
      env({ local: 'indexer=http://127.0.0.1:17800/indexer/, access-node' }, 'indexer,blockscout'),
      'local',
    );
    expect(options).toEqual({
      offered: [
        { kind: 'indexer', url: 'http://127.0.0.1:17800/indexer' },
        { kind: 'access-node', url: null },
      ],
      // Blockscout is not offered here: on by default only where it is.
      defaultOn: ['indexer'],
    });
    expect(historyOrigins(options)).toEqual(['http://127.0.0.1:17800']);
    expect(historyOptionsOf(env({ mainnet: 'none' }), 'mainnet').offered).toEqual([]);
  });

  it.each([
    ['etherscan=https://x.example', /not a history source/],
    ['indexer=http://index.example', /must be https/],
    ['indexer=not a url', /not a URL/],
    ['access-node,access-node', /twice/],
  ])('refuses %s, naming the variable', (value, problem) => {
    expect(() => historyOptionsOf(env({ testnet: value }), 'testnet')).toThrow(problem);
    expect(() => historyOptionsOf(env({ testnet: value }), 'testnet')).toThrow(EnvConfigError);
  });
});
