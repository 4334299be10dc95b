import { createContext, useContext } from 'react';
import { FlowProviderMissingError } from '../errors.ts';
import type { EvmAddressBook } from '../evm-contracts.ts';
import type { FlowNetwork, NetworkPreset } from '../networks.ts';

/** The network FlowProvider is on, as the screens name and use it. */
export interface FlowNetworkInfo {
  readonly id: FlowNetwork;
  /** The name the UI shows: the preset's, or the one the build gives its start-up network. */
  readonly label: string;
  readonly preset: NetworkPreset;
  /**
   * The network's EVM contracts as configured. The local WFLOW's checksum is checked only by
   * useEvmAddressBook: keccak-256 stays out of the screens that only need the label.
   */
  readonly evm: EvmAddressBook;
}

export const FlowNetworkContext = createContext<FlowNetworkInfo | null>(null);

export function useFlowNetwork(): FlowNetworkInfo {
  const network = useContext(FlowNetworkContext);
  if (!network) throw new FlowProviderMissingError('useFlowNetwork');
  return network;
}
