/**
 * Bytes in SI units, as Flow counts storage: an account's capacity is 100 MB per FLOW with
 * MB = 1 000 000 bytes (1000 FLOW hold 100 000 000 000 bytes), so dividing by 1024 would
 * disagree with the chain. One decimal, rounded down so a figure never overstates.
 */
export function formatBytes(bytes: bigint): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
  let unit = 0;
  let scaled = bytes * 10n;
  while (scaled >= 10_000n && unit < units.length - 1) {
    scaled /= 1000n;
    unit += 1;
  }
  return `${Number(scaled) / 10} ${units[unit]}`;
}
