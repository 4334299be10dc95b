import type { AppEnv } from '../flow/env.ts';
import type { FlowNetwork } from '../flow/networks.ts';
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
