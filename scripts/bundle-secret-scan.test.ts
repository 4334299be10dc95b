import { describe, expect, it } from 'vitest';
import { ownSourcesOf, type ScanRules, scanText } from './bundle-secret-scan.ts';

const KEY = 'f8e188e8af0b8b414be59c4a1a15cc666c898fb34d94156e9b51e18bfde754a5';
const PUBLIC = 'ffffffff00000001000000000000000000000000ffffffffffffffffffffffff';

const RULES: ScanRules = {
  forbiddenValues: ['canary-value'],
  allowedHex: new Set([PUBLIC]),
  allowedViteNames: new Set(['VITE_FLOW_NETWORK']),
};

const kinds = (text: string) => scanText(text, RULES).map(({ kind, match }) => `${kind}: ${match}`);

describe('scanText', () => {
  it('passes clean code with allowlisted constants and names', () => {
    expect(
      kinds(`const p=BigInt("0x${PUBLIC}");env.VITE_FLOW_NETWORK;"Send the FLOW you hold"`),
    ).toEqual([]);
  });

  it('finds a forbidden value inside longer text, in any case', () => {
    expect(kinds('x="prefix-CANARY-VALUE-suffix"')).toEqual(['forbidden value: canary-value']);
  });

  it('finds a 64-hex value with or without 0x, but not inside longer hex such as a public key', () => {
    expect(kinds(`a="0x${KEY.toUpperCase()}";b="${KEY}"`)).toEqual([
      `64-hex value: ${KEY.toUpperCase()}`,
      `64-hex value: ${KEY}`,
    ]);
    expect(kinds(`pub="${KEY}${KEY}"`)).toEqual([]);
  });

  it('finds PRIVATE_KEY, unknown VITE_ names and mnemonics', () => {
    expect(
      kinds(
        'process.env.PRIVATE_KEY;env.VITE_SECRET;"legal winner thank year wave sausage worth useful legal winner thank yellow"',
      ),
    ).toEqual([
      'PRIVATE_KEY: PRIVATE_KEY',
      'mnemonic: legal winner thank year wave sausage worth useful legal winner thank yellow',
      'VITE_ name: VITE_SECRET',
    ]);
  });

  it('ignores eleven mnemonic words, and English prose', () => {
    expect(
      kinds(
        '"legal winner thank year wave sausage worth useful legal winner thank";"the access node did not answer in time so try again later please"',
      ),
    ).toEqual([]);
  });

  it('finds flow.json account blocks as JSON, as an object literal and as an escaped string', () => {
    const json = '{"accounts":{"emulator-account":{"address":"f8d6e0586b0a20c7","key":"abc"}}}';
    const literal = 'accounts:{"emulator-account":{address:"f8d6e0586b0a20c7",key:{type:"hex"}}}';
    for (const text of [json, literal, JSON.stringify(json)]) {
      expect(scanText(text, RULES).map(({ kind }) => kind)).toEqual([
        'flow.json account key',
        'flow.json account key',
      ]);
    }
  });
});

describe('ownSourcesOf', () => {
  it('keeps sources outside node_modules that have content', () => {
    const map = JSON.stringify({
      sources: ['../../src/main.tsx', '../../node_modules/viem/index.ts', '../../flow.json'],
      sourcesContent: ['main', 'viem', null],
    });
    expect(ownSourcesOf(map)).toEqual([{ path: '../../src/main.tsx', content: 'main' }]);
  });
});
