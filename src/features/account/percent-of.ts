/** A share of a whole in percent, to one decimal, for bars and labels (display only). */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 1000n) / whole) / 10;
}
