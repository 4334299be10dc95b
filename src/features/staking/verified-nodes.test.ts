import { describe, expect, it } from 'vitest';
import { STAKING_NODE } from '../../../worlds/staking-node.ts';
import { FLOW_NETWORKS } from '../../flow/networks.ts';
import verifiedNodes from './verified-nodes.json';
import { verifiedNodeName } from './verified-nodes.ts';

describe('the verified nodes', () => {
  it.each(FLOW_NETWORKS)(
    '%s: each entry is a node id with a name, once, from a named source',
    (network) => {
      const {
        nodes,
        sources,
      }: { nodes: readonly { id: string; name: string }[]; sources: readonly string[] } =
        verifiedNodes.networks[network];
      expect(nodes.length === 0 || sources.length > 0).toBe(true);
      for (const node of nodes) {
        expect(node.id).toMatch(/^[0-9a-f]{64}$/);
        expect(node.name.trim()).not.toBe('');
      }
      expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    },
  );

  it('names the local network’s node, the one the emulator suites register, and Flow’s listed operators', () => {
    expect(verifiedNodeName('local', STAKING_NODE.id)).toBe('Flowdeck’s emulator node');
    expect(verifiedNodeName('mainnet', STAKING_NODE.id)).toBeNull();
    expect(verifiedNodeName('local', 'ab'.repeat(32))).toBeNull();
    // onflow/flow nodeoperators/NodeOperatorList.md.
    expect(
      verifiedNodeName(
        'mainnet',
        'f7422f2d3296ede4d1efb36ec55e3fd93702c061f7ee627881f0b3007beff2ed',
      ),
    ).toBe('Alxo');
    // Listed there, but later removed from the approved list: not named.
    expect(
      verifiedNodeName(
        'mainnet',
        '3b57e0ee2ece1f1dbefbd868d3eaac63b32a11df5b1a37d231145ea219055dde',
      ),
    ).toBeNull();
  });
});
