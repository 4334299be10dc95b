/**
 * The HTTP security headers of a Flowdeck build, computed from the same environment the app
 * reads (`VITE_*`, parsed by `parseEnv`), so the policy always names the access nodes, wallets
 * and gateway the build talks to: those of every network its switch offers. `vite-security-
 * headers.ts` serves them and writes `dist/_headers`.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_IPFS_GATEWAY } from '../src/components/ui/safe-url.ts';
import { type AppEnv, parseEnv, type RawEnv } from '../src/flow/env.ts';
import { historyOptionsOf, historyOrigins } from '../src/flow/history/history-env.ts';
import { offeredFlowConfigs } from '../src/flow/offered-networks.ts';
import { priceOptionsOf } from '../src/flow/prices/price-env.ts';
import { PRICE_SOURCES } from '../src/flow/prices/price-source-ids.ts';

type HeaderSet = Readonly<Record<string, string>>;

/**
 * Hosts the WalletConnect client bundled through `@onflow/fcl-wc` (`@walletconnect/core`,
 * `universal-provider`, `modal`) connects to, read from the built chunk. Echo
 * (push-notification registration) is left out: only wallets call it.
 */
export const WALLETCONNECT_CONNECT_SOURCES = [
  // The relay (the default, and the legacy default some code paths still name).
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  // Blockchain API of universal-provider, and the event/analytics batch endpoint.
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
  // Verify API: public key and attestation fetches.
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  // The QR modal's wallet list.
  'https://explorer-api.walletconnect.com',
] as const;

/** The Verify API attests the dapp's origin from a hidden iframe. */
export const WALLETCONNECT_FRAME_SOURCES = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
] as const;

/** Sent only over https, so emitted into `_headers` and never by the http loopback server. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Assets served with the worker policy: the app's module workers, e.g. the Cadence parser's. */
export function isWorkerScriptPath(pathname: string): boolean {
  return /^\/assets\/[^/]*worker[^/]*\.js$/.test(pathname);
}

export interface SecurityHeaders {
  /** Every response, the HTML above all (frame-ancestors only works as a header). */
  readonly document: HeaderSet;
  /** Worker scripts: a worker's CSP comes from its own response (CSP3), not its document's. */
  readonly worker: HeaderSet;
}

export interface SecurityHeaderOptions {
  /**
   * Origins of wallets that run inside the page (IFRAME/RPC frames, HTTP/POST requests) beyond
   * the discovery wallet, e.g. a wallet picked in FCL Discovery. Build-time only.
   */
  readonly extraWalletOrigins?: readonly string[];
  /**
   * The text of each inline script the build's own index.html runs (the first-read hints), each
   * allowed by its hash and no other inline script. Build-time only.
   */
  readonly inlineScripts?: readonly string[];
}

/** The inline scripts' text in `html`: every `<script>` without a `src`. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, attributes = '', text = '']) => (/\bsrc\s*=/i.test(attributes) ? [] : [text]),
  );
}

/** A CSP source that allows exactly the inline script `text`. */
function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The header sets for a build configured by `raw` (the `VITE_*` environment). */
export function securityHeaders(raw: RawEnv, options: SecurityHeaderOptions = {}): SecurityHeaders {
  const env = parseEnv(raw);
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // Not same-origin: FCL's POP/RPC and TAB/RPC wallets need the popup's opener and `.closed`.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  return {
    document: {
      'Content-Security-Policy': serialise(documentPolicy(env, options)),
      ...common,
    },
    worker: { 'Content-Security-Policy': serialise(WORKER_POLICY), ...common },
  };
}

type Policy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

function documentPolicy(env: AppEnv, options: SecurityHeaderOptions): Policy {
  // A network the header offers but the policy left out fails on every read (issue 20).
  const configs = offeredFlowConfigs(env);
  const accessNodes = configs.flatMap(({ accessNodeUrl }) => {
    const url = new URL(accessNodeUrl);
    return [url.origin, webSocketOrigin(url)];
  });
  const walletOrigins = [
    ...configs.flatMap(({ discoveryWallet }) =>
      discoveryWallet ? [new URL(discoveryWallet).origin] : [],
    ),
    ...(options.extraWalletOrigins ?? []).map((origin) => new URL(origin).origin),
  ];
  const walletConnect = env.sharedOverrides.walletconnectProjectId !== undefined;
  const ipfsGateway = new URL(env.ipfsGateway ?? DEFAULT_IPFS_GATEWAY).origin;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.inlineScripts ?? []).map(scriptHashSource)]],
    // CodeMirror 6 (style-mod) adds a <style> element to the document head, and WalletConnect's
    // modal (lit) sets inline styles. A nonce would need a fresh value per response, which a
    // static host cannot give. Scripts stay strict; the app never renders untrusted markup.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Token and NFT images come from any https host by design: metadata names them, and
    // safe-url.ts has already rewritten ipfs:// and ar:// and dropped every non-https scheme.
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        ...accessNodes,
        ...walletOrigins,
        ipfsGateway,
        // Price sources the build offers: the app asks one only once the user turns prices on.
        ...priceOptionsOf(env.prices).offered.map((id) => PRICE_SOURCES[id].origin),
        // History sources each offered network names: asked only once the user turns one on.
        ...configs.flatMap(({ flowNetwork }) =>
          historyOrigins(historyOptionsOf(env.history, flowNetwork)),
        ),
        ...(walletConnect ? WALLETCONNECT_CONNECT_SOURCES : []),
      ]),
    ],
    [
      'frame-src',
      unique([...walletOrigins, ...(walletConnect ? WALLETCONNECT_FRAME_SOURCES : [])]),
    ],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** `'wasm-unsafe-eval'` allows compiling WebAssembly only; JS eval stays blocked. */
const WORKER_POLICY: Policy = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
];

function webSocketOrigin(url: URL): string {
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

function serialise(policy: Policy): string {
  return policy
    .map(([directive, sources]) =>
      sources.length === 0 ? `${directive} 'none'` : `${directive} ${sources.join(' ')}`,
    )
    .join('; ');
}

/** Hashed build assets never change under their name: cached for a year, never revalidated. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * `_headers` for Cloudflare Pages (and Netlify, except the worker rule, see docs/security.md): the
 * document headers plus HSTS on every path; hashed assets cached as immutable; each worker
 * script detaches the document CSP (`! Content-Security-Policy`) and gets its own.
 */
export function headersFile(headers: SecurityHeaders, workerPaths: readonly string[]): string {
  const lines = (set: HeaderSet) =>
    Object.entries(set).map(([name, value]) => `  ${name}: ${value}`);
  const rules = [
    ['/*', ...lines(headers.document), `  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`],
    ['/assets/*', `  Cache-Control: ${IMMUTABLE_ASSET_CACHE}`],
    ...workerPaths.map((path) => [
      path,
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${headers.worker['Content-Security-Policy']}`,
    ]),
  ];
  return `${rules.map((rule) => rule.join('\n')).join('\n\n')}\n`;
}
