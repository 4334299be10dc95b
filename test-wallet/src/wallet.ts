/**
 * The project's own wallet, like `flow dev-wallet`: view pages at /fcl/authn, /fcl/authz and
 * /fcl/user-sig (IFRAME/RPC), and HTTP/POST endpoints at /api/authn, /api/authz and
 * /api/user-sig for headless tests. It holds its host's (test) keys and signs server-side, and
 * misbehaves on demand (its host's wallet faults). It knows its network only through a
 * `WalletHost` (test-wallet.ts gives it the emulator's seeded accounts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import type { RouteFault, WalletFault } from '../../fault-proxy/src/faults.ts';
import {
  accountProofMessage,
  bytesToHex,
  envelopeMessage,
  hexToBytes,
  payloadMessage,
  signMessage,
  type TransactionBody,
  userMessage,
} from '../../fault-proxy/src/flow-crypto.ts';
import {
  applyRouteFault,
  logInternalError,
  logRequest,
  parseJson,
  type RequestLogEntry,
  readBody,
  send,
  sendError,
  sendJson,
} from '../../fault-proxy/src/http.ts';
import { hexAddress, isRecord, normalizeAddress } from '../../fault-proxy/src/util.ts';
import { formatUFix64Display } from '../../src/flow/ufix64.ts';
import { WALLET_CSS, WALLET_JS, walletPageHtml } from './wallet-page.ts';

const PROVIDER_NAME = 'Flowdeck Test Wallet';

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors *";

/** A request the wallet refuses; FCL receives it as a DECLINED PollingResponse. */
class WalletError extends Error {}

type Method = 'IFRAME/RPC' | 'POP/RPC' | 'HTTP/POST';

/** An account the wallet can sign in with and sign for. */
export interface WalletAccount {
  readonly address: string;
  readonly label: string;
  /** The private key (hex) of the account's key `keyId`, if the wallet holds it. */
  privateKey(keyId: number): string | undefined;
}

/** An account as the sign-in page lists it, with its FLOW in UFix64 units. */
export interface ListedWalletAccount extends WalletAccount {
  readonly flowBalance: bigint;
}

/** What the wallet needs from the network it signs for. */
export interface WalletHost {
  /** The chain, named in the wallet's description (e.g. `flow-emulator`). */
  readonly chainId: string;
  /** How the services of a sign-in answer show the wallet for signing (FCL's view method). */
  readonly viewMethod: 'IFRAME/RPC' | 'POP/RPC';
  /** The account HTTP/POST authn signs in with when the request names none. */
  readonly defaultAccount: string | null;
  accounts(): Promise<readonly ListedWalletAccount[]>;
  account(address: string): WalletAccount | undefined;
  takeRoute(server: 'wallet', method: string, path: string): RouteFault | null;
  takeWallet(service: string): WalletFault | null;
  log(entry: RequestLogEntry): void;
}

/** The wallet's answer to one request, for a server that also serves other paths. */
export function walletRequestHandler(
  host: WalletHost,
  walletUrl: () => string,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(host, walletUrl(), req, res).catch((error: unknown) => {
      logInternalError(`wallet ${req.method ?? 'GET'} ${req.url ?? '/'}`, error);
      sendError(res, 500, 'internal wallet error');
    });
  };
}

/** FCL's PollingResponse for a refusal: HTTP 200, so FCL shows `Declined: <reason>`. */
function declined(reason: string): Record<string, unknown> {
  return { f_type: 'PollingResponse', f_vsn: '1.0.0', status: 'DECLINED', reason };
}

/** The origins of the wallet's own pages (the view page calls /api/view/* from there). */
function walletOrigins(walletUrl: string): Set<string> {
  const url = new URL(walletUrl);
  const port = url.port === '' ? '' : `:${url.port}`;
  return new Set([
    url.origin,
    `http://127.0.0.1${port}`,
    `http://localhost${port}`,
    `http://[::1]${port}`,
  ]);
}

const FCL_SERVICES: Readonly<Record<string, 'authn' | 'authz' | 'user-signature'>> = {
  '/api/authn': 'authn',
  '/authn': 'authn',
  '/fcl/authn': 'authn',
  '/api/authz': 'authz',
  '/authz': 'authz',
  '/fcl/authz': 'authz',
  '/api/user-sig': 'user-signature',
  '/user-sig': 'user-signature',
  '/fcl/user-sig': 'user-signature',
};

async function handle(
  host: WalletHost,
  walletUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://wallet.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  logRequest((entry) => host.log(entry), 'wallet', req, res, url);

  const view = path.startsWith('/api/view/');
  if (method === 'OPTIONS') {
    // The view API is same-origin only: no preflight can allow another page to call it.
    res.writeHead(
      204,
      view
        ? { 'Content-Length': '0' }
        : {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Headers': 'Content-Type, *',
            'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
            'Access-Control-Max-Age': '600',
          },
    );
    res.end();
    return;
  }

  const routeFault = host.takeRoute('wallet', method, path);
  if (routeFault !== null && (await applyRouteFault(routeFault, req, res, path))) return;

  if (method === 'GET') {
    serveGet(host, walletUrl, path, res);
    return;
  }
  if (method !== 'POST') return sendError(res, 405, 'method not allowed');

  // The view page's calls: only from the wallet's own origin, so that no other page can get
  // a signature without the user's click on the approve page.
  if (view) {
    const noCors = { cors: false } as const;
    if (!walletOrigins(walletUrl).has(req.headers.origin ?? '')) {
      return sendError(res, 403, 'the view API only answers the wallet page', noCors);
    }
    try {
      const body = asRecord(parseJson(await readBody(req)));
      const result = await viewApi(host, walletUrl, path.slice('/api/view/'.length), body);
      return sendJson(res, 200, result, noCors);
    } catch (error) {
      if (!(error instanceof WalletError) && !(error instanceof HttpError)) {
        logInternalError(`wallet ${path}`, error);
      }
      return sendError(res, 400, error instanceof Error ? error.message : String(error), noCors);
    }
  }

  // HTTP/POST (FCL posts the service message at the top level). Every refusal or failure is a
  // DECLINED PollingResponse: FCL turns anything else into "Auto Decline: Invalid Response".
  const service = FCL_SERVICES[path];
  if (service === undefined) return sendError(res, 404, `not found: ${path}`);
  try {
    let body: Record<string, unknown>;
    try {
      body = asRecord(parseJson(await readBody(req)));
    } catch (error) {
      if (error instanceof HttpError) throw new WalletError(error.message);
      throw new WalletError('the request body must be JSON');
    }
    const fault = host.takeWallet(service);
    if (fault !== null && (await applyHttpFault(fault, req, res))) return;
    const badSignature = fault?.mode === 'bad-signature';
    let data: unknown;
    if (service === 'authn') {
      const requested = url.searchParams.get('address') ?? url.searchParams.get('account');
      const account = await pickAccount(host, requested);
      data = authnResponse(host, walletUrl, 'HTTP/POST', account, body);
    } else if (service === 'authz') {
      data = signTransaction(host, body, badSignature);
    } else {
      data = await signUserMessage(host, body, badSignature);
    }
    return sendJson(res, 200, {
      f_type: 'PollingResponse',
      f_vsn: '1.0.0',
      status: 'APPROVED',
      reason: null,
      data,
    });
  } catch (error) {
    if (!(error instanceof WalletError)) logInternalError(`wallet ${path}`, error);
    const message = error instanceof Error ? error.message : String(error);
    return sendJson(
      res,
      200,
      declined(error instanceof WalletError ? message : `wallet error: ${message}`),
    );
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function serveGet(host: WalletHost, walletUrl: string, path: string, res: ServerResponse): void {
  const pages: Record<string, 'authn' | 'authz' | 'user-signature'> = {
    '/fcl/authn': 'authn',
    '/fcl/authz': 'authz',
    '/fcl/user-sig': 'user-signature',
    '/authn': 'authn',
  };
  const page = pages[path];
  if (page !== undefined) {
    send(res, 200, walletPageHtml(page), 'text/html; charset=utf-8', {
      headers: {
        'Content-Security-Policy': PAGE_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      },
    });
    return;
  }
  if (path === '/fcl/wallet.js') {
    send(res, 200, WALLET_JS, 'text/javascript; charset=utf-8', {
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
    return;
  }
  if (path === '/fcl/wallet.css') {
    send(res, 200, WALLET_CSS, 'text/css; charset=utf-8', {
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
    return;
  }
  if (path === '/api/discovery') {
    sendJson(res, 200, [authnService(host, walletUrl, 'HTTP/POST', null)]);
    return;
  }
  sendError(res, 404, `not found: ${path}`);
}

async function applyHttpFault(
  fault: WalletFault,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  switch (fault.mode) {
    case 'decline':
      sendJson(res, 200, {
        f_type: 'PollingResponse',
        f_vsn: '1.0.0',
        status: 'DECLINED',
        reason: fault.reason ?? null,
        data: null,
      });
      return true;
    case 'close':
      req.socket.destroy();
      return true;
    case 'hang':
      return true;
    case 'malformed':
      send(res, 200, JSON.stringify({ f_type: 'PollingResponse', f_vsn: '1.0.0' }));
      return true;
    default:
      return false;
  }
}

async function viewApi(
  host: WalletHost,
  walletUrl: string,
  action: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  switch (action) {
    case 'accounts':
      return (await host.accounts()).map((account) => ({
        address: account.address,
        label: account.label,
        balanceText: formatUFix64Display(account.flowBalance),
      }));
    case 'fault': {
      const fault = host.takeWallet(String(body.service ?? ''));
      return fault === null ? { mode: null } : { mode: fault.mode, reason: fault.reason ?? null };
    }
    case 'authn': {
      const account = await pickAccount(
        host,
        typeof body.address === 'string' ? body.address : null,
      );
      return authnResponse(host, walletUrl, host.viewMethod, account, body);
    }
    case 'authz': {
      const signable = body.signable;
      if (!isRecord(signable)) throw new WalletError('no signable');
      return signTransaction(host, signable, body.badSignature === true);
    }
    case 'user-sig':
      return await signUserMessage(host, body, body.badSignature === true);
    default:
      throw new WalletError(`unknown wallet action ${action}`);
  }
}

async function pickAccount(host: WalletHost, requested: string | null): Promise<WalletAccount> {
  const wanted = requested ?? host.defaultAccount;
  if (wanted !== null && wanted !== '') {
    const account = host.account(wanted);
    if (account === undefined) throw new WalletError(`the wallet has no account ${wanted}`);
    return account;
  }
  const first = (await host.accounts())[0];
  if (first === undefined) throw new WalletError('the wallet has no accounts');
  return first;
}

function privateKeyOf(account: WalletAccount, keyId: number): string {
  const key = account.privateKey(keyId);
  if (key === undefined) throw new WalletError(`account ${account.address} has no key ${keyId}`);
  return key;
}

function authnService(
  host: WalletHost,
  walletUrl: string,
  method: Method,
  account: WalletAccount | null,
): Record<string, unknown> {
  const address = account?.address ?? null;
  return {
    f_type: 'Service',
    f_vsn: '1.0.0',
    type: 'authn',
    uid: 'flowdeck-sandbox#authn',
    endpoint: method === 'HTTP/POST' ? `${walletUrl}/api/authn` : `${walletUrl}/fcl/authn`,
    method,
    ...(address === null ? {} : { id: address, identity: { address, keyId: 0 } }),
    provider: {
      address: null,
      name: PROVIDER_NAME,
      icon: null,
      description: `Local test wallet for the ${host.chainId} chain (public test keys only)`,
    },
  };
}

function authnResponse(
  host: WalletHost,
  walletUrl: string,
  method: Method,
  account: WalletAccount,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const address = account.address;
  const prefix = method === 'HTTP/POST' ? `${walletUrl}/api` : `${walletUrl}/fcl`;
  const services: Record<string, unknown>[] = [
    authnService(host, walletUrl, method, account),
    {
      f_type: 'Service',
      f_vsn: '1.0.0',
      type: 'authz',
      uid: 'flowdeck-sandbox#authz',
      endpoint: `${prefix}/authz`,
      method,
      identity: { address, keyId: 0 },
    },
    {
      f_type: 'Service',
      f_vsn: '1.0.0',
      type: 'user-signature',
      uid: 'flowdeck-sandbox#user-sig',
      endpoint: `${prefix}/user-sig`,
      method,
      data: { addr: address, keyId: 0 },
      params: {},
    },
  ];
  const nonce = body.nonce;
  const appIdentifier = body.appIdentifier;
  if (typeof nonce === 'string' && nonce !== '' && typeof appIdentifier === 'string') {
    if (!/^[0-9a-fA-F]+$/.test(nonce) || nonce.length < 64 || nonce.length % 2 !== 0) {
      throw new WalletError('the account-proof nonce must be at least 32 bytes of hex');
    }
    const signature = signMessage(
      accountProofMessage(appIdentifier, address, nonce),
      privateKeyOf(account, 0),
    );
    services.push({
      f_type: 'Service',
      f_vsn: '1.0.0',
      type: 'account-proof',
      method: 'DATA',
      uid: 'flowdeck-sandbox#account-proof',
      data: {
        f_type: 'account-proof',
        f_vsn: '1.0.0',
        address,
        nonce,
        signatures: [
          {
            f_type: 'CompositeSignature',
            f_vsn: '1.0.0',
            addr: address,
            keyId: 0,
            signature: bytesToHex(signature),
          },
        ],
      },
    });
  }
  return {
    f_type: 'AuthnResponse',
    f_vsn: '1.0.0',
    addr: address,
    services,
  };
}

function flip(signature: Uint8Array): Uint8Array {
  const copy = new Uint8Array(signature);
  copy[10] = (copy[10] ?? 0) ^ 0xff;
  return copy;
}

/**
 * An unsigned integer field of the voucher (FCL sends numbers; strings are accepted), read
 * without going through a float: `BigInt(String(x))` after checking it is all digits.
 */
function uintOf(value: unknown, what: string, max: bigint): bigint {
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || BigInt(text) > max) {
    throw new WalletError(
      `${what} must be an unsigned integer up to ${max}, got ${JSON.stringify(String(value))}`,
    );
  }
  return BigInt(text);
}

const UINT64_MAX = 2n ** 64n - 1n;
const UINT32_MAX = 2n ** 32n - 1n;

function addressOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^(0x)?[0-9a-fA-F]{1,16}$/.test(value)) {
    throw new WalletError(`${what} must be a Flow address, got ${JSON.stringify(value)}`);
  }
  return hexAddress(value);
}

/** Rebuilds the payload or envelope message from the Signable's voucher. */
function messageFromVoucher(signable: Record<string, unknown>, signerAddress: string): string {
  const voucher = signable.voucher;
  if (!isRecord(voucher)) throw new WalletError('the Signable has no voucher');
  const proposalKey = isRecord(voucher.proposalKey) ? voucher.proposalKey : {};
  const refBlock = voucher.refBlock;
  if (typeof refBlock !== 'string' || !/^[0-9a-fA-F]{64}$/.test(refBlock)) {
    throw new WalletError('voucher.refBlock must be a block id (64 hex)');
  }
  const payer = addressOf(voucher.payer, 'voucher.payer');
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const tx: TransactionBody = {
    script: new TextEncoder().encode(String(voucher.cadence ?? '')),
    arguments: list(voucher.arguments).map((arg) => new TextEncoder().encode(JSON.stringify(arg))),
    referenceBlockId: refBlock.toLowerCase(),
    gasLimit: uintOf(voucher.computeLimit, 'voucher.computeLimit', UINT64_MAX),
    proposalKey: {
      address: addressOf(proposalKey.address, 'voucher.proposalKey.address'),
      keyIndex: Number(uintOf(proposalKey.keyId ?? 0, 'voucher.proposalKey.keyId', UINT32_MAX)),
      sequenceNumber: uintOf(
        proposalKey.sequenceNum,
        'voucher.proposalKey.sequenceNum',
        UINT64_MAX,
      ),
    },
    payer,
    authorizers: list(voucher.authorizers).map((a) => addressOf(a, 'voucher.authorizers')),
    payloadSignatures: list(voucher.payloadSigs)
      .filter(isRecord)
      .filter((sig) => typeof sig.sig === 'string' && sig.sig !== '')
      .map((sig) => ({
        address: addressOf(sig.address, 'voucher.payloadSigs.address'),
        keyIndex: Number(uintOf(sig.keyId ?? 0, 'voucher.payloadSigs.keyId', UINT32_MAX)),
        signature: hexToBytes(String(sig.sig)),
      })),
    envelopeSignatures: [],
  };
  const isPayer = hexAddress(signerAddress) === payer;
  return bytesToHex(isPayer ? envelopeMessage(tx) : payloadMessage(tx));
}

function signTransaction(
  host: WalletHost,
  signable: Record<string, unknown>,
  badSignature: boolean,
): Record<string, unknown> {
  const address = normalizeAddress(String(signable.addr ?? ''));
  const keyId = Number(uintOf(signable.keyId ?? 0, 'keyId', UINT32_MAX));
  const account = host.account(address);
  if (account === undefined) throw new WalletError(`the wallet has no account ${address}`);
  const message = String(signable.message ?? '').toLowerCase();
  let expected: string;
  try {
    expected = messageFromVoucher(signable, address);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WalletError(`cannot rebuild the message from the voucher: ${reason}`);
  }
  if (expected !== message) {
    throw new WalletError(
      'refusing to sign: the message does not match the transaction in the voucher',
    );
  }
  let signature = signMessage(hexToBytes(message), privateKeyOf(account, keyId));
  if (badSignature) signature = flip(signature);
  return {
    f_type: 'CompositeSignature',
    f_vsn: '1.0.0',
    addr: address,
    keyId,
    signature: bytesToHex(signature),
  };
}

async function signUserMessage(
  host: WalletHost,
  body: Record<string, unknown>,
  badSignature: boolean,
): Promise<Record<string, unknown>> {
  const message = String(body.message ?? '');
  if (!/^([0-9a-fA-F]{2})*$/.test(message)) throw new WalletError('the message must be hex');
  const data = isRecord(body.data) ? body.data : {};
  const requested = String(body.address ?? data.addr ?? data.address ?? '');
  const account = await pickAccount(host, requested === '' ? null : requested);
  const keyId = Number(uintOf(data.keyId ?? 0, 'keyId', UINT32_MAX));
  let signature = signMessage(userMessage(message), privateKeyOf(account, keyId));
  if (badSignature) signature = flip(signature);
  return {
    f_type: 'CompositeSignature',
    f_vsn: '1.0.0',
    addr: account.address,
    keyId,
    signature: bytesToHex(signature),
  };
}
