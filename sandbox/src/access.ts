/** The Access API (REST) server, with the control API under /_sandbox/ and the WebSocket. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isFixtureName } from '../fixtures/index.ts';
import type { Block } from './chain.ts';
import { HttpError, invalidArgument, notFound } from './errors.ts';
import type { Fault } from './faults.ts';
import {
  CORS_HEADERS,
  isLoopback,
  parseJson,
  readBody,
  send,
  sendError,
  sendJson,
  sleep,
} from './http.ts';
import { jsonSafe } from './ledger.ts';
import type { SandboxCore } from './sandbox.ts';
import { attachWebSocket } from './ws.ts';

const SPORK_ID = 'f1e2d3c4b5a697887766554433221100ffeeddccbbaa99887766554433221100';

export function createAccessServer(core: SandboxCore): Server {
  const server = createServer((req, res) => {
    void handle(core, req, res);
  });
  attachWebSocket(core, server);
  return server;
}

async function handle(core: SandboxCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;

  if (path.startsWith('/_sandbox/') || path === '/_sandbox') {
    if (!isLoopback(req)) return sendError(res, 403, 'the control API is loopback only');
    try {
      await handleControl(core, method, path.slice('/_sandbox/'.length), req, res);
    } catch (error) {
      sendError(res, 400, error instanceof Error ? error.message : String(error));
    }
    return;
  }

  const started = Date.now();
  const entry = {
    server: 'access' as const,
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
    res.writeHead(200, { ...CORS_HEADERS, 'Content-Length': '0' });
    res.end();
    return;
  }

  const fault = core.faults.takeRoute('access', method, path);
  if (fault !== null) {
    if (fault.hang === true) return; // never answer
    if (fault.drop === true) {
      req.socket.destroy();
      return;
    }
    if (fault.latencyMs !== undefined) await sleep(fault.latencyMs);
    const headers: Record<string, string> =
      fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) };
    if (fault.malformed !== undefined) {
      return send(
        res,
        200,
        fault.malformed === 'empty' ? '' : '{"chain_id": "flow-',
        'application/json',
        headers,
      );
    }
    if (fault.status !== undefined) {
      const body =
        fault.body ??
        JSON.stringify(
          { code: fault.status, message: `sandbox fault: HTTP ${fault.status} on ${path}` },
          null,
          '\t',
        );
      return send(res, fault.status, body, 'application/json', headers);
    }
  }

  try {
    const value = await route(core, method, path, url.searchParams, req);
    sendJson(res, 200, value);
  } catch (error) {
    if (error instanceof HttpError) return sendError(res, error.status, error.message);
    const message = error instanceof Error ? error.message : String(error);
    sendError(res, 500, `Invalid Flow request: ${message}`);
  }
}

function blockJson(core: SandboxCore, block: Block, expand: Set<string>): Record<string, unknown> {
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
    out.payload = { collection_guarantees: [], block_seals: [] };
    out._expandable = {};
  } else {
    out._expandable = { payload: `/v1/blocks/${block.id}/payload` };
  }
  out._links = { _self: `/v1/blocks/${block.id}` };
  out.block_status = block.height <= core.chain.sealedHeight ? 'BLOCK_SEALED' : 'BLOCK_FINALIZED';
  return out;
}

function heightOf(core: SandboxCore, value: string | null): number {
  if (value === null || value === '' || value === 'sealed') return core.chain.sealedHeight;
  if (value === 'final') return core.chain.finalHeight;
  if (!/^\d+$/.test(value)) {
    throw new HttpError(400, `invalid height format: ${value}`);
  }
  const height = Number(value);
  if (height > core.chain.finalHeight) {
    throw notFound(`failed to get block: block at height ${height} not found`);
  }
  return height;
}

function expandSet(params: URLSearchParams): Set<string> {
  return new Set((params.get('expand') ?? '').split(',').filter((s) => s !== ''));
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
      const ids = id.split(',');
      return ids.map((blockId) => {
        const block = chain.blockById(blockId);
        if (block === undefined) throw notFound(`failed to get block by ID: ${blockId}`);
        return blockJson(core, block, expand);
      });
    }
    const start = params.get('start_height');
    const end = params.get('end_height');
    if (start !== null || end !== null) {
      const from = heightOf(core, start);
      const to = heightOf(core, end);
      const blocks: Record<string, unknown>[] = [];
      for (let h = from; h <= to && blocks.length < 50; h += 1) {
        const block = chain.blockAt(h);
        if (block !== undefined) blocks.push(blockJson(core, block, expand));
      }
      return blocks;
    }
    const heights = (params.get('height') ?? 'sealed').split(',');
    return heights.map((h) => {
      const block = chain.blockAt(heightOf(core, h));
      if (block === undefined) throw notFound(`block at height ${h} not found`);
      return blockJson(core, block, expand);
    });
  }
  if (method === 'GET' && resource === 'accounts' && id !== undefined) {
    heightOf(core, params.get('block_height'));
    const account = core.ledger.account(id);
    const hex = id.replace(/^0x/, '').toLowerCase();
    if (!/^[0-9a-f]{1,16}$/.test(hex)) throw new HttpError(400, 'invalid address');
    if (account === undefined) {
      throw notFound(
        `failed to get account: account with address ${hex.padStart(16, '0')} does not exist`,
      );
    }
    const address = account.address.slice(2);
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
    const out: Record<string, unknown> = { address, balance };
    const expandable: Record<string, string> = {};
    if (expand.has('keys')) out.keys = keys;
    else expandable.keys = `/v1/accounts/${address}?expand=keys`;
    if (expand.has('contracts')) {
      out.contracts = Object.fromEntries(
        Object.keys(account.contracts).map((name) => [
          name,
          Buffer.from(`access(all) contract ${name} {}\n`).toString('base64'),
        ]),
      );
    } else {
      expandable.contracts = `/v1/accounts/${address}?expand=contracts`;
    }
    out._expandable = expandable;
    out._links = { _self: `/v1/accounts/${address}` };
    return out;
  }
  if (method === 'POST' && resource === 'scripts') {
    const body = await jsonBody(req);
    const record = (body ?? {}) as Record<string, unknown>;
    const blockId = params.get('block_id');
    let block: Block | undefined;
    if (blockId !== null && blockId !== '') {
      block = chain.blockById(blockId);
      if (block === undefined) throw notFound(`failed to get block by ID: ${blockId}`);
    } else {
      block = chain.blockAt(heightOf(core, params.get('block_height')));
    }
    if (block === undefined) throw notFound('block not found');
    return chain.executeScript(record.script, record.arguments, block);
  }
  if (method === 'POST' && resource === 'transactions' && id === undefined) {
    const body = await jsonBody(req);
    return chain.submit(body);
  }
  if (method === 'GET' && resource === 'transactions' && id !== undefined) {
    const tx = chain.transactions.get(id.toLowerCase());
    if (tx === undefined) throw notFound(`failed to get transaction: transaction ${id} not found`);
    const out: Record<string, unknown> = { ...tx.rest };
    if (expandSet(params).has('result')) {
      out.result = chain.resultOf(tx);
      out._expandable = {};
    }
    return out;
  }
  if (method === 'GET' && resource === 'transaction_results' && id !== undefined) {
    if (!/^[0-9a-fA-F]{64}$/.test(id)) throw new HttpError(400, 'invalid ID format');
    const tx = chain.transactions.get(id.toLowerCase());
    if (tx === undefined) {
      throw notFound(`failed to get transaction result: transaction ${id} not found`);
    }
    return chain.resultOf(tx);
  }
  if (method === 'GET' && resource === 'collections' && id !== undefined) {
    const tx = [...chain.transactions.values()].find((t) => t.collectionId === id.toLowerCase());
    if (tx === undefined) throw notFound(`failed to get collection: ${id} not found`);
    const expand = expandSet(params);
    return {
      id: tx.collectionId,
      ...(expand.has('transactions')
        ? { transactions: [tx.rest], _expandable: {} }
        : { _expandable: { transactions: [`/v1/transactions/${tx.id}`] } }),
      _links: { _self: `/v1/collections/${tx.collectionId}` },
    };
  }
  if (method === 'GET' && resource === 'events') {
    const type = params.get('type');
    if (type === null || type === '') throw new HttpError(400, 'event type must be provided');
    const blockIds = params.get('block_ids');
    let blocks: Block[];
    if (blockIds !== null && blockIds !== '') {
      blocks = blockIds.split(',').map((blockId) => {
        const block = chain.blockById(blockId);
        if (block === undefined) throw notFound(`failed to get block by ID: ${blockId}`);
        return block;
      });
    } else {
      const startParam = params.get('start_height');
      const endParam = params.get('end_height');
      if (startParam === null) {
        throw new HttpError(400, 'must provide either block IDs or start and end height range');
      }
      const start = heightOf(core, startParam);
      const end = Math.min(
        endParam === null ? chain.sealedHeight : heightOf(core, endParam),
        chain.sealedHeight,
      );
      if (end - start >= 250) {
        throw new HttpError(400, 'height range 250 exceeds maximum allowed of 250');
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

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return parseJson(text);
  } catch {
    throw new HttpError(400, 'request body must be valid JSON');
  }
}

async function handleControl(
  core: SandboxCore,
  method: string,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  const body = method === 'POST' ? ((await jsonBody(req)) ?? {}) : {};
  const record = body as Record<string, unknown>;
  const control = core.control();
  switch (`${method} ${path}`) {
    case 'POST reset': {
      const fixture = record.fixture;
      if (fixture !== undefined && !isFixtureName(fixture)) throw new Error('unknown fixture');
      await control.reset(fixture);
      return sendJson(res, 200, { ok: true, settings: core.settings });
    }
    case 'GET state':
      return sendJson(res, 200, await control.state());
    case 'GET accounts':
      return sendJson(res, 200, await control.accounts());
    case 'GET faults':
      return sendJson(res, 200, core.faults.list());
    case 'POST faults':
      core.addFault(body as Fault);
      return sendJson(res, 200, { ok: true, faults: core.faults.list() });
    case 'DELETE faults':
      core.faults.clear();
      return sendJson(res, 200, { ok: true });
    case 'GET requests':
      return sendJson(res, 200, await control.requests());
    case 'DELETE requests':
      await control.clearRequests();
      return sendJson(res, 200, { ok: true });
    case 'POST blocks': {
      const count = record.count === undefined ? 1 : Number(record.count);
      if (!Number.isInteger(count) || count < 1 || count > 10_000) {
        throw new Error('count must be an integer between 1 and 10000');
      }
      return sendJson(res, 200, { height: await control.advanceBlocks(count) });
    }
    case 'GET settings':
      return sendJson(res, 200, await control.settings());
    case 'POST settings':
      return sendJson(res, 200, await control.updateSettings(record));
    case 'GET transactions':
      return sendJson(
        res,
        200,
        jsonSafe(
          [...core.chain.transactions.values()].map((tx) => ({
            id: tx.id,
            file: tx.file.file,
            result: core.chain.resultOf(tx),
          })),
        ),
      );
    default:
      throw invalidArgument(`unknown control route ${method} /_sandbox/${path}`);
  }
}
