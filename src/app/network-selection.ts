import { createContext, useContext } from 'react';
import type { AppEnv } from '../flow/env.ts';
import { type FlowNetwork, NETWORKS } from '../flow/networks.ts';
import { offeredNetworks } from '../flow/offered-networks.ts';
import { storageKey } from '../flow/storage-key.ts';

const STORAGE_KEY = storageKey('network');

/** The network to start on: the user's last choice if this build offers it, else the build's. */
export function initialNetwork(env: AppEnv): FlowNetwork {
  const stored = localStorage.getItem(STORAGE_KEY);
  return offeredNetworks(env).find((network) => network === stored) ?? env.network;
}

export function rememberNetwork(network: FlowNetwork): void {
  localStorage.setItem(STORAGE_KEY, network);
}

export function networkLabel(env: AppEnv, network: FlowNetwork): string {
  return (network === env.network && env.networkLabel) || NETWORKS[network].label;
}

export interface NetworkSelection {
  readonly network: FlowNetwork;
  /** What the header's switch offers: the networks this build can reach (offered-networks.ts). */
  readonly offered: readonly FlowNetwork[];
  readonly labelOf: (network: FlowNetwork) => string;
  readonly select: (network: FlowNetwork) => void;
}

export const NetworkSelectionContext = createContext<NetworkSelection | null>(null);

export function useNetworkSelection(): NetworkSelection {
  const selection = useContext(NetworkSelectionContext);
  if (!selection) throw new Error('useNetworkSelection must be used inside AppProviders');
  return selection;
}
