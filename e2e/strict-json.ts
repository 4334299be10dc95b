/** Strict readers for JSON the journeys take apart (requests the app sent), failing loudly. */

export type Json = Record<string, unknown>;

export function record(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`JSON: ${what} is not an object`);
  }
  return value as Json;
}

export function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`JSON: ${what} is not an array`);
  return value;
}
