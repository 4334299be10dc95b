import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import type { ScriptRunRequest } from '../../flow/client/flow-client.ts';
import { FlowError, toFlowError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { scriptRunQuery } from '../../flow/reads/script-run.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { toResultTree } from './result-tree.ts';
import {
  clearRunHistory,
  type HistoryStorage,
  MAX_SUMMARY_LENGTH,
  type RunHistoryEntry,
  readRunHistory,
  recordRun,
} from './run-history.ts';

type ScriptRunState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly request: ScriptRunRequest }
  | {
      readonly status: 'done';
      readonly value: CadenceValue;
      readonly request: ScriptRunRequest;
      /** Epoch milliseconds. */
      readonly ranAt: number;
    }
  | { readonly status: 'failed'; readonly error: FlowError; readonly request: ScriptRunRequest };

/** What the user typed for the run, so the history can put it back into the form. */
interface ScriptRunDrafts {
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits; absent or empty for the latest sealed block. */
  readonly blockHeight?: string;
}

export interface ScriptRun {
  readonly state: ScriptRunState;
  /** Runs now (a repeat of the same request runs again); the latest call's outcome wins. */
  run(request: ScriptRunRequest, drafts?: ScriptRunDrafts): void;
  reset(): void;
  /** This network's past runs, newest first. */
  readonly history: readonly RunHistoryEntry[];
  clearHistory(): void;
}

function clip(text: string): string {
  return text.length > MAX_SUMMARY_LENGTH ? `${text.slice(0, MAX_SUMMARY_LENGTH - 1)}…` : text;
}

/** One line for the history: `UFix64 12.50000000`, `Array (3 entries)`, `Struct A.….Display`. */
export function summarizeResult(value: CadenceValue): string {
  const node = toResultTree(value);
  const count = (node.children?.length ?? 0) + (node.omitted ?? 0);
  if (node.text !== undefined) return clip(`${node.type} ${node.text}`);
  return clip(`${node.type} (${count} ${count === 1 ? 'entry' : 'entries'})`);
}

function summarizeError(error: FlowError): string {
  return clip(error.shortMessage);
}

function browserStorage(): HistoryStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Memory-only stand-in when localStorage is unavailable (blocked, sandboxed iframe). */
function memoryStorage(): HistoryStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * Runs user scripts against the current network through TanStack Query, and keeps the last runs
 * in localStorage. `storage` is for tests; the browser's localStorage by default.
 */
export function useScriptRun(storage?: HistoryStorage): ScriptRun {
  const { network, getReader, getClient } = useFlowContext('useScriptRun');
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScriptRunState>({ status: 'idle' });
  const store = useRef<HistoryStorage | null>(null);
  store.current ??= storage ?? browserStorage() ?? memoryStorage();
  const [history, setHistory] = useState<readonly RunHistoryEntry[]>(() =>
    readRunHistory(network, store.current ?? memoryStorage()),
  );
  // Only the latest run may set the state: an older, slower one finishing later is ignored.
  const latest = useRef(0);

  useEffect(() => {
    latest.current++;
    setState({ status: 'idle' });
    setHistory(readRunHistory(network, store.current ?? memoryStorage()));
  }, [network]);

  const run = useCallback(
    (request: ScriptRunRequest, drafts: ScriptRunDrafts = { args: {} }) => {
      const id = ++latest.current;
      const storageNow = store.current ?? memoryStorage();
      setState({ status: 'running', request });
      const finish = (entry: Omit<RunHistoryEntry, 'cadence' | 'args' | 'blockHeight'>) => {
        const blockHeight = drafts.blockHeight?.trim() ?? '';
        const next = recordRun(
          network,
          {
            cadence: request.cadence,
            args: drafts.args,
            ...(blockHeight !== '' && { blockHeight }),
            ...entry,
          },
          storageNow,
        );
        if (id === latest.current) setHistory(next);
      };
      queryClient
        .fetchQuery(scriptRunQuery.queryOptions({ network, getReader, getClient }, request))
        .then(
          (value) => {
            const ranAt = Date.now();
            finish({ ranAt, outcome: 'ok', summary: summarizeResult(value) });
            if (id === latest.current) setState({ status: 'done', value, request, ranAt });
          },
          (reason: unknown) => {
            const error = reason instanceof FlowError ? reason : toFlowError(reason);
            finish({ ranAt: Date.now(), outcome: 'failed', summary: summarizeError(error) });
            if (id === latest.current) setState({ status: 'failed', error, request });
          },
        );
    },
    [getClient, getReader, network, queryClient],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  const clearHistory = useCallback(() => {
    clearRunHistory(network, store.current ?? memoryStorage());
    setHistory([]);
  }, [network]);

  return { state, run, reset, history, clearHistory };
}
