/** The Access API (REST) server, with the control API under /_sandbox/ and the WebSocket. */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { badRequest, HttpError, invalidArgument, notFound } from '../../fault-proxy/src/errors.ts';
import {
  answerUnlessLost,
  applyRouteFault,
  CORS_HEADERS,
  isLoopback,
  logInternalError,
  logRequest,
  parseJson,
  readBody,
  sendError,
  sendJson,
} from '../../fault-proxy/src/http.ts';
import { isRecord } from '../../fault-proxy/src/util.ts';
import { isValidFlowAddress } from '../../src/flow/address.ts';
import { isFixtureName } from '../../worlds/index.ts';
import type { Block } from './chain.ts';
import { contractSource } from './contract-source.ts';
import { jsonSafe, type Ledger } from './ledger.ts';
import type { SandboxCore } from './sandbox.ts';
import { attachWebSocket } from './ws.ts';

const SPORK_ID = 'f1e2d3c4b5a697887766554433221100ffeeddccbbaa99887766554433221100';
/** flow-go's limits on heights and ids per request (request/get_block.go, parser/id.go). */
const MAX_BLOCKS_PER_REQUEST = 50;

export function createAccessServer(core: SandboxCore): Server {
  const server = createServer((req, res) => {
    handle(core, req, res).catch((error: unknown) => {
      logInternalError(`${req.method ?? 'GET'} ${req.url ?? '/'}`, error);
      sendError(res, 500, 'internal server error');
    });
  });
  attachWebSocket(core, server);
  return server;
}

async function handle(core: SandboxCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;

  if (path.startsWith('/_sandbox/') || path === '/_sandbox') {
    return handleControlRequest(core, method, path, req, res);
  }

  logRequest((entry) => core.log(entry), 'access', req, res, url);

  if (method === 'OPTIONS') {
    res.writeHead(200, { ...CORS_HEADERS, 'Content-Length': '0' });
    res.end();
    return;
  }

  const fault = core.faults.takeRoute('access', method, path);
  if (fault !== null && (await applyRouteFault(fault, req, res, path))) return;

  try {
    const value = await route(core, method, path, url.searchParams, req);
    answerUnlessLost(fault, req, () => sendJson(res, 200, value));
  } catch (error) {
    if (error instanceof HttpError) {
      return answerUnlessLost(fault, req, () => sendError(res, error.status, error.message));
    }
    logInternalError(`${method} ${path}`, error);
    const message = error instanceof Error ? error.message : String(error);
    sendError(res, 500, `Invalid Flow request: ${message}`);
  }
}

function blockJson(core: SandboxCore, block: Block, expand: Set<string>): Record<string, unknown> {
  const chain = core.chain;
  const out: Record<string, unknown> = {
    header: {
      id: block.id,
      parent_id: block.parentId,
      height: String(block.height),
      timestamp: block.timestamp,
      parent_voter_signature: block.parentVoterSignature,
    },
  };
  if (expand.has('payload')) {
    const collection =
      block.collectionId === null ? undefined : chain.collections.get(block.collectionId);
    const sealed = chain.sealedBy(block);
    const signerId = hashLike(`collector ${SPORK_ID}`);
    out.payload = {
      collection_guarantees:
        collection === undefined
          ? []
          : [
              {
                collection_id: collection.id,
                // flow-go sends signer_indices (hex); the OpenAPI spec names signer_ids.
                signer_indices: '01',
                signer_ids: [signerId],
                signature: Buffer.from(`guarantee ${collection.id}`).toString('base64'),
                reference_block_id: collection.referenceBlockId,
                cluster_chain_id: 'cluster-sandbox-0',
              },
            ],
      block_seals:
        sealed === undefined
          ? []
          : [
              {
                block_id: sealed.id,
                result_id: hashLike(`result ${sealed.id}`),
                final_state: hashLike(`state ${sealed.id}`),
                aggregated_approval_signatures: [
                  {
                    verifier_signatures: [Buffer.from(`approval ${sealed.id}`).toString('base64')],
                    signer_ids: [hashLike(`verifier ${SPORK_ID}`)],
                  },
                ],
              },
            ],
    };
    out._expandable = {};
  } else {
    out._expandable = { payload: `/v1/blocks/${block.id}/payload` };
  }
  out._links = { _self: `/v1/blocks/${block.id}` };
  out.block_status = block.height <= chain.sealedHeight ? 'BLOCK_SEALED' : 'BLOCK_FINALIZED';
  return out;
}

/** A deterministic 64-hex identifier for sandbox-made payload fields. */
function hashLike(text: string): string {
  let out = '';
  let state = 0x811c9dc5;
  for (let round = 0; out.length < 64; round += 1) {
    for (const char of `${round}:${text}`) {
      state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
    }
    out += state.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

type HeightRequest = number | 'final' | 'sealed' | null;

/** flow-go's Height.Parse: '' → null (not given), `final`, `sealed` or a uint64. */
function parseHeight(value: string | null): HeightRequest {
  if (value === null || value === '') return null;
  if (value === 'final' || value === 'sealed') return value;
  if (!/^\d+$/.test(value)) throw badRequest('invalid height format');
  const height = Number(value);
  if (!Number.isSafeInteger(height)) throw badRequest('invalid height value');
  return height;
}

function resolveHeight(core: SandboxCore, height: HeightRequest): number {
  if (height === null || height === 'sealed') return core.chain.sealedHeight;
  if (height === 'final') return core.chain.finalHeight;
  return height;
}

function blockAtHeight(core: SandboxCore, height: number): Block {
  const block = core.chain.blockAt(height);
  if (block === undefined) throw new HttpError(404, `error looking up block at height ${height}`);
  return block;
}

function expandSet(params: URLSearchParams): Set<string> {
  return new Set((params.get('expand') ?? '').split(',').filter((s) => s !== ''));
}

function parseId(raw: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw badRequest('invalid ID format');
  return raw.toLowerCase();
}

/** flow-go's parser.ParseAddress: 16 hex digits, valid for the chain. */
function parseAddress(core: SandboxCore, raw: string): string {
  const digits = raw.replace(/^0x/, '');
  if (!/^[0-9a-fA-F]{16}$/.test(digits)) throw badRequest('invalid address');
  const network = core.ledger.network;
  if (!isValidFlowAddress(digits, network)) {
    throw badRequest(
      `rpc error: code = InvalidArgument desc = address ${digits.toLowerCase()} is invalid for chain ${core.settings.chainId}`,
    );
  }
  return `0x${digits.toLowerCase()}`;
}

/** GET /v1/blocks (flow-go's GetBlocksByHeight with request.GetBlock's checks). */
function blocksByHeight(core: SandboxCore, params: URLSearchParams): Block[] {
  const start = parseHeight(params.get('start_height'));
  const end = parseHeight(params.get('end_height'));
  const rawHeights = (params.get('height') ?? '').split(',');
  const heights: Exclude<HeightRequest, null>[] = [];
  for (const raw of rawHeights) {
    const height = parseHeight(raw);
    if (height !== null && !heights.includes(height)) heights.push(height);
  }
  if (heights.length > 0 && (start !== null || end !== null)) {
    throw badRequest('can only provide either heights or start and end height range');
  }
  if (heights.length === 0 && (start === null || end === null)) {
    throw badRequest('must provide either heights or start and end height range');
  }
  if (heights.length > 0) {
    if (heights.length > MAX_BLOCKS_PER_REQUEST) {
      throw badRequest(`at most ${MAX_BLOCKS_PER_REQUEST} heights can be requested at a time`);
    }
    if (heights.length > 1 && heights.some((h) => h === 'final' || h === 'sealed')) {
      throw badRequest("can not provide 'final' or 'sealed' values with other height values");
    }
    return heights.map((height) => blockAtHeight(core, resolveHeight(core, height)));
  }
  const from = resolveHeight(core, start);
  const numericEnd = typeof end === 'number';
  const to = resolveHeight(core, end);
  if (from > to) throw badRequest('start height must be less than or equal to end height');
  if (numericEnd && to - from >= MAX_BLOCKS_PER_REQUEST) {
    throw badRequest(
      `height range ${to - from} exceeds maximum allowed of ${MAX_BLOCKS_PER_REQUEST}`,
    );
  }
  const blocks: Block[] = [];
  for (let height = from; height <= to; height += 1) blocks.push(blockAtHeight(core, height));
  return blocks;
}

/** The block a script or an account read asks for (`block_height` or `block_id`). */
function readBlock(core: SandboxCore, params: URLSearchParams, allowId: boolean): Block {
  const height = parseHeight(params.get('block_height'));
  const rawId = params.get('block_id') ?? '';
  if (allowId && rawId !== '') {
    const id = parseId(rawId);
    if (height !== null) throw badRequest('can not provide both block ID and block height');
    const block = core.chain.blockById(id);
    if (block === undefined)
      throw notFound(`not found: failed to get block by ID ${id}: key not found`);
    return block;
  }
  const resolved = resolveHeight(core, height);
  const block = core.chain.blockAt(resolved);
  if (block === undefined) {
    throw notFound(`not found: failed to retrieve block ID for height ${resolved}: key not found`);
  }
  return block;
}

async function route(
  core: SandboxCore,
  method: string,
  path: string,
  params: URLSearchParams,
  req: IncomingMessage,
): Promise<unknown> {
  const chain = core.chain;
  const parts = path.split('/').filter((p) => p !== '');
  if (parts[0] !== 'v1') throw new HttpError(404, `404 page not found: ${path}`);
  const resource = parts[1] ?? '';
  const id = parts[2];

  if (method === 'GET' && resource === 'network' && id === 'parameters') {
    return { chain_id: core.settings.chainId };
  }
  if (method === 'GET' && resource === 'node_version_info') {
    return {
      semver: 'v0.0.0-flowdeck-sandbox',
      commit: '0000000000000000000000000000000000000000',
      spork_id: SPORK_ID,
      protocol_version: '0',
      protocol_state_version: '0',
      spork_root_block_height: '0',
      node_root_block_height: '0',
    };
  }
  if (method === 'GET' && resource === 'blocks') {
    const expand = expandSet(params);
    if (id !== undefined) {
      const ids = [...new Set(id.split(','))];
      if (ids.length > MAX_BLOCKS_PER_REQUEST) {
        throw badRequest(`at most ${MAX_BLOCKS_PER_REQUEST} IDs can be requested at a time`);
      }
      return ids.map((raw) => {
        const blockId = parseId(raw);
        const block = chain.blockById(blockId);
        if (block === undefined)
          throw new HttpError(404, `error looking up block with ID ${blockId}`);
        return blockJson(core, block, expand);
      });
    }
    return blocksByHeight(core, params).map((block) => blockJson(core, block, expand));
  }
  if (method === 'GET' && resource === 'accounts' && id !== undefined) {
    const address = parseAddress(core, id);
    const block = readBlock(core, params, false);
    return accountJson(chain.ledgerAt(block.height), address, parts, params);
  }
  if (method === 'POST' && resource === 'scripts') {
    const block = readBlock(core, params, true);
    const body = await jsonBody(req);
    const record = isRecord(body) ? body : {};
    return chain.executeScript(record.script, record.arguments, block);
  }
  if (method === 'POST' && resource === 'transactions' && id === undefined) {
    const body = await jsonBody(req);
    return chain.submit(body);
  }
  if (method === 'GET' && resource === 'transactions' && id !== undefined) {
    const txId = parseId(id);
    const tx = chain.transactions.get(txId);
    if (tx === undefined)
      throw notFound(`failed to get transaction: transaction ${txId} not found`);
    const out: Record<string, unknown> = { ...tx.rest };
    if (expandSet(params).has('result')) {
      out.result = chain.resultOf(tx);
      out._expandable = {};
    }
    return out;
  }
  if (method === 'GET' && resource === 'transaction_results' && id !== undefined) {
    const txId = parseId(id);
    const tx = chain.transactions.get(txId);
    if (tx === undefined) {
      throw notFound(`failed to get transaction result: transaction ${txId} not found`);
    }
    return chain.resultOf(tx);
  }
  if (method === 'GET' && resource === 'collections' && id !== undefined) {
    const collectionId = parseId(id);
    const collection = chain.collections.get(collectionId);
    if (collection === undefined) {
      throw notFound(`failed to get collection: collection ${collectionId} not found`);
    }
    const transactions = collection.transactionIds.flatMap((txId) => {
      const tx = chain.transactions.get(txId);
      return tx === undefined ? [] : [tx];
    });
    return {
      id: collection.id,
      ...(expandSet(params).has('transactions')
        ? { transactions: transactions.map((tx) => tx.rest), _expandable: {} }
        : {
            _expandable: {
              transactions: transactions.map((tx) => `/v1/transactions/${tx.id}`),
            },
          }),
      _links: { _self: `/v1/collections/${collection.id}` },
    };
  }
  if (method === 'GET' && resource === 'events') {
    const type = params.get('type');
    if (type === null || type === '') throw badRequest('event type must be provided');
    const blockIds = params.get('block_ids');
    let blocks: Block[];
    if (blockIds !== null && blockIds !== '') {
      blocks = blockIds.split(',').map((raw) => {
        const blockId = parseId(raw);
        const block = chain.blockById(blockId);
        if (block === undefined) throw notFound(`failed to get block by ID: ${blockId}`);
        return block;
      });
    } else {
      const startParam = params.get('start_height');
      if (startParam === null) {
        throw badRequest('must provide either block IDs or start and end height range');
      }
      const start = resolveHeight(core, parseHeight(startParam));
      const endParam = parseHeight(params.get('end_height'));
      const end = Math.min(
        endParam === null ? chain.sealedHeight : resolveHeight(core, endParam),
        chain.sealedHeight,
      );
      if (end - start >= 250) {
        throw badRequest('height range 250 exceeds maximum allowed of 250');
      }
      blocks = [];
      for (let h = start; h <= end; h += 1) {
        const block = chain.blockAt(h);
        if (block !== undefined) blocks.push(block);
      }
    }
    return chain.eventsIn(type, blocks);
  }
  throw new HttpError(404, `404 page not found: ${method} ${path}`);
}

function accountJson(
  ledger: Ledger,
  address: string,
  parts: string[],
  params: URLSearchParams,
): unknown {
  const account = ledger.account(address);
  const hex = address.slice(2);
  if (account === undefined) {
    throw notFound(`failed to get account: account with address ${hex} does not exist`);
  }
  const keys = account.keys.map((key) => ({
    index: String(key.index),
    public_key: key.publicKey,
    signing_algorithm: key.signingAlgorithm,
    hashing_algorithm: key.hashingAlgorithm,
    sequence_number: key.sequenceNumber.toString(),
    weight: String(key.weight),
    revoked: key.revoked,
  }));
  const balance = (account.flowVault?.balance ?? 0n).toString();
  if (parts[3] === 'balance') return { balance };
  if (parts[3] === 'keys') {
    if (parts[4] !== undefined) {
      const key = keys.find((k) => k.index === parts[4]);
      if (key === undefined) throw notFound(`account key with index ${parts[4]} does not exist`);
      return key;
    }
    return { keys };
  }
  const expand = expandSet(params);
  const out: Record<string, unknown> = { address: hex, balance };
  const expandable: Record<string, string> = {};
  if (expand.has('keys')) out.keys = keys;
  else expandable.keys = `/v1/accounts/${hex}?expand=keys`;
  if (expand.has('contracts')) {
    out.contracts = Object.fromEntries(
      Object.keys(account.contracts).map((name) => [
        name,
        Buffer.from(contractSource(ledger.state, account, name)).toString('base64'),
      ]),
    );
  } else {
    expandable.contracts = `/v1/accounts/${hex}?expand=contracts`;
  }
  out._expandable = expandable;
  out._links = { _self: `/v1/accounts/${hex}` };
  return out;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return parseJson(text);
  } catch {
    throw badRequest('request body contains badly-formed JSON');
  }
}

// ---------------------------------------------------------------- control API

/** Whether the Host header names this machine (defeats DNS rebinding). */
function isLoopbackHost(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '';
}

/**
 * The control API: loopback only, and only for programs, never for web pages: it sends no CORS
 * headers, refuses any request that carries an Origin (every browser POST does, even a "simple"
 * one that needs no preflight) and any Host that is not loopback.
 */
async function handleControlRequest(
  core: SandboxCore,
  method: string,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const noCors = { cors: false } as const;
  if (!isLoopback(req)) return sendError(res, 403, 'the control API is loopback only', noCors);
  if (req.headers.origin !== undefined || !isLoopbackHost(req)) {
    return sendError(res, 403, 'the control API does not answer web pages', noCors);
  }
  if (method === 'OPTIONS') {
    res.writeHead(405, { Allow: 'GET, POST, DELETE', 'Content-Length': '0' });
    res.end();
    return;
  }
  try {
    const value = await handleControl(core, method, path.slice('/_sandbox/'.length), req);
    sendJson(res, 200, value, noCors);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 400;
    sendError(res, status, error instanceof Error ? error.message : String(error), noCors);
  }
}

async function handleControl(
  core: SandboxCore,
  method: string,
  path: string,
  req: IncomingMessage,
): Promise<unknown> {
  const body = method === 'POST' ? ((await jsonBody(req)) ?? {}) : {};
  const record = isRecord(body) ? body : {};
  const control = core.control();
  switch (`${method} ${path}`) {
    case 'POST reset': {
      const fixture = record.fixture;
      if (fixture !== undefined && !isFixtureName(fixture)) throw new Error('unknown fixture');
      await control.reset(fixture);
      return { ok: true, settings: core.settings };
    }
    case 'GET state':
      return control.state();
    case 'GET accounts':
      return control.accounts();
    case 'GET faults':
      return core.faults.list();
    case 'POST faults':
      core.addFault(body);
      return { ok: true, faults: core.faults.list() };
    case 'DELETE faults':
      core.faults.clear();
      return { ok: true };
    case 'GET requests':
      return control.requests();
    case 'DELETE requests':
      await control.clearRequests();
      return { ok: true };
    case 'POST blocks': {
      const count = record.count === undefined ? 1 : Number(record.count);
      if (!Number.isInteger(count) || count < 1 || count > 10_000) {
        throw new Error('count must be an integer between 1 and 10000');
      }
      return { height: await control.advanceBlocks(count) };
    }
    case 'GET settings':
      return control.settings();
    case 'POST settings':
      return core.updateSettings(body);
    case 'GET transactions':
      return jsonSafe(
        [...core.chain.transactions.values()].map((tx) => ({
          id: tx.id,
          file: tx.file.file,
          result: core.chain.resultOf(tx),
          sealedAt: tx.sealedAt,
        })),
      );
    default:
      throw invalidArgument(`unknown control route ${method} /_sandbox/${path}`);
  }
}
