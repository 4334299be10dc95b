/**
 * Two third-party history APIs as the app meets them, for the browser suite: a FlowIndex
 * (Find-compatible) indexer under `/indexer` and a Blockscout explorer under `/blockscout`. They
 * answer in each service's documented shapes with rows a test gives them (already in those
 * shapes), paged as each service pages: FlowIndex by `limit`/`offset` with `_meta.has_more`,
 * Blockscout by handing back `next_page_params`. Each can also fail as the real ones do: 404,
 * 429, a slow answer. Nothing here knows Flow: the rows' truth is the test's.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type StandInMode = 'normal' | 'not-offered' | 'rate-limited' | 'slow';
export type StandInService = 'indexer' | 'blockscout';

/** Rows per address (as the path names it, lower case), in the service's own item shape. */
export interface StandInRows {
  readonly indexer?: Readonly<
    Record<string, { readonly ft?: readonly unknown[]; readonly nft?: readonly unknown[] }>
  >;
  readonly blockscout?: Readonly<
    Record<
      string,
      { readonly transactions?: readonly unknown[]; readonly tokenTransfers?: readonly unknown[] }
    >
  >;
}

export interface HistoryStandIn {
  readonly url: string;
  close(): Promise<void>;
}

const CORS = {
  // Both services answer every origin (FlowIndex's commonMiddleware, Blockscout's CORSPlug).
  'access-control-allow-origin': '*',
  'content-type': 'application/json',
};
const INDEXER_MAX_LIMIT = 200;
const BLOCKSCOUT_PAGE = 50;

export async function startHistoryStandIn(options: {
  /** 0: any free port. */
  readonly port: number;
  readonly slowMs?: number;
}): Promise<HistoryStandIn> {
  let rows: StandInRows = {};
  const modes: Record<StandInService, StandInMode> = { indexer: 'normal', blockscout: 'normal' };
  const requests: string[] = [];

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/control/')) return control(request, response, url.pathname);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const service: StandInService | null = url.pathname.startsWith('/indexer/')
      ? 'indexer'
      : url.pathname.startsWith('/blockscout/')
        ? 'blockscout'
        : null;
    if (!service) return send(response, 404, { error: 'not found' });
    switch (modes[service]) {
      case 'not-offered':
        return send(response, 404, { error: { message: 'not found' } });
      case 'rate-limited':
        // FlowIndex's own answer over its limit.
        return send(response, 429, { error: 'rate_limited', message: 'too many requests' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 12_000));
        break;
      default:
    }
    return service === 'indexer' ? indexer(url, response) : blockscout(url, response);
  }

  /** `/indexer/flow/v1/account/<address>/{ft,nft}/transfer?limit&offset`. */
  function indexer(url: URL, response: ServerResponse) {
    const match = /^\/indexer\/flow\/v1\/account\/(0x[0-9a-fA-F]{16})\/(ft|nft)\/transfer$/.exec(
      url.pathname,
    );
    if (!match?.[1] || !match[2]) return send(response, 404, { error: { message: 'not found' } });
    const asked = Number(url.searchParams.get('limit') ?? 20);
    // As FlowIndex: any limit outside 1–200 silently becomes 20.
    const limit = asked >= 1 && asked <= INDEXER_MAX_LIMIT ? asked : 20;
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0));
    const all = rows.indexer?.[match[1].toLowerCase()]?.[match[2] === 'ft' ? 'ft' : 'nft'] ?? [];
    const data = all.slice(offset, offset + limit);
    return send(response, 200, {
      _meta: { limit, offset, count: data.length, has_more: offset + limit < all.length },
      data,
    });
  }

  /** `/blockscout/api/v2/addresses/<address>/{transactions,token-transfers}`. */
  function blockscout(url: URL, response: ServerResponse) {
    const match =
      /^\/blockscout\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/(transactions|token-transfers)$/.exec(
        url.pathname,
      );
    if (!match?.[1] || !match[2]) return send(response, 404, { message: 'Not found' });
    const lists = rows.blockscout?.[match[1].toLowerCase()];
    const all = (match[2] === 'transactions' ? lists?.transactions : lists?.tokenTransfers) ?? [];
    // The position travels in the page params as Blockscout's own keys would (here `index`).
    const start = Number(url.searchParams.get('index') ?? 0);
    const items = all.slice(start, start + BLOCKSCOUT_PAGE);
    const next = start + BLOCKSCOUT_PAGE;
    const last = items.at(-1) as { block_number?: unknown } | undefined;
    return send(response, 200, {
      items,
      next_page_params:
        next < all.length
          ? { block_number: last?.block_number ?? 0, index: next, items_count: BLOCKSCOUT_PAGE }
          : null,
    });
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (path === '/control/requests') return send(response, 200, requests);
    const body = await readJson(request);
    switch (path) {
      case '/control/rows':
        rows = body as StandInRows;
        return send(response, 200, { ok: true });
      case '/control/mode': {
        const { service, mode } = body as { service: StandInService; mode: StandInMode };
        modes[service] = mode;
        return send(response, 200, { ok: true });
      }
      case '/control/reset':
        rows = {};
        modes.indexer = 'normal';
        modes.blockscout = 'normal';
        requests.length = 0;
        return send(response, 200, { ok: true });
      default:
        return send(response, 404, { error: 'no such control' });
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent) return;
  response.writeHead(status, CORS);
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}
