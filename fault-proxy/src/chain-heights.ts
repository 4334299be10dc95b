/** What the fault proxy reads of the chain itself: whether a lost transaction has expired. */
import { isRecord } from './util.ts';

/** The heights a lost transaction's expiry is read from, asked of the node itself. */
export function chainHeights(target: URL, expiryBlocks: number) {
  const heightOf = async (query: string): Promise<number> => {
    const blocks: unknown = await (await fetch(new URL(`/v1/blocks${query}`, target))).json();
    const block: unknown = Array.isArray(blocks) ? blocks[0] : undefined;
    const header = isRecord(block) ? block.header : undefined;
    return Number(isRecord(header) ? header.height : Number.NaN);
  };
  return {
    /** Whether the sealed chain is past the expiry window of `referenceBlockId`. */
    async expired(referenceBlockId: string): Promise<boolean> {
      const [sealed, reference] = await Promise.all([
        heightOf('?height=sealed'),
        heightOf(`/${referenceBlockId}`),
      ]);
      return sealed - reference >= expiryBlocks;
    },
  };
}
export type ChainHeights = ReturnType<typeof chainHeights>;
