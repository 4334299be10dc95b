/**
 * Stands in for `@onflow/fcl-wc` inside FCL's bundle (see the alias in vite.config.ts).
 *
 * FCL imports fcl-wc statically, which puts ~197 KB gzip of WalletConnect into every page even
 * when no project id is set. FCL only calls `initLazy` once `walletconnect.projectId` is
 * configured; this module loads the real package at that moment, in its own chunk, and forwards
 * every call to it. Without a project id, WalletConnect is never downloaded.
 */

import type { FclWcInitConfig, FclWcServicePlugin } from '@onflow/fcl-wc/dist/index.module.mjs';

type RealFclWc = typeof import('@onflow/fcl-wc/dist/index.module.mjs');

// Mirrors of fcl-wc 6.0.23's constants, which FCL reads synchronously.
export const SERVICE_PLUGIN_NAME = 'fcl-plugin-service-walletconnect';
export const WC_SERVICE_METHOD = 'WC/RPC';
export const FLOW_METHODS = {
  FLOW_AUTHN: 'flow_authn',
  FLOW_PRE_AUTHZ: 'flow_pre_authz',
  FLOW_AUTHZ: 'flow_authz',
  FLOW_USER_SIGN: 'flow_user_sign',
} as const;

let real: Promise<RealFclWc> | undefined;
const loadReal = (): Promise<RealFclWc> => {
  real ??= import('@onflow/fcl-wc/dist/index.module.mjs');
  return real;
};

export const getProvider: RealFclWc['getProvider'] = async () => (await loadReal()).getProvider();

export const createSessionProposal: RealFclWc['createSessionProposal'] = async (args) =>
  (await loadReal()).createSessionProposal(args);

export const request: RealFclWc['request'] = async (args) => (await loadReal()).request(args);

export function initLazy(config: FclWcInitConfig): {
  FclWcServicePlugin: FclWcServicePlugin;
  providerPromise: Promise<unknown>;
} {
  const initialised = loadReal().then((module) => module.initLazy(config));
  const FclWcServicePlugin: FclWcServicePlugin = {
    name: SERVICE_PLUGIN_NAME,
    f_type: 'ServicePlugin',
    type: 'discovery-service',
    serviceStrategy: {
      method: WC_SERVICE_METHOD,
      exec: async (...args: unknown[]) =>
        (await initialised).FclWcServicePlugin.serviceStrategy.exec(...args),
    },
    services: [],
  };
  return {
    FclWcServicePlugin,
    providerPromise: initialised.then((result) => result.providerPromise),
  };
}
