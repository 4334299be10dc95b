import { afterEach, describe, expect, it } from 'vitest';
import { markRead, readMarkName, scriptId } from './read-timing.ts';

const SCRIPT = 'access(all) fun main(): Int { return 1 }';

afterEach(() => performance.clearMarks());

describe('scriptId', () => {
  it('names a script by its text: stable, eight hex digits, different for another script', () => {
    expect(scriptId(SCRIPT)).toMatch(/^[0-9a-f]{8}$/);
    expect(scriptId(`${SCRIPT}`)).toBe(scriptId(SCRIPT));
    expect(scriptId(`${SCRIPT} `)).not.toBe(scriptId(SCRIPT));
  });
});

describe('markRead', () => {
  it('marks each stage of a read in order, in the page’s clock', () => {
    for (const stage of ['sent', 'answered', 'decoded'] as const) markRead(SCRIPT, stage);
    const [sent, answered, decoded] = (['sent', 'answered', 'decoded'] as const).map(
      (stage) => performance.getEntriesByName(readMarkName(SCRIPT, stage), 'mark')[0]?.startTime,
    );
    expect(sent).toBeTypeOf('number');
    expect(answered).toBeGreaterThanOrEqual(sent ?? Number.NaN);
    expect(decoded).toBeGreaterThanOrEqual(answered ?? Number.NaN);
  });

  it('keeps only the last read of a script, so marks do not pile up', () => {
    for (let read = 0; read < 3; read += 1) {
      for (const stage of ['sent', 'answered', 'decoded'] as const) markRead(SCRIPT, stage);
    }
    markRead(SCRIPT, 'sent');
    const marks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith(`flowdeck:script ${scriptId(SCRIPT)}`));
    expect(marks.map((mark) => mark.name)).toEqual([readMarkName(SCRIPT, 'sent')]);
  });
});
