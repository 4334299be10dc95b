import { createContext, useContext } from 'react';
import { createFlowConfig, type FlowConfig } from '../flow/config.ts';
import type { AppEnv } from '../flow/env.ts';
import { type FlowNetwork, isFlowNetwork, NETWORKS } from '../flow/networks.ts';

const STORAGE_KEY = 'flowdeck:network';

/** The network to start on: the user's last choice, else the environment's. */
export function initialNetwork(env: AppEnv): FlowNetwork {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && isFlowNetwork(stored) ? stored : env.network;
}

export function rememberNetwork(network: FlowNetwork): void {
  localStorage.setItem(STORAGE_KEY, network);
}

/** A network's config: its preset, plus the overrides the environment gives for it. */
export function flowConfigFor(env: AppEnv, network: FlowNetwork): FlowConfig {
  return createFlowConfig(network, {
    ...env.sharedOverrides,
    ...(network === env.network && env.networkOverrides),
  });
}

export function networkLabel(env: AppEnv, network: FlowNetwork): string {
  return (network === env.network && env.networkLabel) || NETWORKS[network].label;
}

export interface NetworkSelection {
  readonly network: FlowNetwork;
  readonly label: string;
  readonly labelOf: (network: FlowNetwork) => string;
  readonly select: (network: FlowNetwork) => void;
}

export const NetworkSelectionContext = createContext<NetworkSelection | null>(null);

export function useNetworkSelection(): NetworkSelection {
  const selection = useContext(NetworkSelectionContext);
  if (!selection) throw new Error('useNetworkSelection must be used inside AppProviders');
  return selection;
}
