import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/flow/env.ts';
import { offeredFlowConfigs, offeredNetworks } from '../src/flow/offered-networks.ts';
import {
  headersFile,
  inlineScriptsOf,
  isWorkerScriptPath,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
  WALLETCONNECT_CONNECT_SOURCES,
  WALLETCONNECT_FRAME_SOURCES,
} from './security-headers.ts';

const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** The CSP of a header set as directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const documentCsp = (raw: Parameters<typeof securityHeaders>[0]) =>
  directives(securityHeaders(raw).document['Content-Security-Policy']);

describe('securityHeaders', () => {
  it('gives the loopback build exactly the expected document header set', () => {
    expect(securityHeaders({}).document).toEqual({
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https:; font-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:8888 ws://127.0.0.1:8888 " +
        'https://rest-testnet.onflow.org wss://rest-testnet.onflow.org ' +
        'https://rest-mainnet.onflow.org wss://rest-mainnet.onflow.org ' +
        'http://127.0.0.1:8701 https://fcl-discovery.onflow.org https://ipfs.io ' +
        'https://coins.llama.fi https://api.coingecko.com ' +
        'https://evm-testnet.flowscan.io https://flowindex.io https://evm.flowscan.io; ' +
        "frame-src http://127.0.0.1:8701 https://fcl-discovery.onflow.org; worker-src 'self'; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
  });

  const PRICE_HOSTS = ['https://coins.llama.fi', 'https://api.coingecko.com'];
  const HISTORY_HOSTS = [
    'https://evm-testnet.flowscan.io',
    'https://flowindex.io',
    'https://evm.flowscan.io',
  ];
  const TESTNET_HOSTS = ['https://rest-testnet.onflow.org', 'wss://rest-testnet.onflow.org'];
  const MAINNET_HOSTS = ['https://rest-mainnet.onflow.org', 'wss://rest-mainnet.onflow.org'];
  const DISCOVERY = 'https://fcl-discovery.onflow.org';
  const LOOPBACK = ['http://127.0.0.1:8888', 'ws://127.0.0.1:8888', 'http://127.0.0.1:8701'];

  it.each([
    ['mainnet', 'testnet', TESTNET_HOSTS],
    ['testnet', 'mainnet', MAINNET_HOSTS],
  ])(
    'lets a %s build reach %s, the other network its switch offers (issue 20)',
    (network, _other, otherHosts) => {
      const csp = documentCsp({ VITE_FLOW_NETWORK: network });
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        ...TESTNET_HOSTS,
        ...MAINNET_HOSTS,
        DISCOVERY,
        'https://ipfs.io',
        ...PRICE_HOSTS,
        ...HISTORY_HOSTS,
      ]);
      for (const host of otherHosts) expect(csp.get('connect-src')).toContain(host);
      expect(csp.get('frame-src')).toEqual([DISCOVERY]);
      // No emulator on a hosted build: the visitor's own loopback stays out of the policy.
      for (const host of LOOPBACK) expect(csp.get('connect-src')).not.toContain(host);
    },
  );

  it.each([
    ['mainnet', 'VITE_FLOW_TESTNET_DISCOVERY_WALLET'],
    ['testnet', 'VITE_FLOW_MAINNET_DISCOVERY_WALLET'],
  ])("lets a %s build frame the other network's own wallet (%s)", (network, variable) => {
    const csp = documentCsp({
      VITE_FLOW_NETWORK: network,
      [variable]: 'https://other-wallet.example/fcl/authn',
    });
    expect(csp.get('connect-src')).toContain('https://other-wallet.example');
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://other-wallet.example', DISCOVERY]),
    );
  });

  it('lets a local build reach the emulator, testnet and mainnet', () => {
    const csp = documentCsp({ VITE_FLOW_NETWORK: 'local' });
    for (const host of [...LOOPBACK, ...TESTNET_HOSTS, ...MAINNET_HOSTS, DISCOVERY]) {
      expect(csp.get('connect-src')).toContain(host);
    }
    expect(csp.get('frame-src')).toEqual(['http://127.0.0.1:8701', DISCOVERY]);
  });

  it("follows each network's configured access node and discovery wallet, by origin only", () => {
    const csp = documentCsp({
      VITE_FLOW_NETWORK: 'testnet',
      VITE_FLOW_ACCESS_NODE: 'https://node.example.com:8443/base/path',
      VITE_FLOW_DISCOVERY_WALLET: 'https://wallet.example.org/fcl/authn',
      VITE_FLOW_MAINNET_ACCESS_NODE: 'https://mainnet.example.com/rest',
      VITE_FLOW_LOCAL_ACCESS_NODE: 'http://127.0.0.1:18888',
      VITE_FLOW_LOCAL_DISCOVERY_WALLET: 'http://127.0.0.1:18701/fcl/authn',
    });
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:18888',
      'ws://127.0.0.1:18888',
      'https://node.example.com:8443',
      'wss://node.example.com:8443',
      'https://mainnet.example.com',
      'wss://mainnet.example.com',
      'http://127.0.0.1:18701',
      'https://wallet.example.org',
      DISCOVERY,
      'https://ipfs.io',
      ...PRICE_HOSTS,
      ...HISTORY_HOSTS,
    ]);
    expect(csp.get('frame-src')).toEqual([
      'http://127.0.0.1:18701',
      'https://wallet.example.org',
      DISCOVERY,
    ]);
  });

  it.each([
    {},
    { VITE_FLOW_NETWORK: 'testnet' },
    { VITE_FLOW_NETWORK: 'mainnet', VITE_FLOW_LOCAL_ACCESS_NODE: 'https://emulator.example' },
    { VITE_FLOW_TESTNET_ACCESS_NODE: 'http://127.0.0.1:19888' },
  ])('allows every network the header offers, from the same list (%o)', (raw) => {
    const env = parseEnv(raw);
    const csp = documentCsp(raw);
    for (const config of offeredFlowConfigs(env)) {
      const node = new URL(config.accessNodeUrl);
      expect(csp.get('connect-src')).toContain(node.origin);
      expect(csp.get('connect-src')).toContain(node.origin.replace(/^http/, 'ws'));
      expect(csp.get('frame-src')).toContain(new URL(config.discoveryWallet ?? '').origin);
    }
    expect(offeredFlowConfigs(env).map((config) => config.flowNetwork)).toEqual(
      offeredNetworks(env),
    );
  });

  it('adds the WalletConnect hosts only when a project id is configured', () => {
    const without = documentCsp({ VITE_FLOW_NETWORK: 'mainnet' });
    const withWc = documentCsp({
      VITE_FLOW_NETWORK: 'mainnet',
      VITE_WALLETCONNECT_PROJECT_ID: PROJECT_ID,
    });
    for (const host of WALLETCONNECT_CONNECT_SOURCES) {
      expect(without.get('connect-src')).not.toContain(host);
      expect(withWc.get('connect-src')).toContain(host);
    }
    for (const host of WALLETCONNECT_FRAME_SOURCES) {
      expect(without.get('frame-src')).not.toContain(host);
      expect(withWc.get('frame-src')).toContain(host);
    }
    expect(withWc.get('connect-src')).toContain('wss://relay.walletconnect.org');
  });

  it('allows only the price sources the build offers', () => {
    expect(documentCsp({ VITE_PRICE_SOURCES: 'coingecko' }).get('connect-src')).toContain(
      'https://api.coingecko.com',
    );
    const none = documentCsp({ VITE_PRICE_SOURCES: 'none' }).get('connect-src');
    for (const host of PRICE_HOSTS) expect(none).not.toContain(host);
    expect(documentCsp({ VITE_PRICE_SOURCES: 'coingecko' }).get('connect-src')).not.toContain(
      'https://coins.llama.fi',
    );
  });

  it('stops the build on an invalid price variable: the app then never meets one', () => {
    expect(() => securityHeaders({ VITE_PRICE_SOURCE: 'binance' })).toThrow(/^VITE_PRICE_SOURCE: /);
  });

  it('connects to a custom IPFS gateway instead of the default', () => {
    const csp = documentCsp({ VITE_IPFS_GATEWAY: 'https://gateway.example.net/ipfs' });
    expect(csp.get('connect-src')).toContain('https://gateway.example.net');
    expect(csp.get('connect-src')).not.toContain('https://ipfs.io');
  });

  it('adds extra wallet origins to connect-src and frame-src', () => {
    const headers = securityHeaders(
      { VITE_FLOW_NETWORK: 'mainnet' },
      { extraWalletOrigins: ['https://wallet-v2.example.app/api/flow/authn'] },
    );
    const csp = directives(headers.document['Content-Security-Policy']);
    expect(csp.get('frame-src')).toContain('https://wallet-v2.example.app');
    expect(csp.get('connect-src')).toContain('https://wallet-v2.example.app');
  });

  it('never weakens script-src, and keeps the framing and plugin bans', () => {
    for (const raw of [
      {},
      { VITE_FLOW_NETWORK: 'mainnet', VITE_WALLETCONNECT_PROJECT_ID: PROJECT_ID },
    ]) {
      const csp = documentCsp(raw);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('allows the page’s own inline scripts by their hashes only, and never in workers', () => {
    const headers = securityHeaders({}, { inlineScripts: ['document.title = "hinted"'] });
    const csp = directives(headers.document['Content-Security-Policy']);
    // sha256 of the text, base64: computed apart from the module.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'sha256-iaOVhvXWRMmmskBXxKqC6yTPdkY9zjtXc3wehCyhBdo='",
    ]);
    expect(directives(headers.worker['Content-Security-Policy']).get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
  });

  it('allows WebAssembly compilation in worker scripts only', () => {
    const { document, worker } = securityHeaders({});
    expect(directives(worker['Content-Security-Policy']).get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    expect(document['Content-Security-Policy']).not.toContain('wasm-unsafe-eval');
    expect(worker['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('refuses a build whose environment the app would refuse', () => {
    expect(() => securityHeaders({ VITE_FLOW_ACCESS_NODE: 'javascript:alert(1)' })).toThrow(
      /VITE_FLOW_ACCESS_NODE/,
    );
  });
});

describe('inlineScriptsOf', () => {
  it('reads the text of each script without a src, exactly as the page has it', () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>(()=>{ hint() })()</script>',
      '<SCRIPT id="x">\n  two\n</SCRIPT></head>',
    ].join('\n');
    expect(inlineScriptsOf(html)).toEqual(['(()=>{ hint() })()', '\n  two\n']);
    expect(inlineScriptsOf('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('isWorkerScriptPath', () => {
  it.each([
    ['/assets/parser.worker-Ab12_cd.js', true],
    ['/assets/index-Ab12.js', false],
    ['/assets/parser.worker-Ab12.js.map', false],
    ['/parser.worker.js', false],
    ['/assets/nested/x.worker.js', false],
  ])('%s → %s', (path, expected) => {
    expect(isWorkerScriptPath(path)).toBe(expected);
  });
});

describe('headersFile', () => {
  it('sends HSTS on every path, caches hashed assets for good and detaches the document CSP on worker scripts', () => {
    const headers = securityHeaders({});
    const text = headersFile(headers, ['/assets/parser.worker-x.js']);
    const [documentRule, assetRule, workerRule] = text.trimEnd().split('\n\n');
    expect(documentRule?.split('\n')).toEqual([
      '/*',
      ...Object.entries(headers.document).map(([name, value]) => `  ${name}: ${value}`),
      `  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`,
    ]);
    expect(assetRule?.split('\n')).toEqual([
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
    ]);
    expect(workerRule?.split('\n')).toEqual([
      '/assets/parser.worker-x.js',
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${headers.worker['Content-Security-Policy']}`,
    ]);
  });
});

describe('history sources in the policy', () => {
  const connect = (raw: Parameters<typeof securityHeaders>[0]) =>
    directives(securityHeaders(raw).document['Content-Security-Policy']).get('connect-src') ?? [];

  it('allows only the hosts the build names, by origin, and none with none', () => {
    const named = connect({
      VITE_FLOW_MAINNET_HISTORY_SOURCES: 'indexer=https://index.example/api/,access-node',
      VITE_FLOW_TESTNET_HISTORY_SOURCES: 'none',
      VITE_FLOW_LOCAL_HISTORY_SOURCES: 'blockscout=http://127.0.0.1:14190/blockscout',
    });
    expect(named).toContain('https://index.example');
    expect(named).toContain('http://127.0.0.1:14190');
    for (const host of [
      'https://flowindex.io',
      'https://evm.flowscan.io',
      'https://evm-testnet.flowscan.io',
    ]) {
      expect(named).not.toContain(host);
    }
  });

  it('stops the build on a source it cannot use', () => {
    expect(() =>
      securityHeaders({ VITE_FLOW_MAINNET_HISTORY_SOURCES: 'etherscan=https://x.example' }),
    ).toThrow(/^VITE_FLOW_MAINNET_HISTORY_SOURCES: /);
    expect(() =>
      securityHeaders({ VITE_FLOW_MAINNET_HISTORY_SOURCES: 'indexer=http://index.example' }),
    ).toThrow(/must be https/);
    expect(() => securityHeaders({ VITE_HISTORY_ON: 'everything' })).toThrow(/^VITE_HISTORY_ON: /);
  });
});
