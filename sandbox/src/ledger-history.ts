/**
 * The ledger's recent history, so that scripts and accounts read the state at a block height:
 * a copy of the state after each block that changed it, back to HISTORY_BLOCKS blocks.
 */

import { HttpError, notFound } from '../../fault-proxy/src/errors.ts';
import { copyState } from './copy-state.ts';
import { Ledger, type LedgerState } from './ledger.ts';

/** How many blocks back scripts and accounts can be read (older heights answer 400). */
export const HISTORY_BLOCKS = 600;

export class LedgerHistory {
  /** Ledger states, ascending by the height after whose execution they hold. */
  private history: { height: number; state: LedgerState }[] = [];

  constructor(
    private readonly current: () => Ledger,
    private readonly finalHeight: () => number,
  ) {
    this.reset();
  }

  /** Forgets the ledger's history: every height now reads the current state. */
  reset(): void {
    this.history = [{ height: -1, state: copyState(this.current().state) }];
  }

  /** The lowest height whose state can still be read. */
  get oldestReadableHeight(): number {
    return Math.max(0, this.finalHeight() - HISTORY_BLOCKS);
  }

  record(height: number): void {
    this.history.push({ height, state: copyState(this.current().state) });
    // Keep the newest state at or below the oldest readable height, and everything after it.
    const oldest = this.oldestReadableHeight;
    let keepFrom = 0;
    for (let i = 0; i < this.history.length; i += 1) {
      if ((this.history[i]?.height ?? 0) <= oldest) keepFrom = i;
    }
    if (keepFrom > 0) this.history = this.history.slice(keepFrom);
  }

  /**
   * The ledger as it was after the transactions of blocks ≤ `height` executed (a read-only
   * copy). A height below the retained history answers 400 as flow-go does for unindexed
   * heights; a height above the final one, 404.
   */
  at(height: number): Ledger {
    if (height > this.finalHeight()) {
      throw notFound(`not found: failed to retrieve block ID for height ${height}: key not found`);
    }
    if (height < this.oldestReadableHeight) {
      throw new HttpError(400, `Out of range: data for block height ${height} is not available`);
    }
    let state = this.history[0]?.state ?? this.current().state;
    for (const entry of this.history) {
      if (entry.height <= height) state = entry.state;
    }
    return new Ledger(this.current().contracts, state);
  }
}
