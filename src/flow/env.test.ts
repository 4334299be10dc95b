import { describe, expect, it } from 'vitest';
import { EnvConfigError, parseEnv } from './env.ts';

function configErrorOf(run: () => unknown): EnvConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvConfigError) return error;
    throw error;
  }
  throw new Error('expected an EnvConfigError');
}

describe('parseEnv', () => {
  it('defaults to the local network with no overrides', () => {
    expect(parseEnv({})).toEqual({
      network: 'local',
      networkOverrides: {},
      sharedOverrides: {},
      prices: { sources: undefined, source: undefined, currency: undefined },
      history: {
        sources: { local: undefined, testnet: undefined, mainnet: undefined },
        on: undefined,
      },
    });
  });

  it('reads every variable', () => {
    const env = parseEnv({
      VITE_FLOW_NETWORK: 'testnet',
      VITE_FLOW_ACCESS_NODE: 'https://my-node.example/',
      VITE_FLOW_DISCOVERY_WALLET: 'https://wallet.example/authn',
      VITE_FLOW_DISCOVERY_WALLET_METHOD: 'POP/RPC',
      VITE_FLOW_COMPUTE_LIMIT: '1000',
      VITE_FLOW_OPENID_SCOPES: 'email  email_verified',
      VITE_FLOW_NETWORK_LABEL: 'Staging',
      VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef',
      VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS: 'true',
      VITE_APP_URL: 'https://flowdeck.example',
      VITE_IPFS_GATEWAY: 'https://gateway.example/ipfs/',
      VITE_LOCAL_WFLOW_ADDRESS: '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e',
      VITE_PRICE_SOURCES: 'coingecko',
      VITE_PRICE_SOURCE: 'coingecko',
      VITE_PRICE_CURRENCY: 'EUR',
      VITE_FLOW_LOCAL_ACCESS_NODE: 'http://10.0.0.2:8888/',
      VITE_FLOW_LOCAL_DISCOVERY_WALLET: 'http://10.0.0.2:8701/fcl/authn',
      VITE_FLOW_TESTNET_ACCESS_NODE: 'https://my-node.example',
      VITE_FLOW_TESTNET_DISCOVERY_WALLET: 'https://wallet.example/authn',
      VITE_FLOW_MAINNET_ACCESS_NODE: 'https://mainnet-node.example',
      VITE_FLOW_MAINNET_DISCOVERY_WALLET: 'https://mainnet-wallet.example/authn',
      VITE_HISTORY_ON: 'blockscout',
      VITE_FLOW_LOCAL_HISTORY_SOURCES: 'access-node',
      VITE_FLOW_TESTNET_HISTORY_SOURCES: 'none',
      VITE_FLOW_MAINNET_HISTORY_SOURCES: 'blockscout=https://explorer.example',
    });
    expect(env).toEqual({
      network: 'testnet',
      networkLabel: 'Staging',
      ipfsGateway: 'https://gateway.example/ipfs/',
      // As given: its checksum is checked where it is used (useEvmAddressBook.test.ts).
      localWflowAddress: '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e',
      prices: { sources: 'coingecko', source: 'coingecko', currency: 'EUR' },
      history: {
        sources: {
          local: 'access-node',
          testnet: 'none',
          mainnet: 'blockscout=https://explorer.example',
        },
        on: 'blockscout',
      },
      networkOverrides: {
        testnet: {
          accessNodeUrl: 'https://my-node.example',
          discoveryWallet: 'https://wallet.example/authn',
          discoveryWalletMethod: 'POP/RPC',
        },
        local: {
          accessNodeUrl: 'http://10.0.0.2:8888',
          discoveryWallet: 'http://10.0.0.2:8701/fcl/authn',
        },
        mainnet: {
          accessNodeUrl: 'https://mainnet-node.example',
          discoveryWallet: 'https://mainnet-wallet.example/authn',
        },
      },
      sharedOverrides: {
        fclLimit: 1000,
        appUrl: 'https://flowdeck.example',
        serviceOpenIdScopes: ['email', 'email_verified'],
        walletconnectProjectId: '0123456789abcdef0123456789abcdef',
        walletconnectDisableNotifications: true,
      },
    });
  });

  it('gives the wallet method and the unprefixed URLs to the start-up network only', () => {
    expect(
      parseEnv({
        VITE_FLOW_NETWORK: 'mainnet',
        VITE_FLOW_ACCESS_NODE: 'https://mainnet-node.example',
        VITE_FLOW_DISCOVERY_WALLET_METHOD: 'TAB/RPC',
        VITE_FLOW_TESTNET_ACCESS_NODE: 'https://testnet-node.example',
      }).networkOverrides,
    ).toEqual({
      mainnet: { accessNodeUrl: 'https://mainnet-node.example', discoveryWalletMethod: 'TAB/RPC' },
      testnet: { accessNodeUrl: 'https://testnet-node.example' },
    });
  });

  it('refuses two different access nodes for the start-up network, and accepts the same twice', () => {
    const error = configErrorOf(() =>
      parseEnv({
        VITE_FLOW_NETWORK: 'testnet',
        VITE_FLOW_ACCESS_NODE: 'https://a.example',
        VITE_FLOW_TESTNET_ACCESS_NODE: 'https://b.example',
      }),
    );
    expect(error.variable).toBe('VITE_FLOW_ACCESS_NODE');
    expect(error.message).toContain('VITE_FLOW_TESTNET_ACCESS_NODE');
    expect(
      parseEnv({
        VITE_FLOW_NETWORK: 'testnet',
        VITE_FLOW_DISCOVERY_WALLET: 'https://w.example/authn/',
        VITE_FLOW_TESTNET_DISCOVERY_WALLET: 'https://w.example/authn',
      }).networkOverrides,
    ).toEqual({ testnet: { discoveryWallet: 'https://w.example/authn' } });
  });

  it.each([
    ['VITE_FLOW_NETWORK', 'previewnet'],
    ['VITE_FLOW_ACCESS_NODE', 'not a url'],
    ['VITE_FLOW_ACCESS_NODE', 'ftp://node.example'],
    ['VITE_FLOW_DISCOVERY_WALLET', 'javascript:alert(1)'],
    ['VITE_FLOW_LOCAL_ACCESS_NODE', 'localhost:8888'],
    ['VITE_FLOW_TESTNET_ACCESS_NODE', 'ws://node.example'],
    ['VITE_FLOW_MAINNET_DISCOVERY_WALLET', 'data:text/html,wallet'],
    ['VITE_FLOW_DISCOVERY_WALLET_METHOD', 'CARRIER/PIGEON'],
    ['VITE_FLOW_COMPUTE_LIMIT', '10000'],
    ['VITE_FLOW_COMPUTE_LIMIT', '1e3'],
    ['VITE_FLOW_COMPUTE_LIMIT', '0'],
    ['VITE_WALLETCONNECT_PROJECT_ID', 'has spaces in it'],
    ['VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS', 'yes'],
    ['VITE_APP_URL', 'flowdeck.example'],
    ['VITE_IPFS_GATEWAY', 'http://gateway.example/ipfs/'],
    ['VITE_LOCAL_WFLOW_ADDRESS', '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3'],
    ['VITE_LOCAL_WFLOW_ADDRESS', 'd3bf53dac106a0290b0483ecbc89d40fcc961f3e'],
  ] as const)('stops start-up on an invalid %s (%s), naming the variable', (variable, value) => {
    const error = configErrorOf(() => parseEnv({ [variable]: value }));
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}:`)).toBe(true);
  });
});
