import * as v from 'valibot';
import { FLOW_NETWORKS, type FlowNetwork } from '../../flow/networks.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { argumentDraftsSchema, exceedsArgumentLimits } from './argument-drafts.ts';

/** What a shared link carries. */
export interface SharedScript {
  readonly cadence: string;
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits; absent for the latest sealed block. */
  readonly blockHeight?: string;
  /** Where it was shared from, so the page can warn when the reader is on another network. */
  readonly network: FlowNetwork;
}

/** The fragment starts with this (`#s=…`): a fragment never reaches servers or referrers. */
export const SHARE_FRAGMENT_PREFIX = 's=';

/** Cap on the decompressed payload: a link cannot make the page inflate a bomb. */
export const MAX_SHARED_BYTES = 64 * 1024;
/** Deflate rarely beats 10:1 on source text; a longer fragment is refused before decoding. */
const MAX_FRAGMENT_LENGTH = 128 * 1024;
const FORMAT_VERSION = 1;

export class ShareLinkTooLargeError extends Error {
  constructor(
    message = 'The script and its arguments are too large to share as a link (64 KB at most).',
  ) {
    super(message);
    this.name = 'ShareLinkTooLargeError';
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function collect(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function pipe(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  const writer = transform.writable.getWriter();
  // Errors surface on the readable side; the writer's own promises must not go unhandled.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  return transform.readable;
}

/** The fragment for `state`, without the `#` (`s=…`). Throws ShareLinkTooLargeError. */
export async function encodeShareLink(state: SharedScript): Promise<string> {
  // A link the reader's page would refuse is not made at all.
  if (exceedsArgumentLimits(state.args)) {
    throw new ShareLinkTooLargeError(
      'The arguments are too large to share as a link (at most 64 arguments of 16 KB each).',
    );
  }
  const payload = {
    v: FORMAT_VERSION,
    n: state.network,
    c: state.cadence,
    a: state.args,
    ...(state.blockHeight !== undefined && state.blockHeight !== '' && { h: state.blockHeight }),
  };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  if (json.byteLength > MAX_SHARED_BYTES) throw new ShareLinkTooLargeError();
  const compressed = await collect(
    pipe(json, new CompressionStream('deflate-raw')),
    Number.POSITIVE_INFINITY,
  );
  return `${SHARE_FRAGMENT_PREFIX}${toBase64Url(compressed ?? new Uint8Array())}`;
}

const payloadSchema = v.object({
  v: v.literal(FORMAT_VERSION),
  n: v.picklist(FLOW_NETWORKS),
  c: v.string(),
  a: argumentDraftsSchema,
  h: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/))),
});

function parsePayload(value: unknown): SharedScript | null {
  const payload = v.safeParse(payloadSchema, value);
  if (!payload.success) return null;
  const { n: network, c: cadence, a: args, h: blockHeight } = payload.output;
  return { cadence, args, network, ...(blockHeight !== undefined && { blockHeight }) };
}

/**
 * Reads a shared link's fragment (`s=…`, with or without the `#`); null for anything that is
 * not one of our links, is damaged, inflates past 64 KB, or does not have the expected shape.
 */
export async function decodeShareLink(fragment: string): Promise<SharedScript | null> {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!body.startsWith(SHARE_FRAGMENT_PREFIX)) return null;
  const encoded = body.slice(SHARE_FRAGMENT_PREFIX.length);
  if (encoded === '' || encoded.length > MAX_FRAGMENT_LENGTH) return null;
  const compressed = fromBase64Url(encoded);
  if (compressed === null) return null;
  try {
    const json = await collect(
      pipe(compressed, new DecompressionStream('deflate-raw')),
      MAX_SHARED_BYTES,
    );
    if (json === null) return null;
    return parsePayload(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)));
  } catch {
    return null;
  }
}
