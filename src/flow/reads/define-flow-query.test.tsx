import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryScript } from '../client/run-script.ts';
import { type FlowContextValue, useFlowContext } from '../react/flow-context.ts';
import { FakeFlowClient } from '../react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../react/testing/render-with-flow.tsx';
import { useFlowRead } from '../react/useFlowRead.ts';
import { defineFlowQuery, PREFETCH_KEPT_MS } from './define-flow-query.ts';

const SCRIPT = 'access(all) fun main(): Int { return 1 }';

// One per test: a query keeps what was prefetched for its keys.
const numberQuery = (id: string) =>
  defineFlowQuery({
    id,
    get: ({ getReader }, { n }: { readonly n: number }) =>
      queryScript(getReader, { cadence: SCRIPT, args: [], decode: (value) => `${n}:${value}` }),
    enabled: ({ n }) => n >= 0,
  });

type NumberQuery = ReturnType<typeof numberQuery>;

function Screen({ query, n }: { readonly query: NumberQuery; readonly n: number }) {
  const read = useFlowRead(query, { n });
  return (
    <p>{read.isError ? 'failed' : read.data === undefined ? 'reading' : `read ${read.data}`}</p>
  );
}

interface ShellProps {
  readonly query: NumberQuery;
  readonly n: number;
  readonly shown: boolean;
  readonly onFlow: (flow: FlowContextValue) => void;
}

/** The provider's context, to prefetch with, and the screen once `shown`. */
function Shell({ query, n, shown, onFlow }: ShellProps) {
  onFlow(useFlowContext('Shell'));
  return shown ? <Screen query={query} n={n} /> : <p>elsewhere</p>;
}

/** A screen of `query` not shown yet, on a client whose answers count up from 1. */
function setUp(query: NumberQuery, n: number) {
  const client = new FakeFlowClient();
  let answers = 0;
  client.queryResult = async () => {
    answers += 1;
    return answers;
  };
  let flow: FlowContextValue | null = null;
  const onFlow = (value: FlowContextValue) => {
    flow = value;
  };
  const view = renderWithFlow(<Shell query={query} n={n} shown={false} onFlow={onFlow} />, client);
  return {
    client,
    context: () => {
      if (flow === null) throw new Error('no Flow context');
      return flow;
    },
    show: () => view.rerender(<Shell query={query} n={n} shown={true} onFlow={onFlow} />),
    leave: () => view.rerender(<Shell query={query} n={n} shown={false} onFlow={onFlow} />),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FlowQuery.prefetch', () => {
  it('sends the read before its screen shows, and the screen takes that answer without asking again', async () => {
    const query = numberQuery('test:prefetchBefore');
    const { client, context, show } = setUp(query, 3);
    query.prefetch(context(), { n: 3 });
    // Sent, and answered, while the screen is not there.
    await waitFor(() => expect(client.queries).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    show();
    expect(await screen.findByText('read 3:1')).toBeInTheDocument();
    expect(client.queries).toHaveLength(1);
  });

  it('is sent once however often it is asked, and a screen that shows meanwhile joins it', async () => {
    const query = numberQuery('test:prefetchJoin');
    const { client, context, show } = setUp(query, 4);
    const first = query.prefetch(context(), { n: 4 });
    const again = query.prefetch(context(), { n: 4 });
    expect(again).toBe(first);
    show();
    expect(await screen.findByText('read 4:1')).toBeInTheDocument();
    expect(client.queries).toHaveLength(1);
    // Whoever asked gets the answer, to send what depends on it.
    await expect(first).resolves.toBe('4:1');
  });

  it('sends nothing for parameters that cannot be sent', async () => {
    const query = numberQuery('test:prefetchDisabled');
    const { client, context } = setUp(query, -1);
    expect(query.prefetch(context(), { n: -1 })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.queries).toHaveLength(0);
  });

  it('is taken once: the next visit asks afresh, as every visit does', async () => {
    const query = numberQuery('test:prefetchOnce');
    const { client, context, show, leave } = setUp(query, 5);
    query.prefetch(context(), { n: 5 });
    show();
    expect(await screen.findByText('read 5:1')).toBeInTheDocument();
    leave();
    show();
    await waitFor(() => expect(screen.getByText('read 5:2')).toBeInTheDocument());
    expect(client.queries).toHaveLength(2);
  });

  it('is not shown by a screen that comes too late for it: that screen asks afresh', async () => {
    const query = numberQuery('test:prefetchLate');
    const { client, context, show } = setUp(query, 6);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    query.prefetch(context(), { n: 6 });
    clock.mockReturnValue(now + PREFETCH_KEPT_MS);
    show();
    expect(await screen.findByText('read 6:2')).toBeInTheDocument();
    expect(client.queries).toHaveLength(2);
    clock.mockRestore();
  });

  it('gives its failure to the screen that takes it', async () => {
    const query = numberQuery('test:prefetchFailed');
    const { client, context, show } = setUp(query, 7);
    client.queryResult = async () => {
      throw new Error('the node is down');
    };
    query.prefetch(context(), { n: 7 });
    show();
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(client.queries).toHaveLength(1);
  });
});
