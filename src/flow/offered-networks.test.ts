import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { flowConfigFor, offeredFlowConfigs, offeredNetworks } from './offered-networks.ts';

describe('offeredNetworks', () => {
  it('offers all three networks on a build that starts on the local emulator', () => {
    expect(offeredNetworks(parseEnv({}))).toEqual(['local', 'testnet', 'mainnet']);
  });

  it.each(['testnet', 'mainnet'])(
    'offers testnet and mainnet, not loopback, on a %s build',
    (network) => {
      expect(offeredNetworks(parseEnv({ VITE_FLOW_NETWORK: network }))).toEqual([
        'testnet',
        'mainnet',
      ]);
    },
  );

  it('offers the local network on a hosted build that names its access node', () => {
    const env = parseEnv({
      VITE_FLOW_NETWORK: 'mainnet',
      VITE_FLOW_LOCAL_ACCESS_NODE: 'https://emulator.team.example',
    });
    expect(offeredNetworks(env)).toEqual(['local', 'testnet', 'mainnet']);
    expect(flowConfigFor(env, 'local').accessNodeUrl).toBe('https://emulator.team.example');
  });
});

describe('flowConfigFor', () => {
  const env = parseEnv({
    VITE_FLOW_NETWORK: 'local',
    VITE_FLOW_ACCESS_NODE: 'http://127.0.0.1:18888',
    VITE_FLOW_DISCOVERY_WALLET_METHOD: 'POP/RPC',
    VITE_FLOW_TESTNET_ACCESS_NODE: 'http://127.0.0.1:19888',
    VITE_FLOW_TESTNET_DISCOVERY_WALLET: 'http://127.0.0.1:19701/fcl/authn',
    VITE_FLOW_COMPUTE_LIMIT: '1000',
  });

  it('gives each network its own overrides and every network the shared ones', () => {
    expect(flowConfigFor(env, 'local')).toMatchObject({
      accessNodeUrl: 'http://127.0.0.1:18888',
      discoveryWallet: 'http://127.0.0.1:8701/fcl/authn',
      discoveryWalletMethod: 'POP/RPC',
      fclLimit: 1000,
    });
    expect(flowConfigFor(env, 'testnet')).toMatchObject({
      accessNodeUrl: 'http://127.0.0.1:19888',
      discoveryWallet: 'http://127.0.0.1:19701/fcl/authn',
      discoveryWalletMethod: 'IFRAME/RPC',
      fclLimit: 1000,
    });
    expect(flowConfigFor(env, 'mainnet')).toMatchObject({
      accessNodeUrl: 'https://rest-mainnet.onflow.org',
      discoveryWallet: 'https://fcl-discovery.onflow.org/authn',
      fclLimit: 1000,
    });
  });

  it('lists the configs of the offered networks in the same order', () => {
    expect(offeredFlowConfigs(env).map((config) => config.flowNetwork)).toEqual(
      offeredNetworks(env),
    );
  });
});
