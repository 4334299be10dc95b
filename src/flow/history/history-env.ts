import { EnvConfigError, type EnvVariable, type HistoryEnv } from '../env.ts';
import type { FlowNetwork } from '../networks.ts';
import {
  DEFAULT_HISTORY_SOURCES,
  HISTORY_SOURCE_KINDS,
  type HistorySource,
  type HistorySourceKind,
  isHistorySourceKind,
} from './history-sources.ts';

const SOURCES_VARIABLE = {
  local: 'VITE_FLOW_LOCAL_HISTORY_SOURCES',
  testnet: 'VITE_FLOW_TESTNET_HISTORY_SOURCES',
  mainnet: 'VITE_FLOW_MAINNET_HISTORY_SOURCES',
} as const satisfies Record<FlowNetwork, EnvVariable>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What a network's history sources are, and which of them are on before the user chooses. */
export interface HistoryOptions {
  readonly offered: readonly HistorySource[];
  readonly defaultOn: readonly HistorySourceKind[];
}

/**
 * The network's VITE_FLOW_LOCAL_HISTORY_SOURCES (or TESTNET, MAINNET: `none`, or a comma-separated list of `access-node`,
 * `indexer=<url>`, `blockscout=<url>`; the network's defaults when unset) and VITE_HISTORY_ON
 * (`off`, the default, or the kinds on before a user chooses). A source's URL is https, or http
 * on this machine (the test suite's stand-in).
 */
export function historyOptionsOf(env: HistoryEnv, network: FlowNetwork): HistoryOptions {
  const variable = SOURCES_VARIABLE[network];
  const listed = env.sources[network];
  const offered =
    listed === undefined
      ? DEFAULT_HISTORY_SOURCES[network]
      : listed === 'none'
        ? []
        : listed.split(',').map((entry) => sourceOf(variable, entry.trim()));
  const kinds = offered.map((source) => source.kind);
  if (new Set(kinds).size !== kinds.length) {
    throw new EnvConfigError(variable, 'names a kind of source twice');
  }
  const on = env.on ?? 'off';
  const wanted = on === 'off' ? [] : on.split(',').map((kind) => kind.trim());
  for (const kind of wanted) {
    if (!isHistorySourceKind(kind)) {
      throw new EnvConfigError(
        'VITE_HISTORY_ON',
        `"${kind}" is not a history source; use off or ${HISTORY_SOURCE_KINDS.join(', ')}`,
      );
    }
  }
  return { offered, defaultOn: kinds.filter((kind) => wanted.includes(kind)) };
}

function sourceOf(variable: EnvVariable, entry: string): HistorySource {
  if (entry === 'access-node') return { kind: 'access-node', url: null };
  const [kind = '', url = ''] = entry.split(/=(.*)/s);
  if (kind !== 'indexer' && kind !== 'blockscout') {
    throw new EnvConfigError(
      variable,
      `"${entry}" is not a history source; use access-node, indexer=<url> or blockscout=<url>`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EnvConfigError(variable, `"${url}" is not a URL`);
  }
  if (
    parsed.protocol !== 'https:' &&
    !(parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))
  ) {
    throw new EnvConfigError(variable, `"${url}" must be https (or http on this machine)`);
  }
  return { kind, url: url.replace(/\/+$/, '') };
}

/** The origins a build's history sources live at (the access node's is already allowed). */
export const historyOrigins = (options: HistoryOptions): string[] =>
  options.offered.flatMap((source) => (source.url ? [new URL(source.url).origin] : []));
