/** `0x01cf0e2f2f715450` → `0x01cf…5450`, for tight spaces; show the full value in a title. */
export function shortenAddress(address: string, visible = 4): string {
  const body = address.startsWith('0x') ? address.slice(2) : address;
  if (body.length <= visible * 2 + 1) return address;
  return `0x${body.slice(0, visible)}…${body.slice(-visible)}`;
}
