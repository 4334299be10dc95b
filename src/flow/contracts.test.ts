import { getContracts } from '@onflow/config';
import { describe, expect, it } from 'vitest';
import flowJson from '../../flow.json';
import { resolveContractImports, systemContractAddress } from './contracts.ts';
import { FLOW_NETWORKS, NETWORKS } from './networks.ts';

// Our flow.json pins no hashes, which @onflow/config's type asks for and getContracts ignores.
const withHashes: Parameters<typeof getContracts>[0] = {
  ...flowJson,
  dependencies: Object.fromEntries(
    Object.entries(flowJson.dependencies).map(([name, dependency]) => [
      name,
      { ...dependency, hash: '' },
    ]),
  ),
};

describe('resolveContractImports', () => {
  it.each(FLOW_NETWORKS)(
    'resolves every contract FCL resolves on %s, to the same address',
    (network) => {
      const fcl = getContracts(withHashes, NETWORKS[network].flowJsonNetwork) as Record<
        string,
        string
      >;
      expect(Object.keys(fcl).sort()).toEqual(Object.keys(flowJson.dependencies).sort());
      for (const [name, address] of Object.entries(fcl)) {
        expect(resolveContractImports(`import "${name}"`, network)).toBe(
          `import ${name} from 0x${address.replace(/^0x/, '')}`,
        );
      }
    },
  );

  it('rewrites string imports only, and leaves unknown names for the node to refuse', () => {
    const cadence = [
      'import "FungibleToken"',
      'import  "EVM"',
      'import "NoSuchContract"',
      'import FlowToken from 0x0ae53cb6e3f42a79',
      'access(all) fun main(): String { return "import \\"EVM\\"" }',
    ].join('\n');
    expect(resolveContractImports(cadence, 'testnet').split('\n')).toEqual([
      `import FungibleToken from ${systemContractAddress('testnet', 'FungibleToken')}`,
      `import EVM from ${systemContractAddress('testnet', 'EVM')}`,
      'import "NoSuchContract"',
      'import FlowToken from 0x0ae53cb6e3f42a79',
      'access(all) fun main(): String { return "import \\"EVM\\"" }',
    ]);
  });

  it('does not take a name from the prototype for a contract', () => {
    expect(resolveContractImports('import "constructor"', 'mainnet')).toBe('import "constructor"');
  });
});
