/** NFTs per bridge transaction: Flow Wallet's limit, which keeps one within the compute limit. */
export const MAX_NFTS_PER_TRANSACTION = 9;

const UINT64_MAX = 2n ** 64n - 1n;
const UINT256_MAX = 2n ** 256n - 1n;

/**
 * The chosen ids as the transaction takes them: decimal strings from the draft, each valid for
 * the id type (UInt64 in Cadence, UInt256 on EVM), no duplicates, at most 9.
 */
export function chosenIds(stored: readonly string[], idType: 'UInt64' | 'UInt256'): bigint[] {
  const max = idType === 'UInt64' ? UINT64_MAX : UINT256_MAX;
  const ids: bigint[] = [];
  for (const text of stored) {
    if (!/^\d{1,78}$/.test(text)) continue;
    const id = BigInt(text);
    if (id <= max && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_NFTS_PER_TRANSACTION);
}

/** The selection after ticking or unticking one id; never more than 9. */
export function toggleId(stored: readonly string[], id: bigint, on: boolean): string[] {
  const text = id.toString();
  const without = stored.filter((entry) => entry !== text);
  if (!on) return without;
  return without.length >= MAX_NFTS_PER_TRANSACTION ? without : [...without, text];
}
