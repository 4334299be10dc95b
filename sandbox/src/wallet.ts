/**
 * The sandbox wallet, like `flow dev-wallet`: view pages at /fcl/authn, /fcl/authz and
 * /fcl/user-sig (IFRAME/RPC), and HTTP/POST endpoints at /api/authn, /api/authz and
 * /api/user-sig for headless tests. It holds the ledger's (test) keys and signs server-side.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { normalizeCadence } from './cadence.ts';
import {
  accountProofMessage,
  bytesToHex,
  envelopeMessage,
  hexToBytes,
  payloadMessage,
  signMessage,
  type TransactionBody,
  userMessage,
} from './crypto.ts';
import type { WalletFault } from './faults.ts';
import { isLoopback, parseJson, readBody, send, sendError, sendJson, sleep } from './http.ts';
import { formatUFix64 } from './json-cadence.ts';
import { type LedgerAccount, normalizeAddress } from './ledger.ts';
import type { SandboxCore } from './sandbox.ts';
import { WALLET_CSS, WALLET_JS, walletPageHtml } from './wallet-page.ts';

export const PROVIDER_NAME = 'Flowdeck Sandbox Wallet';

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors *";

class WalletError extends Error {}

type Method = 'IFRAME/RPC' | 'HTTP/POST';

export function createWalletServer(core: SandboxCore, walletUrl: () => string): Server {
  return createServer((req, res) => {
    void handle(core, walletUrl(), req, res);
  });
}

async function handle(
  core: SandboxCore,
  walletUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://wallet.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const started = Date.now();
  const entry = {
    server: 'wallet' as const,
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    time: new Date(started).toISOString(),
    status: null as number | null,
    durationMs: null as number | null,
  };
  core.log(entry);
  res.on('finish', () => {
    entry.status = res.statusCode;
    entry.durationMs = Date.now() - started;
  });

  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, *',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }

  const routeFault = core.faults.takeRoute('wallet', method, path);
  if (routeFault?.hang === true) return;
  if (routeFault?.latencyMs !== undefined) await sleep(routeFault.latencyMs);
  if (routeFault?.status !== undefined) {
    return sendError(res, routeFault.status, `sandbox fault: HTTP ${routeFault.status}`);
  }

  try {
    if (method === 'GET') {
      const pages: Record<string, 'authn' | 'authz' | 'user-signature'> = {
        '/fcl/authn': 'authn',
        '/fcl/authz': 'authz',
        '/fcl/user-sig': 'user-signature',
        '/authn': 'authn',
      };
      const page = pages[path];
      if (page !== undefined) {
        return send(res, 200, walletPageHtml(page), 'text/html; charset=utf-8', {
          'Content-Security-Policy': PAGE_CSP,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
      }
      if (path === '/fcl/wallet.js') {
        return send(res, 200, WALLET_JS, 'text/javascript; charset=utf-8', {
          'X-Content-Type-Options': 'nosniff',
        });
      }
      if (path === '/fcl/wallet.css') {
        return send(res, 200, WALLET_CSS, 'text/css; charset=utf-8', {
          'X-Content-Type-Options': 'nosniff',
        });
      }
      if (path === '/api/discovery') {
        return sendJson(res, 200, [authnService(core, walletUrl, 'HTTP/POST', null)]);
      }
      return sendError(res, 404, `not found: ${path}`);
    }
    if (method !== 'POST') return sendError(res, 405, 'method not allowed');

    const text = await readBody(req);
    let body: Record<string, unknown>;
    try {
      const parsed = parseJson(text);
      body =
        typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return sendError(res, 400, 'request body must be JSON');
    }

    // The view page's calls (same origin as the page).
    if (path.startsWith('/api/view/')) {
      return sendJson(res, 200, viewApi(core, walletUrl, path.slice('/api/view/'.length), body));
    }

    // HTTP/POST (FCL posts the service message at the top level).
    const services: Record<string, 'authn' | 'authz' | 'user-signature'> = {
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
    const service = services[path];
    if (service === undefined) return sendError(res, 404, `not found: ${path}`);
    const fault = core.faults.takeWallet(service);
    if (fault !== null) {
      const handled = await applyHttpFault(fault, req, res);
      if (handled) return;
    }
    const badSignature = fault?.mode === 'bad-signature';
    let data: unknown;
    if (service === 'authn') {
      const requested = url.searchParams.get('address') ?? url.searchParams.get('account');
      const account = pickAccount(core, requested);
      data = authnResponse(core, walletUrl, 'HTTP/POST', account, body);
    } else if (service === 'authz') {
      data = signTransaction(core, body, badSignature);
    } else {
      data = signUserMessage(core, body, badSignature);
    }
    return sendJson(res, 200, {
      f_type: 'PollingResponse',
      f_vsn: '1.0.0',
      status: 'APPROVED',
      reason: null,
      data,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return sendError(res, error instanceof WalletError ? 400 : 500, message);
  }
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

function viewApi(
  core: SandboxCore,
  walletUrl: string,
  action: string,
  body: Record<string, unknown>,
): unknown {
  switch (action) {
    case 'accounts':
      return core.ledger.userAccounts().map((account) => ({
        address: account.address,
        label: account.label,
        balanceText: formatUFix64(account.flowVault?.balance ?? 0n),
      }));
    case 'fault': {
      const fault = core.faults.takeWallet(String(body.service ?? ''));
      return fault === null ? { mode: null } : { mode: fault.mode, reason: fault.reason ?? null };
    }
    case 'describe': {
      const source = typeof body.cadence === 'string' ? body.cadence : '';
      const normalized = normalizeCadence(source);
      const file = core.cadenceFiles.find((candidate) => candidate.normalized === normalized);
      return file === undefined
        ? { file: null, parameters: [] }
        : {
            file: file.file,
            parameters: file.parameters.map(({ name, type }) => ({ name, type })),
          };
    }
    case 'authn': {
      const account = pickAccount(core, typeof body.address === 'string' ? body.address : null);
      return authnResponse(core, walletUrl, 'IFRAME/RPC', account, body);
    }
    case 'authz': {
      const signable = body.signable;
      if (typeof signable !== 'object' || signable === null) throw new WalletError('no signable');
      return signTransaction(core, signable as Record<string, unknown>, body.badSignature === true);
    }
    case 'user-sig':
      return signUserMessage(core, body, body.badSignature === true);
    default:
      throw new WalletError(`unknown wallet action ${action}`);
  }
}

function pickAccount(core: SandboxCore, requested: string | null): LedgerAccount {
  const wanted = requested ?? core.settings.walletDefaultAccount;
  if (wanted !== null && wanted !== '') {
    const account = core.ledger.account(wanted);
    if (account === undefined) throw new WalletError(`the sandbox has no account ${wanted}`);
    return account;
  }
  const first = core.ledger.userAccounts()[0];
  if (first === undefined) throw new WalletError('the sandbox has no user accounts');
  return first;
}

function keyOf(account: LedgerAccount, keyId: number) {
  const key = account.keys[keyId];
  if (key === undefined) throw new WalletError(`account ${account.address} has no key ${keyId}`);
  return key;
}

function authnService(
  core: SandboxCore,
  walletUrl: string,
  method: Method,
  account: LedgerAccount | null,
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
      description: `Local sandbox wallet for the ${core.settings.chainId} sandbox (public test keys only)`,
    },
  };
}

function authnResponse(
  core: SandboxCore,
  walletUrl: string,
  method: Method,
  account: LedgerAccount,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const address = account.address;
  const prefix = method === 'HTTP/POST' ? `${walletUrl}/api` : `${walletUrl}/fcl`;
  const services: Record<string, unknown>[] = [
    authnService(core, walletUrl, method, account),
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
      keyOf(account, 0).privateKey,
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

interface VoucherSig {
  address?: unknown;
  keyId?: unknown;
  sig?: unknown;
}

/** Rebuilds the payload or envelope message from the Signable's voucher. */
export function messageFromVoucher(
  signable: Record<string, unknown>,
  signerAddress: string,
): string {
  const voucher = signable.voucher as Record<string, unknown> | undefined;
  if (voucher === undefined || voucher === null)
    throw new WalletError('the Signable has no voucher');
  const proposalKey = (voucher.proposalKey ?? {}) as Record<string, unknown>;
  const hex = (value: unknown): string =>
    String(value ?? '')
      .replace(/^0x/, '')
      .toLowerCase();
  const payer = hex(voucher.payer);
  const payloadSigs = (
    Array.isArray(voucher.payloadSigs) ? voucher.payloadSigs : []
  ) as VoucherSig[];
  const tx: TransactionBody = {
    script: new TextEncoder().encode(String(voucher.cadence ?? '')),
    arguments: (Array.isArray(voucher.arguments) ? voucher.arguments : []).map((arg) =>
      new TextEncoder().encode(JSON.stringify(arg)),
    ),
    referenceBlockId: String(voucher.refBlock ?? ''),
    gasLimit: BigInt(Number(voucher.computeLimit ?? 0)),
    proposalKey: {
      address: hex(proposalKey.address),
      keyIndex: Number(proposalKey.keyId ?? 0),
      sequenceNumber: BigInt(Number(proposalKey.sequenceNum ?? 0)),
    },
    payer,
    authorizers: (Array.isArray(voucher.authorizers) ? voucher.authorizers : []).map(hex),
    payloadSignatures: payloadSigs
      .filter((sig) => typeof sig.sig === 'string' && sig.sig !== '')
      .map((sig) => ({
        address: hex(sig.address),
        keyIndex: Number(sig.keyId ?? 0),
        signature: hexToBytes(String(sig.sig)),
      })),
    envelopeSignatures: [],
  };
  const isPayer = hex(signerAddress) === payer;
  return bytesToHex(isPayer ? envelopeMessage(tx) : payloadMessage(tx));
}

function signTransaction(
  core: SandboxCore,
  signable: Record<string, unknown>,
  badSignature: boolean,
): Record<string, unknown> {
  const address = normalizeAddress(String(signable.addr ?? ''));
  const keyId = Number(signable.keyId ?? 0);
  const account = core.ledger.account(address);
  if (account === undefined) throw new WalletError(`the sandbox wallet has no account ${address}`);
  const message = String(signable.message ?? '').toLowerCase();
  let expected: string;
  try {
    expected = messageFromVoucher(signable, address);
  } catch (error) {
    throw new WalletError(
      `cannot rebuild the message from the voucher: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (expected !== message) {
    throw new WalletError(
      'refusing to sign: the message does not match the transaction in the voucher',
    );
  }
  let signature = signMessage(hexToBytes(message), keyOf(account, keyId).privateKey);
  if (badSignature) signature = flip(signature);
  return {
    f_type: 'CompositeSignature',
    f_vsn: '1.0.0',
    addr: address,
    keyId,
    signature: bytesToHex(signature),
  };
}

function signUserMessage(
  core: SandboxCore,
  body: Record<string, unknown>,
  badSignature: boolean,
): Record<string, unknown> {
  const message = String(body.message ?? '');
  if (!/^([0-9a-fA-F]{2})*$/.test(message)) throw new WalletError('the message must be hex');
  const data = (body.data ?? {}) as Record<string, unknown>;
  const requested = String(body.address ?? data.addr ?? data.address ?? '');
  const account = pickAccount(core, requested === '' ? null : requested);
  const keyId = Number(data.keyId ?? 0);
  let signature = signMessage(userMessage(message), keyOf(account, keyId).privateKey);
  if (badSignature) signature = flip(signature);
  return {
    f_type: 'CompositeSignature',
    f_vsn: '1.0.0',
    addr: account.address,
    keyId,
    signature: bytesToHex(signature),
  };
}

export { isLoopback };
