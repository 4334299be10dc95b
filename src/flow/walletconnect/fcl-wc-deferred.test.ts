import { beforeEach, describe, expect, it, vi } from 'vitest';

const real = vi.hoisted(() => ({
  loaded: 0,
  exec: vi.fn(async (...args: unknown[]) => ({ forwarded: args })),
}));

vi.mock('@onflow/fcl-wc/dist/index.module.mjs', () => {
  real.loaded += 1;
  return {
    initLazy: (config: { projectId: string }) => ({
      FclWcServicePlugin: {
        name: 'fcl-plugin-service-walletconnect',
        f_type: 'ServicePlugin',
        type: 'discovery-service',
        serviceStrategy: { method: 'WC/RPC', exec: real.exec },
        services: [],
      },
      providerPromise: Promise.resolve({ projectId: config.projectId }),
    }),
    getProvider: async () => 'provider',
    createSessionProposal: async () => 'proposal',
    request: async () => 'response',
  };
});

describe('the deferred fcl-wc module', () => {
  beforeEach(() => {
    vi.resetModules();
    real.loaded = 0;
  });

  it('loads nothing until FCL initialises WalletConnect', async () => {
    const shim = await import('./fcl-wc-deferred.ts');
    expect(shim.SERVICE_PLUGIN_NAME).toBe('fcl-plugin-service-walletconnect');
    expect(real.loaded).toBe(0);
  });

  it('returns FCL a plugin at once and forwards its calls to the real module', async () => {
    const shim = await import('./fcl-wc-deferred.ts');
    const { FclWcServicePlugin, providerPromise } = shim.initLazy({ projectId: 'abc' });
    expect(FclWcServicePlugin.serviceStrategy.method).toBe('WC/RPC');
    expect(await providerPromise).toEqual({ projectId: 'abc' });
    expect(real.loaded).toBe(1);
    expect(await FclWcServicePlugin.serviceStrategy.exec('service', 'body')).toEqual({
      forwarded: ['service', 'body'],
    });
    expect(await shim.getProvider()).toBe('provider');
    expect(await shim.request({})).toBe('response');
  });
});
