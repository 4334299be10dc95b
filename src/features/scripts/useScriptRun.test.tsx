import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import type { ScriptRunRequest } from '../../flow/client/flow-client.ts';
import { QUERY_DEADLINE_MS } from '../../flow/client/query-deadline.ts';
import { AccessNodeError, FlowError } from '../../flow/errors.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderFlowHook } from '../../flow/react/testing/render-with-flow.tsx';
import type { HistoryStorage } from './run-history.ts';
import { summarizeResult, useScriptRun } from './useScriptRun.ts';

class MemoryStorage implements HistoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const REQUEST: ScriptRunRequest = {
  cadence: 'access(all) fun main(a: UInt8): UInt8 { return a }',
  args: [{ type: 'UInt8', value: '7' }],
  blockHeight: 12n,
};
const DRAFTS = { args: { a: { text: '7', isNil: false } }, blockHeight: '12' };

function deferred<value>() {
  let resolve: (result: value) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useScriptRun', () => {
  it('runs the request on the client and records the run', async () => {
    const client = new FakeFlowClient('testnet');
    client.runScriptResult = async (request) => request.args?.[0] ?? { type: 'Void' };
    const storage = new MemoryStorage();
    const { result } = renderFlowHook(() => useScriptRun(storage), client);
    expect(result.current.state.status).toBe('idle');

    act(() => result.current.run(REQUEST, DRAFTS));
    expect(result.current.state.status).toBe('running');
    await waitFor(() => expect(result.current.state.status).toBe('done'));

    expect(client.scriptRuns).toEqual([REQUEST]);
    const state = result.current.state;
    if (state.status !== 'done') throw new Error('not done');
    expect(state.value).toEqual({ type: 'UInt8', value: '7' });
    expect(state.request).toBe(REQUEST);
    expect(result.current.history).toEqual([
      {
        cadence: REQUEST.cadence,
        args: DRAFTS.args,
        blockHeight: '12',
        ranAt: state.ranAt,
        outcome: 'ok',
        summary: 'UInt8 7',
      },
    ]);
    expect(storage.items.get('flowdeck:scripts:testnet')).toContain('UInt8 7');
  });

  it('gives up on a node that never answers after the read deadline, as a timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = new FakeFlowClient('local');
      client.runScriptResult = () => new Promise<CadenceValue>(() => {});
      const { result } = renderFlowHook(() => useScriptRun(new MemoryStorage()), client);
      act(() => result.current.run(REQUEST, DRAFTS));
      // The clock also moves with real time (shouldAdvanceTime): a second's margin keeps a
      // loaded machine from reaching the deadline before the check.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(QUERY_DEADLINE_MS - 1000);
      });
      expect(result.current.state.status).toBe('running');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      await waitFor(() => expect(result.current.state.status).toBe('failed'));
      const state = result.current.state;
      if (state.status !== 'failed') throw new Error('not failed');
      expect(state.error).toBeInstanceOf(AccessNodeError);
      expect(state.error instanceof AccessNodeError && state.error.kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failure as a FlowError, without retrying, and records it', async () => {
    const client = new FakeFlowClient('local');
    const error = new AccessNodeError({
      kind: 'bad-request',
      statusCode: 400,
      serverMessage: 'cannot execute arbitrary Cadence',
    });
    client.runScriptResult = async () => {
      throw error;
    };
    const storage = new MemoryStorage();
    const { result } = renderFlowHook(() => useScriptRun(storage), client);
    act(() => result.current.run(REQUEST, DRAFTS));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const state = result.current.state;
    if (state.status !== 'failed') throw new Error('not failed');
    expect(state.error).toBe(error);
    expect(client.scriptRuns).toHaveLength(1);
    expect(result.current.history[0]).toMatchObject({ outcome: 'failed' });
  });

  it('turns a non-Flow rejection into a FlowError', async () => {
    const client = new FakeFlowClient('local');
    client.runScriptResult = async () => {
      throw new Error('socket hang up');
    };
    const { result } = renderFlowHook(() => useScriptRun(new MemoryStorage()), client);
    act(() => result.current.run(REQUEST));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const state = result.current.state;
    expect(state.status === 'failed' && state.error instanceof FlowError).toBe(true);
  });

  it('runs the same request again instead of answering from the cache', async () => {
    const client = new FakeFlowClient('local');
    let calls = 0;
    client.runScriptResult = async () => ({ type: 'Int', value: String(++calls) });
    const { result } = renderFlowHook(() => useScriptRun(new MemoryStorage()), client);
    act(() => result.current.run(REQUEST, DRAFTS));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    act(() => result.current.run(REQUEST, DRAFTS));
    await waitFor(() => {
      const state = result.current.state;
      expect(state.status === 'done' && state.value).toEqual({ type: 'Int', value: '2' });
    });
    expect(client.scriptRuns).toHaveLength(2);
    expect(result.current.history).toHaveLength(1);
  });

  it('shows the latest run’s outcome when an older one finishes later', async () => {
    const client = new FakeFlowClient('local');
    const slow = deferred<CadenceValue>();
    client.runScriptResult = async (request) =>
      request.blockHeight === 1n ? slow.promise : { type: 'String', value: 'fast' };
    const { result } = renderFlowHook(() => useScriptRun(new MemoryStorage()), client);
    act(() => result.current.run({ ...REQUEST, blockHeight: 1n }));
    act(() => result.current.run({ ...REQUEST, blockHeight: 2n }));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    await act(async () => slow.resolve({ type: 'String', value: 'slow' }));
    const state = result.current.state;
    expect(state.status === 'done' && state.value).toEqual({ type: 'String', value: 'fast' });
  });

  it('resets to idle and clears the history', async () => {
    const client = new FakeFlowClient('local');
    const storage = new MemoryStorage();
    const { result } = renderFlowHook(() => useScriptRun(storage), client);
    act(() => result.current.run(REQUEST, DRAFTS));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    act(() => result.current.reset());
    expect(result.current.state.status).toBe('idle');
    act(() => result.current.clearHistory());
    expect(result.current.history).toEqual([]);
    expect(storage.items.size).toBe(0);
  });
});

describe('summaries', () => {
  it('summarises containers by their size', () => {
    expect(summarizeResult({ type: 'Array', value: [{ type: 'Int', value: '1' }] })).toBe(
      'Array (1 entry)',
    );
    expect(summarizeResult({ type: 'String', value: 'x'.repeat(500) }).length).toBe(160);
  });
});
