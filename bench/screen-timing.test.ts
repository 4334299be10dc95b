import { describe, expect, it } from 'vitest';
import { splitOf } from './screen-timing.ts';

const sum = (split: ReturnType<typeof splitOf>) =>
  split.toRequest + split.node + split.decode + split.render + split.other;

describe('splitOf', () => {
  it('splits one read: to request, the node, decoding and rendering add up to the total', () => {
    const split = splitOf([{ sent: 100, answered: 900, decoded: 960 }], 1000);
    expect(split).toEqual({
      total: 1000,
      toRequest: 100,
      node: 800,
      decode: 60,
      render: 40,
      other: 0,
      scripts: 1,
    });
  });

  it('counts the node once while two reads overlap, and the wait between sequential reads as other', () => {
    const split = splitOf(
      [
        // Two at once, then a third after a pause of 20 ms.
        { sent: 100, answered: 500, decoded: 520 },
        { sent: 110, answered: 300, decoded: 310 },
        { sent: 540, answered: 700, decoded: 750 },
      ],
      800,
    );
    expect(split).toMatchObject({ toRequest: 100, node: 560, decode: 70, render: 50, other: 20 });
    expect(sum(split)).toBe(split.total);
  });

  it('leaves out reads that ended after the content showed, and refuses a load with none', () => {
    const split = splitOf(
      [
        { sent: 50, answered: 400, decoded: 450 },
        { sent: 60, answered: 900, decoded: 950 },
      ],
      500,
    );
    expect(split).toMatchObject({ scripts: 1, node: 350, render: 50 });
    expect(() => splitOf([{ sent: 50, answered: 900, decoded: 950 }], 500)).toThrow(
      'before any script read',
    );
  });
});
