import { describe, expect, it } from 'vitest';
import { contractOfType } from './type-contract.ts';

describe('contractOfType: the contract behind a type identifier', () => {
  it('reads the address and contract of A.<address>.<Contract>.<type>', () => {
    expect(contractOfType('A.0ae53cb6e3f42a79.Kitties.Collection', 'Collection')).toEqual({
      address: '0x0ae53cb6e3f42a79',
      name: 'Kitties',
    });
    expect(contractOfType('A.1654653399040a61.FlowToken.Vault', 'Vault')).toEqual({
      address: '0x1654653399040a61',
      name: 'FlowToken',
    });
  });

  it.each([
    ['another type than asked', 'A.0ae53cb6e3f42a79.Kitties.NFT', 'Collection'],
    ['a short address', 'A.0ae53cb6e3f42a7.Kitties.Collection', 'Collection'],
    ['upper-case hex', 'A.0AE53CB6E3F42A79.Kitties.Collection', 'Collection'],
    ['a built-in type', 'String', 'Collection'],
    ['a name that is not an identifier', 'A.0ae53cb6e3f42a79.Kit ties.Collection', 'Collection'],
    ['a nested type', 'A.0ae53cb6e3f42a79.Kitties.Collection.Extra', 'Collection'],
  ])('null for %s', (_, identifier, typeName) => {
    expect(contractOfType(identifier, typeName)).toBeNull();
  });
});
