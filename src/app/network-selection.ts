import { createContext, useContext } from 'react';
import type { AppEnv } from '../flow/env.ts';
import { type FlowNetwork, NETWORKS } from '../flow/networks.ts';

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
