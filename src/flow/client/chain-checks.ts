import { type FlowError, toFlowError } from '../errors.ts';

type ChainCheckState =
  | { readonly status: 'checking' }
  | { readonly status: 'checked'; readonly chainId: string }
  | { readonly status: 'failed'; readonly error: FlowError };

/**
 * The chain each access node reports, asked once per page: a node's chain does not change
 * while the app is open. Shared by the header's check, every screen and FCL (whose own lookup
 * is answered from here, see known-chain-transport.ts), and kept across network switches.
 * Only `recheck` (Retry, or the browser coming back online after a failure) asks again.
 */
export interface ChainChecks {
  /** The node's chain: asked now if never asked, else the answer (or failure) already had. */
  check(accessNodeUrl: string, read: () => Promise<string>): Promise<string>;
  /** Asks the node again, unless a check of it is under way. */
  recheck(accessNodeUrl: string, read: () => Promise<string>): Promise<string>;
  /** Undefined until the node is first checked. */
  state(accessNodeUrl: string): ChainCheckState | undefined;
  subscribe(listener: () => void): () => void;
}

interface Entry {
  readonly state: ChainCheckState;
  readonly answer: Promise<string>;
}

export function createChainChecks(): ChainChecks {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const settle = (node: string, answer: Promise<string>, state: ChainCheckState) => {
    // A recheck started meanwhile owns the entry now.
    if (entries.get(node)?.answer !== answer) return;
    entries.set(node, { state, answer });
    for (const listener of listeners) listener();
  };
  const ask = (node: string, read: () => Promise<string>): Promise<string> => {
    const answer: Promise<string> = read().then(
      (chainId) => {
        settle(node, answer, { status: 'checked', chainId });
        return chainId;
      },
      (error: unknown) => {
        const flowError = toFlowError(error);
        settle(node, answer, { status: 'failed', error: flowError });
        throw flowError;
      },
    );
    // Whoever asked handles the rejection; an unhandled one here would only be noise.
    answer.catch(() => {});
    entries.set(node, { state: { status: 'checking' }, answer });
    for (const listener of listeners) listener();
    return answer;
  };
  return {
    check: (node, read) => entries.get(node)?.answer ?? ask(node, read),
    recheck: (node, read) => {
      const entry = entries.get(node);
      return entry?.state.status === 'checking' ? entry.answer : ask(node, read);
    },
    state: (node) => entries.get(node)?.state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One access node's check, as FlowProvider gives it to the app and to FCL. */
export interface ChainCheck {
  /** The node's chain, asked once (see ChainChecks.check). Rejects with a FlowError. */
  readonly get: () => Promise<string>;
  /** Asks the node again (the banner's Retry). */
  readonly recheck: () => Promise<string>;
  readonly state: () => ChainCheckState | undefined;
  readonly subscribe: (listener: () => void) => () => void;
}

export function chainCheckOf(
  checks: ChainChecks,
  accessNodeUrl: string,
  read: () => Promise<string>,
): ChainCheck {
  return {
    get: () => checks.check(accessNodeUrl, read),
    recheck: () => checks.recheck(accessNodeUrl, read),
    state: () => checks.state(accessNodeUrl),
    subscribe: checks.subscribe,
  };
}
