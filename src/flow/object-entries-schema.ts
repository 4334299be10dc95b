import * as v from 'valibot';
import { isRecord } from './is-record.ts';

/**
 * A plain JSON object as its own [key, value] entries, every key kept. valibot's `record` takes
 * an array for an object and skips `__proto__`, `constructor` and `prototype`, which in stored
 * data are either data (a parameter's name) or must fail (not a phase).
 */
export const objectEntriesSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.transform((value) => Object.entries(value)),
);
