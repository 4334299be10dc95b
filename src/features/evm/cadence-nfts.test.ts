import { describe, expect, it } from 'vitest';
import { nftTypeOfCollection } from './cadence-nfts.ts';

describe('nftTypeOfCollection', () => {
  it('names the NFT type of a standard collection', () => {
    expect(nftTypeOfCollection('A.f8d6e0586b0a20c7.SandboxKitties.Collection')).toBe(
      'A.f8d6e0586b0a20c7.SandboxKitties.NFT',
    );
    expect(nftTypeOfCollection('A.f8d6e0586b0a20c7.SandboxKitties.Vault')).toBeNull();
    expect(nftTypeOfCollection('A.f8d6e0586b0a20c7.Sandbox.Kitties.Collection')).toBeNull();
  });
});
