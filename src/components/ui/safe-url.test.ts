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
    'ipfs://not a cid',
    'ar://../x',
    '',
  ])('refuses %s', (input) => {
    expect(toSafeImageUrl(input, DEFAULT_IPFS_GATEWAY)).toBeNull();
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
