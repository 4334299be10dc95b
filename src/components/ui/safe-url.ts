/** The default public IPFS gateway; `VITE_IPFS_GATEWAY` replaces it. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';
const ARWEAVE_GATEWAY = 'https://arweave.net/';

// A CID, as IPFS writes them: v0 (base58btc, `Qm…`) or v1 in base32 (`b…`) or base36 (`k…`).
const IPFS_CID =
  /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{50,100}|B[A-Z2-7]{50,100}|k[0-9a-z]{45,100})$/;
const ARWEAVE_ID = /^[A-Za-z0-9_-]{20,100}$/;
// Percent-decoding more than this many times is refused rather than followed.
const MAX_DECODINGS = 3;

/**
 * An image URL from chain metadata, made safe to use as `<img src>`: https as is, `ipfs://`
 * through the gateway, `ar://` through arweave.net; anything else (javascript:, data:, http:,
 * relative or protocol-relative URLs...) gives null, for a placeholder.
 */
export function toSafeImageUrl(uri: string | null | undefined, ipfsGateway: string): string | null {
  const text = uri?.trim() ?? '';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  const rest = scheme ? text.slice(scheme.length + 1) : '';
  if (scheme === 'https') return httpsUrl(text);
  if (scheme === 'ipfs') return ipfsGatewayUrl(rest.replace(/^\/\//, ''), ipfsGateway);
  if (scheme === 'ar') {
    const id = rest.replace(/^\/\//, '');
    return ARWEAVE_ID.test(id) ? `${ARWEAVE_GATEWAY}${id}` : null;
  }
  return null;
}

/**
 * `<cid>/<path>` through the gateway, or null. Each path segment is percent-decoded until it no
 * longer changes (so `%2e%2e`, `%252e%252e`, `.%2E` are all seen as `..`), refused if it is a dot
 * segment or hides a separator, then encoded once: what reaches the gateway is exactly the
 * gateway's prefix, the CID and plain names under it.
 */
function ipfsGatewayUrl(address: string, gateway: string): string | null {
  if (/[\\?#\s]/.test(address)) return null;
  const [cid = '', ...path] = address.replace(/^ipfs\//, '').split('/');
  if (!IPFS_CID.test(cid)) return null;
  if (path.at(-1) === '') path.pop();
  const segments: string[] = [];
  for (const segment of path) {
    const name = fullyDecoded(segment);
    if (name === null || name === '' || name === '.' || name === '..') return null;
    if (/[/\\]/.test(name) || /[^\P{Cc}]/u.test(name)) return null;
    segments.push(encodeURIComponent(name));
  }
  const prefix = gateway.endsWith('/') ? gateway : `${gateway}/`;
  const href = `${prefix}${[cid, ...segments].join('/')}`;
  // The URL parser must not turn what was built into anything outside the prefix.
  const parsed = httpsUrl(href);
  return parsed?.startsWith(`${prefix}${cid}`) ? parsed : null;
}

function fullyDecoded(segment: string): string | null {
  let text = segment;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    if (!text.includes('%')) return text;
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  return null;
}

export interface SafeLink {
  readonly href: string;
  /** The host, shown beside the link so the user sees where it goes. */
  readonly host: string;
}

/** A link from chain metadata: only absolute https URLs (http is upgraded); otherwise null. */
export function toSafeLink(uri: string | null | undefined): SafeLink | null {
  const text = uri?.trim() ?? '';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  const href =
    scheme === 'https'
      ? httpsUrl(text)
      : scheme === 'http'
        ? httpsUrl(`https:${text.slice(5)}`)
        : null;
  return href ? { href, host: new URL(href).host } : null;
}

function httpsUrl(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
