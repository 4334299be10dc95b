import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IPFS_GATEWAY, toSafeImageUrl, toSafeLink } from './safe-url.ts';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

describe('toSafeImageUrl', () => {
  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['  HTTPS://Example.com/a.svg ', 'https://example.com/a.svg'],
    [`ipfs://${CID}`, `${DEFAULT_IPFS_GATEWAY}${CID}`],
    [`ipfs://${CID}/1.png`, `${DEFAULT_IPFS_GATEWAY}${CID}/1.png`],
    [`ipfs://ipfs/${CID}/x`, `${DEFAULT_IPFS_GATEWAY}${CID}/x`],
    [
      'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
      'https://arweave.net/bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
    ],
  ])('allows %s', (input, expected) => {
    expect(toSafeImageUrl(input, DEFAULT_IPFS_GATEWAY)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'http://example.com/a.png',
    '//evil.com/a.png',
    '/relative.png',
    'https://user:pass@example.com/a.png',
    `ipfs://${CID}/../../x`,
    `ipfs://${CID}/%2e%2e/x/..`,
    `ipfs://${CID}/%2e%2e/%2e%2e/traversal.png`,
    `ipfs://${CID}/%2E%2E/x.png`,
    `ipfs://${CID}/.%2e/x.png`,
    `ipfs://${CID}/%252e%252e/x.png`,
    `ipfs://${CID}/%25252e%25252e/x.png`,
    `ipfs://${CID}/..%2fx.png`,
    `ipfs://${CID}/a%5c..%5cx.png`,
    `ipfs://${CID}\\..\\x.png`,
    `ipfs://${CID}/./x.png`,
    `ipfs://${CID}/%00.png`,
    `ipfs://${CID}/%zz.png`,
    `ipfs://${CID}?x=1`,
    'ipfs://bafy/../../etc/passwd',
    'ipfs://QmTooShort',
    `ipfs://${CID}.evil.com/x.png`,
    'ipfs://not a cid',
    'ar://../x',
    '',
  ])('refuses %s', (input) => {
    expect(toSafeImageUrl(input, DEFAULT_IPFS_GATEWAY)).toBeNull();
  });

  it('decodes a name once it is safe, and encodes it once', () => {
    expect(toSafeImageUrl(`ipfs://${CID}/a%20b%2520c.png`, DEFAULT_IPFS_GATEWAY)).toBe(
      `${DEFAULT_IPFS_GATEWAY}${CID}/a%20b%20c.png`,
    );
    expect(toSafeImageUrl(`ipfs://${CID}/..x/x..`, DEFAULT_IPFS_GATEWAY)).toBe(
      `${DEFAULT_IPFS_GATEWAY}${CID}/..x/x..`,
    );
  });

  it('never leaves the gateway prefix, however the path is encoded', () => {
    const piece = fc.constantFrom(
      '.',
      '..',
      '%2e',
      '%2E',
      '%252e',
      '%25252E',
      '/',
      '%2f',
      '%2F',
      '%252f',
      '\\',
      '%5c',
      'a',
      'x.png',
      '%',
      '?',
      '#',
      '@',
      ':',
      'evil.com',
    );
    const path = fc.array(
      fc.array(piece, { maxLength: 4 }).map((parts) => parts.join('')),
      {
        maxLength: 6,
      },
    );
    const gateways = fc.constantFrom(DEFAULT_IPFS_GATEWAY, 'https://gw.example/ipfs');
    fc.assert(
      fc.property(path, gateways, (segments, gateway) => {
        const url = toSafeImageUrl(`ipfs://${[CID, ...segments].join('/')}`, gateway);
        if (url === null) return;
        const prefix = `${gateway.replace(/\/$/, '')}/${CID}`;
        expect(url.startsWith(prefix)).toBe(true);
        const rest = new URL(url).pathname.slice(new URL(prefix).pathname.length);
        // What follows the CID is plain names, never a dot segment once decoded.
        for (const segment of rest.split('/').slice(1)) {
          expect(['.', '..', '']).not.toContain(decodeURIComponent(segment));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the configured gateway', () => {
    expect(toSafeImageUrl(`ipfs://${CID}`, 'https://gateway.example/ipfs')).toBe(
      `https://gateway.example/ipfs/${CID}`,
    );
  });
});

describe('toSafeLink', () => {
  it('keeps https, upgrades http and shows the host', () => {
    expect(toSafeLink('https://flow.com/x')).toEqual({
      href: 'https://flow.com/x',
      host: 'flow.com',
    });
    expect(toSafeLink('http://flow.com/x')).toEqual({
      href: 'https://flow.com/x',
      host: 'flow.com',
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.com',
    'ftp://x.com',
    'flow.com',
  ])('refuses %s', (input) => {
    expect(toSafeLink(input)).toBeNull();
  });
});
