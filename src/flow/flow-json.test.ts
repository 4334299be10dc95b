import { describe, expect, it } from 'vitest';
import flowJson from '../../flow.json';
import { isValidFlowAddress } from './address.ts';
import type { FlowNetwork } from './networks.ts';

const NETWORK_OF_ALIAS: Record<string, FlowNetwork> = {
  emulator: 'local',
  testnet: 'testnet',
  mainnet: 'mainnet',
};

const REQUIRED = [
  'EVM',
  'FungibleToken',
  'NonFungibleToken',
  'ViewResolver',
  'MetadataViews',
  'FungibleTokenMetadataViews',
  'FlowToken',
  'FlowStorageFees',
  'FlowFees',
  'ScopedFTProviders',
  'FlowEVMBridge',
  'FlowEVMBridgeUtils',
  'FlowEVMBridgeConfig',
  'CrossVMMetadataViews',
];

const dependencies: Record<string, { aliases: Record<string, string> }> = flowJson.dependencies;

describe('flow.json', () => {
  it('aliases every system contract on the emulator, testnet and mainnet', () => {
    for (const name of REQUIRED) {
      expect(Object.keys(dependencies[name]?.aliases ?? {}).sort(), name).toEqual([
        'emulator',
        'mainnet',
        'testnet',
      ]);
    }
  });

  it('gives each alias an address that is valid on its own network only', () => {
    for (const [name, { aliases }] of Object.entries(dependencies)) {
      for (const [alias, address] of Object.entries(aliases)) {
        const network = NETWORK_OF_ALIAS[alias];
        expect(network, `${name}: unknown network ${alias}`).toBeDefined();
        if (!network) continue;
        for (const other of ['local', 'testnet', 'mainnet'] as const) {
          expect(isValidFlowAddress(address, other), `${name}.${alias} on ${other}`).toBe(
            other === network,
          );
        }
      }
    }
  });

  it('holds no account keys (the browser loads this file)', () => {
    expect(JSON.stringify(flowJson)).not.toMatch(/"accounts"|"key"|[0-9a-f]{64}/i);
  });
});
