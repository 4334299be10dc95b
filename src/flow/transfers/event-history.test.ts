import { describe, expect, it } from 'vitest';
import {
  EVENTS_HEIGHT_RANGE,
  fetchEvents,
  latestSealedHeight,
  planGapFill,
} from './event-history.ts';
import { blockJson } from './testing/event-json.ts';

describe('planGapFill', () => {
  it('covers a short gap in one window per 250 blocks, newest first', () => {
    expect(planGapFill(1n, 600n, 4, 40)).toEqual({
      windows: [
        { start: 351n, end: 600n },
        { start: 101n, end: 350n },
        { start: 1n, end: 100n },
      ],
      unfilled: null,
    });
  });

  it('stops at the requests allowed and leaves the oldest blocks unfilled', () => {
    const plan = planGapFill(1n, 4_500n, 4, 40);
    expect(plan.windows).toHaveLength(10);
    expect(plan.windows.at(-1)).toEqual({ start: 2_001n, end: 2_250n });
    expect(plan.unfilled).toEqual({ start: 1n, end: 2_000n });
    expect(EVENTS_HEIGHT_RANGE).toBe(250n);
  });

  it('has nothing to do for an empty gap', () => {
    expect(planGapFill(10n, 9n, 4, 40)).toEqual({ windows: [], unfilled: null });
  });
});

describe('the Access API requests', () => {
  const answering = (body: unknown, seen: string[] = []) => ({
    fetch: async (url: string) => {
      seen.push(url);
      return Response.json(body);
    },
    retryLimit: 0,
  });

  it('asks /v1/events for one type over one range, and keeps the blocks that read', async () => {
    const seen: string[] = [];
    const blocks = await fetchEvents(
      'http://node.test/',
      'A.ee82856bf20e2aa6.FungibleToken.Deposited',
      { start: 10n, end: 259n },
      answering([blockJson(12, []), { junk: true }], seen),
    );
    expect(seen).toEqual([
      'http://node.test/v1/events?type=A.ee82856bf20e2aa6.FungibleToken.Deposited&start_height=10&end_height=259',
    ]);
    expect(blocks.map((block) => block.blockHeight)).toEqual([12n]);
    await expect(
      fetchEvents('http://node.test', 't', { start: 1n, end: 1n }, answering({ not: 'a list' })),
    ).rejects.toThrow(/not a list of blocks/);
  });

  it('reads the sealed height, and refuses an answer without one', async () => {
    expect(
      await latestSealedHeight('http://node.test', answering([{ header: { height: '77' } }])),
    ).toBe(77n);
    await expect(latestSealedHeight('http://node.test', answering([{}]))).rejects.toThrow(
      /no height/,
    );
  });
});
