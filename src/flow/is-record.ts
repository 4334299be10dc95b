/** A plain JSON object (not null, not an array): what untrusted stored or network data is read as. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
