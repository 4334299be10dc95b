/**
 * The first reads' own entry, a small chunk beside the app's (scripts/vite-first-read-hints.ts):
 * on a path with a first read, index.html's inline script adds it while the app's entry is still
 * on its way, so that the script leaves before that entry (React DOM and the shell) has arrived
 * and been parsed. main.tsx starts the first reads too, for a page without this chunk
 * (development, or a failed fetch): whichever runs first sends them.
 */
import { parseEnv } from '../flow/env.ts';
import { startFirstReadsOnce } from './first-reads.ts';

try {
  startFirstReadsOnce(parseEnv(import.meta.env));
} catch {
  // An invalid setting: main.tsx shows it, and nothing is read.
}
