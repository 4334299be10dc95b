import type { EvmAddress } from './evm-address.ts';
import type { FlowNetwork } from './networks.ts';

export interface EvmAddressBook {
  /** Wrapped FLOW (ERC-20). A fresh emulator has none: WFLOW features are off there. */
  readonly wflow: EvmAddress | null;
  readonly multicall3: EvmAddress | null;
  readonly bridgeFactory: EvmAddress | null;
  /** The bridge's escrow COA (holds bridged Cadence-native assets on the EVM side). */
  readonly bridgeEscrowCoa: EvmAddress | null;
}

/** The EVM contracts Flowdeck uses, per network (flow-contracts.md §3). */
export const EVM_ADDRESSES: Readonly<Record<FlowNetwork, EvmAddressBook>> = {
  local: {
    wflow: null,
    multicall3: null,
    bridgeFactory: null,
    bridgeEscrowCoa: null,
  },
  testnet: {
    wflow: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e',
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    bridgeFactory: '0xF8146B4aEF631853F0eB98DBE28706d029e52c52',
    bridgeEscrowCoa: '0x0000000000000000000000023f946FFbc8829BFD',
  },
  mainnet: {
    wflow: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e',
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    bridgeFactory: '0x1C6dEa788Ee774CF15bCd3d7A07ede892ef0bE40',
    bridgeEscrowCoa: '0x00000000000000000000000249250a5C27Ecab3B',
  },
};

/** The pseudo-address the bridge uses for native FLOW. */
export const NATIVE_FLOW_EVM_ADDRESS: EvmAddress = '0x0000000000000000000000010000000000000000';

/** Every Cadence-Owned Account's EVM address starts with these 12 bytes. */
export const COA_ADDRESS_PREFIX = '0x000000000000000000000002';

/**
 * The address book of a network, with the local network's WFLOW taken from the environment
 * (`VITE_LOCAL_WFLOW_ADDRESS`) since an emulator only has the WFLOW someone deployed on it.
 */
export function evmAddressBookFor(
  network: FlowNetwork,
  localWflowAddress: EvmAddress | undefined,
): EvmAddressBook {
  const book = EVM_ADDRESSES[network];
  if (network !== 'local' || localWflowAddress === undefined) return book;
  return { ...book, wflow: localWflowAddress };
}
