import { unresolvedImportDetail } from '../../fault-proxy/src/errors.ts';
import { normalizeAddress } from '../../fault-proxy/src/util.ts';
import { addressImports } from './cadence.ts';
import type { Ledger } from './ledger.ts';

/**
 * The Cadence checker's error for the first `import X from 0x…` whose address does not hold
 * contract X on this chain, or null when every import resolves.
 */
export function importProblem(
  ledger: Ledger,
  source: string,
  location: string,
): { detail: string; at: string } | null {
  for (const entry of addressImports(source)) {
    const expected = ledger.contractAddress(entry.name);
    if (expected === undefined || normalizeAddress(expected) !== normalizeAddress(entry.address)) {
      return {
        detail: unresolvedImportDetail(entry.name, entry.address),
        at: `${location}:${entry.position}`,
      };
    }
  }
  return null;
}
