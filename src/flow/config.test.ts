import { describe, expect, it } from 'vitest';
import { createFlowConfig, type FlowConfig, signedComputeLimit, toFclConfig } from './config.ts';

const EVERY_SETTING: Required<FlowConfig> = {
  accessNodeUrl: 'https://rest-testnet.onflow.org',
  appDetailTitle: 'Flowdeck',
  appDetailIcon: 'https://flowdeck.example/icon.svg',
  appDetailDescription: 'One screen for Flow',
  appDetailUrl: 'https://flowdeck.example',
  discoveryWallet: 'https://fcl-discovery.onflow.org/testnet/authn',
  discoveryWalletMethod: 'POP/RPC',
  fclLimit: 9999,
  flowNetwork: 'testnet',
  serviceOpenIdScopes: ['email', 'email_verified'],
  walletconnectProjectId: '0123456789abcdef0123456789abcdef',
  walletconnectDisableNotifications: true,
};

describe('toFclConfig', () => {
  it('maps all twelve settings onto their FCL keys', () => {
    expect(toFclConfig(EVERY_SETTING)).toEqual({
      'accessNode.api': 'https://rest-testnet.onflow.org',
      'app.detail.title': 'Flowdeck',
      'app.detail.icon': 'https://flowdeck.example/icon.svg',
      'app.detail.description': 'One screen for Flow',
      'app.detail.url': 'https://flowdeck.example',
      'discovery.wallet': 'https://fcl-discovery.onflow.org/testnet/authn',
      'discovery.wallet.method': 'POP/RPC',
      'fcl.limit': 9999,
      'flow.network': 'testnet',
      'service.OpenID.scopes': 'email email_verified',
      'walletconnect.projectId': '0123456789abcdef0123456789abcdef',
      'walletconnect.disableNotifications': true,
    });
  });

  it('leaves out unset settings', () => {
    expect(toFclConfig({ accessNodeUrl: 'http://127.0.0.1:8888', flowNetwork: 'local' })).toEqual({
      'accessNode.api': 'http://127.0.0.1:8888',
      'flow.network': 'local',
    });
  });

  it('keeps false and zero-like values, which are set', () => {
    const fcl = toFclConfig({
      accessNodeUrl: 'http://127.0.0.1:8888',
      flowNetwork: 'local',
      walletconnectDisableNotifications: false,
    });
    expect(fcl['walletconnect.disableNotifications']).toBe(false);
  });
});

describe('createFlowConfig', () => {
  it('signs each transaction with its measured limit unless one limit is configured for all', () => {
    for (const network of ['local', 'testnet', 'mainnet'] as const) {
      expect(createFlowConfig(network).fclLimit).toBeUndefined();
      expect(signedComputeLimit(createFlowConfig(network), 180)).toBe(180);
      expect(signedComputeLimit(createFlowConfig(network, { fclLimit: 9999 }), 180)).toBe(9999);
    }
  });

  it('uses the network presets', () => {
    expect(toFclConfig(createFlowConfig('local'))).toMatchObject({
      'accessNode.api': 'http://127.0.0.1:8888',
      'discovery.wallet': 'http://127.0.0.1:8701/fcl/authn',
      'discovery.wallet.method': 'IFRAME/RPC',
      'flow.network': 'local',
    });
    expect(createFlowConfig('mainnet').accessNodeUrl).toBe('https://rest-mainnet.onflow.org');
  });

  it('configures WalletConnect only when a project id is given', () => {
    const without = toFclConfig(
      createFlowConfig('testnet', { walletconnectDisableNotifications: true }),
    );
    expect(Object.keys(without).filter((key) => key.startsWith('walletconnect.'))).toEqual([]);
    const withId = toFclConfig(
      createFlowConfig('testnet', {
        walletconnectProjectId: '0123456789abcdef0123456789abcdef',
        walletconnectDisableNotifications: true,
      }),
    );
    expect(withId['walletconnect.projectId']).toBe('0123456789abcdef0123456789abcdef');
    expect(withId['walletconnect.disableNotifications']).toBe(true);
  });

  it('derives the app icon from the app URL', () => {
    const config = createFlowConfig('testnet', { appUrl: 'https://flowdeck.example' });
    expect(config.appDetailUrl).toBe('https://flowdeck.example');
    expect(config.appDetailIcon).toBe('https://flowdeck.example/icon.svg');
  });
});
