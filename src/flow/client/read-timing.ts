/**
 * User Timing marks for each script the app reads: `flowdeck:script <id> sent`, `… answered`
 * (the access node's answer received) and `… decoded` (typed data ready for the screen), in the
 * page's clock. They show in the browser's performance tools, and the bench reads them to split
 * a screen's time into the node's part and the app's (bench/screen-timing.ts). Only the last
 * read of each script keeps its marks, so a long session does not pile them up.
 */
export type ReadStage = 'sent' | 'answered' | 'decoded';

const ids = new Map<string, string>();

/** A short, stable name for a script: FNV-1a of its text, in hex. */
export function scriptId(cadence: string): string {
  const known = ids.get(cadence);
  if (known !== undefined) return known;
  let hash = 0x811c9dc5;
  for (let index = 0; index < cadence.length; index += 1) {
    hash = Math.imul(hash ^ cadence.charCodeAt(index), 0x01000193) >>> 0;
  }
  const id = hash.toString(16).padStart(8, '0');
  ids.set(cadence, id);
  return id;
}

export const readMarkName = (cadence: string, stage: ReadStage): string =>
  `flowdeck:script ${scriptId(cadence)} ${stage}`;

export function markRead(cadence: string, stage: ReadStage): void {
  const timing = globalThis.performance;
  if (typeof timing?.mark !== 'function') return;
  if (stage === 'sent') {
    for (const earlier of ['sent', 'answered', 'decoded'] as const) {
      timing.clearMarks(readMarkName(cadence, earlier));
    }
  }
  timing.mark(readMarkName(cadence, stage));
}
