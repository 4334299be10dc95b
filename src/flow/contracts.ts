import flowJson from '../../flow.json';
import { type FlowNetwork, NETWORKS } from './networks.ts';

export type SystemContract = keyof typeof flowJson.dependencies;

/** A system contract's address on a network (`0x` + 16 hex), from flow.json's aliases. */
export function systemContractAddress(network: FlowNetwork, contract: SystemContract): string {
  return `0x${flowJson.dependencies[contract].aliases[NETWORKS[network].flowJsonNetwork]}`;
}

/** The type identifier of FLOW's vault on a network, e.g. `A.1654653399040a61.FlowToken.Vault`. */
export function flowTokenVaultIdentifier(network: FlowNetwork): string {
  return `A.${systemContractAddress(network, 'FlowToken').slice(2)}.FlowToken.Vault`;
}
