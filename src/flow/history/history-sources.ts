import type { FlowNetwork } from '../networks.ts';

/**
 * Where past activity can come from: the access node's experimental account endpoints, a
 * FlowIndex (Find-compatible) indexer for the Cadence account, a Blockscout explorer for the EVM
 * account. Each is a third party's answer, shown as such.
 */
export type HistorySourceKind = 'access-node' | 'indexer' | 'blockscout';

export const HISTORY_SOURCE_KINDS: readonly HistorySourceKind[] = [
  'access-node',
  'indexer',
  'blockscout',
];

export const isHistorySourceKind = (text: string): text is HistorySourceKind =>
  (HISTORY_SOURCE_KINDS as readonly string[]).includes(text);

export interface HistorySource {
  readonly kind: HistorySourceKind;
  /** The API's base URL; null for `access-node`, which is the network's own access node. */
  readonly url: string | null;
}

export const HISTORY_SOURCE_LABELS: Readonly<Record<HistorySourceKind, string>> = {
  'access-node': 'Access node (experimental)',
  indexer: 'FlowIndex',
  blockscout: 'Blockscout',
};

/** What each network offers when its variable is not set. */
export const DEFAULT_HISTORY_SOURCES: Readonly<Record<FlowNetwork, readonly HistorySource[]>> = {
  local: [{ kind: 'access-node', url: null }],
  testnet: [
    { kind: 'access-node', url: null },
    { kind: 'blockscout', url: 'https://evm-testnet.flowscan.io' },
  ],
  mainnet: [
    { kind: 'access-node', url: null },
    { kind: 'indexer', url: 'https://flowindex.io/api' },
    { kind: 'blockscout', url: 'https://evm.flowscan.io' },
  ],
};
