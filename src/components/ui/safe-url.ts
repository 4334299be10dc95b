/** The default public IPFS gateway; `VITE_IPFS_GATEWAY` replaces it. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';
const ARWEAVE_GATEWAY = 'https://arweave.net/';

// IPFS CIDs (v0 base58btc, v1 base32/base36) and their path segments: no dots-only segments.
const IPFS_PATH = /^[A-Za-z0-9]{20,100}(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*\/?$/;
const ARWEAVE_ID = /^[A-Za-z0-9_-]{20,100}$/;

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
  if (scheme === 'ipfs') {
    const path = rest.replace(/^\/\//, '').replace(/^ipfs\//, '');
    if (!IPFS_PATH.test(path) || path.split('/').some((segment) => /^\.+$/.test(segment)))
      return null;
    return new URL(path, ipfsGateway.endsWith('/') ? ipfsGateway : `${ipfsGateway}/`).href;
  }
  if (scheme === 'ar') {
    const id = rest.replace(/^\/\//, '');
    return ARWEAVE_ID.test(id) ? `${ARWEAVE_GATEWAY}${id}` : null;
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
