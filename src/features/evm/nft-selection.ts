import { COMPUTATION, maxBatchSize } from '../../flow/cadence/compute-limits.ts';

/** The transactions' own bound: their Cadence refuses more than 9 NFTs. */
const TRANSACTION_BOUND = 9;

/**
 * The most NFTs one transaction carries: as many as its measured cost per NFT, with its margin,
 * fits in Flow's maximum compute limit (compute-limits.ts), within the transactions' own bound.
 * Bridging to EVM counts the case that onboards the collection too. Measured: sending fits 64
 * (so the bound, 9, applies), bridging to EVM 5, bridging back 6: a bridge call also keeps its
 * EVM gas limit's computation free.
 */
export const NFT_BATCH_CAPS = {
  send: Math.min(TRANSACTION_BOUND, maxBatchSize(COMPUTATION.transfer_nfts)),
  'to-evm': Math.min(TRANSACTION_BOUND, maxBatchSize(COMPUTATION.bridge_nfts_to_evm_onboarding)),
  'from-evm': Math.min(TRANSACTION_BOUND, maxBatchSize(COMPUTATION.bridge_nfts_from_evm)),
} as const;

const UINT64_MAX = 2n ** 64n - 1n;
const UINT256_MAX = 2n ** 256n - 1n;

/**
 * The chosen ids as the transaction takes them: decimal strings from the draft, each valid for
 * the id type (UInt64 in Cadence, UInt256 on EVM), no duplicates, at most `max`.
 */
export function chosenIds(
  stored: readonly string[],
  idType: 'UInt64' | 'UInt256',
  max: number,
): bigint[] {
  const idMax = idType === 'UInt64' ? UINT64_MAX : UINT256_MAX;
  const ids: bigint[] = [];
  for (const text of stored) {
    if (!/^\d{1,78}$/.test(text)) continue;
    const id = BigInt(text);
    if (id <= idMax && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, max);
}

/** The selection after ticking or unticking one id; never more than `max`. */
export function toggleId(
  stored: readonly string[],
  id: bigint,
  on: boolean,
  max: number,
): string[] {
  const text = id.toString();
  const without = stored.filter((entry) => entry !== text);
  if (!on) return without;
  return without.length >= max ? without : [...without, text];
}
