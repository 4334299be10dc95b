import * as v from 'valibot';
import { laterBlockFirst } from '../transfers/block-events.ts';
import type { HistoryPage, HistoryTransfer } from './history-transfer.ts';

/** A page of one of a source's lists, and where that list goes on (null: it is done). */
export interface ListPage<position> {
  readonly transfers: readonly HistoryTransfer[];
  readonly next: position | null;
}

const NOTHING = { transfers: [], next: null } as const;

/**
 * One page of a source that keeps its history in two lists (tokens and NFTs; transactions and
 * token transfers), each paged by its own position: both read at once, merged newest first.
 * The page's cursor holds both positions; a list that is done is not asked again.
 */
export async function readTwoLists<position>(
  cursor: string | null,
  start: position,
  positionSchema: v.GenericSchema<unknown, position>,
  lists: readonly [
    (at: position) => Promise<ListPage<position>>,
    (at: position) => Promise<ListPage<position>>,
  ],
): Promise<HistoryPage> {
  const positions = cursor === null ? [start, start] : positionsOf(cursor, positionSchema);
  const pages = await Promise.all(
    lists.map((read, index) => {
      const at = positions[index];
      return at === null || at === undefined ? NOTHING : read(at);
    }),
  );
  return {
    transfers: pages.flatMap((page) => page.transfers).sort(laterBlockFirst),
    next: pages.every((page) => page.next === null)
      ? null
      : JSON.stringify(pages.map((page) => page.next)),
  };
}

/** The positions a cursor holds; a cursor that is not ours ends both lists. */
function positionsOf<position>(
  cursor: string,
  schema: v.GenericSchema<unknown, position>,
): readonly (position | null)[] {
  try {
    return v.parse(v.tuple([v.nullable(schema), v.nullable(schema)]), JSON.parse(cursor));
  } catch {
    return [null, null];
  }
}
