/**
 * The networks a build offers and each one's config: the one list the header's switch shows
 * and the Content-Security-Policy allows (scripts/security-headers.ts), so the two cannot drift.
 */
import { createFlowConfig, type FlowConfig } from './config.ts';
import type { AppEnv } from './env.ts';
import { FLOW_NETWORKS, type FlowNetwork } from './networks.ts';

/**
 * Testnet and mainnet always; the local emulator only on a build that starts on it or names
 * its access node (`VITE_FLOW_LOCAL_ACCESS_NODE`). The preset's 127.0.0.1 is the visitor's own
 * machine: on a hosted build it reaches no emulator, and would open the policy to loopback.
 */
export function offeredNetworks(env: AppEnv): readonly FlowNetwork[] {
  return FLOW_NETWORKS.filter(
    (network) =>
      network !== 'local' ||
      env.network === 'local' ||
      env.networkOverrides.local?.accessNodeUrl !== undefined,
  );
}

/** A network's config: its preset, then the overrides the environment gives for it. */
export function flowConfigFor(env: AppEnv, network: FlowNetwork): FlowConfig {
  return createFlowConfig(network, {
    ...env.sharedOverrides,
    ...env.networkOverrides[network],
  });
}

/** The config of every network the build offers, in the switch's order. */
export function offeredFlowConfigs(env: AppEnv): readonly FlowConfig[] {
  return offeredNetworks(env).map((network) => flowConfigFor(env, network));
}
