import { describe, expect, it } from 'vitest';
import {
  decodeShareLink,
  encodeShareLink,
  MAX_SHARED_BYTES,
  SHARE_FRAGMENT_PREFIX,
  type SharedScript,
  ShareLinkTooLargeError,
} from './share-link.ts';

const SCRIPT: SharedScript = {
  cadence: 'access(all) fun main(a: Address, note: String?): String { return "é😀 \\u{202E}" }\n',
  args: { a: { text: '0x01cf0e2f2f715450', isNil: false }, note: { text: '', isNil: true } },
  blockHeight: '42',
  network: 'testnet',
};

async function deflateToFragment(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64url = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${SHARE_FRAGMENT_PREFIX}${base64url}`;
}

describe('share links', () => {
  it('round-trips the script, its arguments, the height and the network', async () => {
    const fragment = await encodeShareLink(SCRIPT);
    expect(fragment.startsWith(SHARE_FRAGMENT_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^s=[A-Za-z0-9_-]+$/);
    expect(await decodeShareLink(fragment)).toEqual(SCRIPT);
    expect(await decodeShareLink(`#${fragment}`)).toEqual(SCRIPT);
  });

  it('leaves out an empty block height', async () => {
    const { blockHeight: _, ...latest } = SCRIPT;
    const decoded = await decodeShareLink(await encodeShareLink({ ...latest, blockHeight: '' }));
    expect(decoded).toEqual(latest);
  });

  it('compresses: a long repetitive script makes a short link', async () => {
    const cadence = 'access(all) fun main(): Int { return 1 }\n'.repeat(200);
    const fragment = await encodeShareLink({ ...SCRIPT, cadence });
    expect(fragment.length).toBeLessThan(cadence.length / 10);
  });

  it('refuses to make a link over 64 KB', async () => {
    const cadence = 'x'.repeat(MAX_SHARED_BYTES + 1);
    await expect(encodeShareLink({ ...SCRIPT, cadence })).rejects.toBeInstanceOf(
      ShareLinkTooLargeError,
    );
  });

  it('refuses to make a link its reader would refuse: too many or too long arguments', async () => {
    const longest = { text: 'x'.repeat(16 * 1024), isNil: false };
    const atLimit = await encodeShareLink({ ...SCRIPT, args: { a: longest } });
    expect(await decodeShareLink(atLimit)).toMatchObject({ args: { a: longest } });
    await expect(
      encodeShareLink({
        ...SCRIPT,
        args: { a: { text: 'x'.repeat(16 * 1024 + 1), isNil: false } },
      }),
    ).rejects.toBeInstanceOf(ShareLinkTooLargeError);
    const many = Object.fromEntries(
      Array.from({ length: 65 }, (_, index) => [`p${index}`, { text: '1', isNil: false }]),
    );
    await expect(encodeShareLink({ ...SCRIPT, args: many })).rejects.toThrow(
      /at most 64 arguments/,
    );
  });

  it('returns null for anything that is not an intact link', async () => {
    const fragment = await encodeShareLink(SCRIPT);
    expect(await decodeShareLink('')).toBeNull();
    expect(await decodeShareLink('x=abc')).toBeNull();
    expect(await decodeShareLink('s=')).toBeNull();
    expect(await decodeShareLink('s=***')).toBeNull();
    expect(await decodeShareLink(`${fragment.slice(0, -6)}`)).toBeNull();
    expect(await decodeShareLink('s=AAAA')).toBeNull();
  });

  it('refuses a payload that inflates past 64 KB (a deflate bomb)', async () => {
    const bomb = JSON.stringify({
      v: 1,
      n: 'local',
      c: ' '.repeat(MAX_SHARED_BYTES * 4),
      a: {},
    });
    const fragment = await deflateToFragment(bomb);
    expect(fragment.length).toBeLessThan(2_000);
    expect(await decodeShareLink(fragment)).toBeNull();
  });

  it('checks the shape of what it decodes', async () => {
    const valid = { v: 1, n: 'local', c: 'x', a: {} };
    expect(await decodeShareLink(await deflateToFragment(JSON.stringify(valid)))).toEqual({
      cadence: 'x',
      args: {},
      network: 'local',
    });
    for (const bad of [
      { ...valid, v: 2 },
      { ...valid, n: 'previewnet' },
      { ...valid, c: 5 },
      { ...valid, a: { x: { text: 1, isNil: false } } },
      { ...valid, a: { x: { text: '', isNil: 'no' } } },
      { ...valid, a: [] },
      { ...valid, h: '-1' },
      { ...valid, h: 7 },
      [valid],
    ]) {
      expect(
        await decodeShareLink(await deflateToFragment(JSON.stringify(bad))),
        JSON.stringify(bad),
      ).toBeNull();
    }
    expect(await decodeShareLink(await deflateToFragment('not json'))).toBeNull();
  });

  it('keeps a __proto__ argument name as data, not as the prototype', async () => {
    const payload = '{"v":1,"n":"local","c":"x","a":{"__proto__":{"text":"t","isNil":false}}}';
    const decoded = await decodeShareLink(await deflateToFragment(payload));
    expect(Object.getPrototypeOf(decoded?.args)).toBe(Object.prototype);
    expect(Object.keys(decoded?.args ?? {})).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(decoded?.args, '__proto__')?.value).toEqual({
      text: 't',
      isNil: false,
    });
  });

  it('holds a decoded link to the argument limits: 64 arguments of 16 KB at most', async () => {
    const drafts = (count: number, length = 1) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          `p${index}`,
          { text: 'x'.repeat(length), isNil: false },
        ]),
      );
    const decode = (a: unknown) =>
      deflateToFragment(JSON.stringify({ v: 1, n: 'local', c: 'x', a })).then(decodeShareLink);
    expect(Object.keys((await decode(drafts(64)))?.args ?? {})).toHaveLength(64);
    expect(await decode(drafts(65))).toBeNull();
    expect((await decode(drafts(1, 16 * 1024)))?.args.p0?.text).toHaveLength(16 * 1024);
    expect(await decode(drafts(1, 16 * 1024 + 1))).toBeNull();
  });

  it('keeps arguments named constructor and prototype', async () => {
    const args = { constructor: { text: '1', isNil: false }, prototype: { text: '', isNil: true } };
    const payload = JSON.stringify({ v: 1, n: 'mainnet', c: 'x', a: args });
    expect(await decodeShareLink(await deflateToFragment(payload))).toEqual({
      cadence: 'x',
      args,
      network: 'mainnet',
    });
  });
});
