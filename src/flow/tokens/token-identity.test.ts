import { describe, expect, it } from 'vitest';
import { lookAlikeKey } from './look-alike.ts';
import { knownTokens, tokenIdentity } from './token-identity.ts';

const FLOW_TESTNET = 'A.7e60df042a9c0868.FlowToken.Vault';
const token = (identifier: string, name: string, symbol: string) => ({ identifier, name, symbol });

describe('tokenIdentity', () => {
  it('knows FLOW only by the network’s FlowToken contract', () => {
    expect(tokenIdentity(token(FLOW_TESTNET, 'Flow', 'FLOW'), 'testnet')).toEqual({
      kind: 'flow',
      contract: { address: '0x7e60df042a9c0868', name: 'FlowToken' },
    });
    // The same contract name elsewhere, or mainnet's FlowToken on testnet, is not FLOW.
    expect(
      tokenIdentity(token('A.1654653399040a61.FlowToken.Vault', 'Flow', 'FLOW'), 'testnet'),
    ).toMatchObject({ kind: 'unverified', imitates: 'FLOW' });
    expect(
      tokenIdentity(token('A.179b6b1cb6755e31.FlowToken.Vault', 'Whatever', 'X'), 'testnet'),
    ).toMatchObject({ kind: 'unverified', imitates: null });
  });

  it('marks a listed token verified by its identifier, whatever its metadata says', () => {
    expect(
      tokenIdentity(token('A.64adf39cbc354fcb.USDCFlow.Vault', 'Anything', '?'), 'testnet'),
    ).toEqual({ kind: 'verified', contract: { address: '0x64adf39cbc354fcb', name: 'USDCFlow' } });
    expect(
      tokenIdentity(token('A.64adf39cbc354fcb.USDCFlow.Vault', 'USD Coin', 'USDC'), 'mainnet'),
    ).toMatchObject({ kind: 'unverified', imitates: 'USDC' });
  });

  it.each([
    ['Flow Token', 'FLOW'],
    ['Totally real', 'flow'],
    ['ＦＬＯＷ', 'x'],
    ['F L O W', 'x'],
    ['FLОW', 'x'], // Cyrillic О
    ['FL0W', 'x'],
    ['F\u200bLOW', 'x'],
    ['ㅤFLOWㅤ', 'x'], // Hangul fillers around it
  ])('says %j / %j imitates FLOW', (name, symbol) => {
    expect(
      tokenIdentity(token('A.192440c99cb17282.FakeFlow.Vault', name, symbol), 'local'),
    ).toMatchObject({ kind: 'unverified', imitates: 'FLOW' });
  });

  it('says a copy of a verified token’s words imitates it, and leaves other names alone', () => {
    const fake = token('A.179b6b1cb6755e31.FakeUSD.Vault', 'Sandbox USD', 'sUSD');
    expect(tokenIdentity(fake, 'local')).toMatchObject({ kind: 'unverified', imitates: 'sUSD' });
    const other = token('A.179b6b1cb6755e31.Kibble.Vault', 'Kibble', 'KBL');
    expect(tokenIdentity(other, 'local')).toEqual({
      kind: 'unverified',
      contract: { address: '0x179b6b1cb6755e31', name: 'Kibble' },
      imitates: null,
      bridgedFrom: null,
    });
  });

  it('has no contract for an identifier that is not a vault type', () => {
    expect(tokenIdentity(token('not a type', '', ''), 'local')).toEqual({
      kind: 'unverified',
      contract: null,
      imitates: null,
      bridgedFrom: null,
    });
  });

  it('names the ERC-20 a token was bridged from by the bridge’s own contract, not its words', () => {
    const erc20 = 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12';
    const bridged = `A.1e4aa0b87d10b141.EVMVMBridgedToken_${erc20}.Vault`;
    expect(tokenIdentity(token(bridged, 'Gold', 'GLD'), 'mainnet')).toMatchObject({
      kind: 'unverified',
      bridgedFrom: `0x${erc20}`,
    });
    // The same name from any other account is just a name.
    const copy = `A.179b6b1cb6755e31.EVMVMBridgedToken_${erc20}.Vault`;
    expect(tokenIdentity(token(copy, 'Gold', 'GLD'), 'mainnet')).toMatchObject({
      bridgedFrom: null,
    });
  });

  it('lists FLOW first on every network, then valid vault identifiers', () => {
    for (const network of ['local', 'testnet', 'mainnet'] as const) {
      const [flow, ...rest] = knownTokens(network);
      expect(flow?.symbol).toBe('FLOW');
      for (const entry of rest) expect(entry.identifier).toMatch(/^A\.[0-9a-f]{16}\.\w+\.Vault$/);
    }
  });
});

describe('lookAlikeKey', () => {
  it('folds width, case, confusables and invisible letters, and keeps only letters', () => {
    expect(lookAlikeKey('ＦＬＯＷ Token')).toBe('flowtoken');
    expect(lookAlikeKey('ｕｓｄｃ')).toBe('usdc');
    expect(lookAlikeKey('Ѕаndbох USD')).toBe('sandboxusd');
    expect(lookAlikeKey('ㅤ')).toBe('');
    expect(lookAlikeKey('Kibble')).toBe('kibble');
  });
});
