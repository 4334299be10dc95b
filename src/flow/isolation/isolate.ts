import { isScriptOverLimit } from '../script-limits.ts';
import { type ContractFailure, contractFailure } from './contract-failure.ts';

export interface IsolatedRead<key, item> {
  readonly items: readonly item[];
  /** Keys whose read failed inside a contract, each with that failure. */
  readonly failed: readonly { readonly key: key; readonly failure: ContractFailure }[];
  /** How many requests the read took. */
  readonly requests: number;
}

/**
 * Most requests one isolated read may make. Bisection finds one failing key among n in about
 * 2·log2(n) requests; a read where most keys fail would take 2n, so past this budget the keys
 * still unresolved are reported with the failure that stopped them.
 */
export const ISOLATION_REQUEST_BUDGET = 24;

/**
 * Reads `keys` in one request. When it fails inside a contract (contract-failure.ts), splits
 * the keys in halves and reads each, down to the single key whose contract fails, so every
 * other key's items are still read. When it reads more than the access node allows a script
 * (computation 1110, storage 1106: an account with thousands of vaults), splits the same way
 * until each part fits; nothing is marked for that, and a single key still over the limit fails
 * the read. Any other error (network, the script's own) is thrown.
 */
export async function readIsolating<key, item>(
  keys: readonly key[],
  read: (keys: readonly key[]) => Promise<readonly item[]>,
  budget = ISOLATION_REQUEST_BUDGET,
): Promise<IsolatedRead<key, item>> {
  let requests = 0;
  const failed: { key: key; failure: ContractFailure }[] = [];
  const items: item[][] = [];

  const visit = async (part: readonly key[], slot: number): Promise<void> => {
    requests += 1;
    try {
      items[slot] = [...(await read(part))];
      return;
    } catch (error) {
      const failure = contractFailure(error);
      if (failure === null && !isScriptOverLimit(error)) throw error;
      // Two more requests for the halves must fit in the budget.
      if (part.length === 1 || requests + 2 > budget) {
        if (failure === null) throw error;
        for (const key of part) failed.push({ key, failure });
        return;
      }
      const half = Math.ceil(part.length / 2);
      await Promise.all([
        visit(part.slice(0, half), slot * 2 + 1),
        visit(part.slice(half), slot * 2 + 2),
      ]);
    }
  };

  if (keys.length > 0) await visit(keys, 0);
  return { items: orderedItems(items), failed, requests };
}

/** Items in key order: the slots of a binary tree, read in order (left before right). */
function orderedItems<item>(slots: readonly (readonly item[] | undefined)[]): item[] {
  const out: item[] = [];
  const walk = (slot: number) => {
    if (slot >= slots.length) return;
    const own = slots[slot];
    if (own !== undefined) {
      out.push(...own);
      return;
    }
    walk(slot * 2 + 1);
    walk(slot * 2 + 2);
  };
  walk(0);
  return out;
}
