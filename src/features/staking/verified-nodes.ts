import type { FlowNetwork } from '../../flow/networks.ts';
import verifiedNodes from './verified-nodes.json';

/** The operator's name of a node on the network's verified list (verified-nodes.json), or null. */
export function verifiedNodeName(network: FlowNetwork, id: string): string | null {
  return verifiedNodes.networks[network].nodes.find((node) => node.id === id)?.name ?? null;
}
