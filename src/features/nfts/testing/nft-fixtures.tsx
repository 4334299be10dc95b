import type { ReactElement } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CadenceValue } from '../../../flow/cadence/json-cadence.ts';
import { getNftCollectionsScript } from '../../../flow/cadence/scripts/get_nft_collections.ts';
import { getNftDetailScript } from '../../../flow/cadence/scripts/get_nft_detail.ts';
import { getNftsPageScript } from '../../../flow/cadence/scripts/get_nfts_page.ts';
import type { CadenceRequest } from '../../../flow/client/flow-client.ts';
import { FakeFlowClient } from '../../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../../test/RouterAt.tsx';

export const ALICE = '0x01cf0e2f2f715450';

/** Payloads that must stay inert (as in worlds/hostile.ts). */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  handler: '"><svg onload=alert(1)>',
  img: '<img src=x onerror=alert(1)>',
  rtl: 'gnp.\u202Eexe.safe',
  zeroWidth: 'Fl\u200Bow\u200Ddeck\uFEFF',
  huge: `${'A'.repeat(10_000)}<script>alert(1)</script>`,
  svgWithScript:
    'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
} as const;

export const UNSAFE_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://insecure.example.com/image.png',
  'vbscript:msgbox(1)',
  '//evil.example.com/x.png',
  HOSTILE.svgWithScript,
  'ipfs://bafy/../../etc/passwd',
] as const;

type Fields = Record<string, unknown>;

/** A CollectionSummary as FCL decodes it (Int as a decimal string, optionals as null). */
export function collectionValue(storagePath: string, fields: Fields = {}): Fields {
  return {
    identifier: `A.0ae53cb6e3f42a79.${storagePath}.Collection`,
    storagePath,
    name: storagePath,
    description: `About ${storagePath}`,
    squareImage: `https://example.com/${storagePath}.png`,
    externalURL: `https://example.com/${storagePath}`,
    count: '3',
    ...fields,
  };
}

/** An NFTItem as FCL decodes it. */
export function itemValue(id: number | bigint, fields: Fields = {}): Fields {
  return {
    id: id.toString(),
    name: `NFT ${id}`,
    description: `Description of NFT ${id}`,
    thumbnail: `https://example.com/nft/${id}.png`,
    ...fields,
  };
}

/** The NFTPage the script returns for a collection of `total` NFTs with ids 1…total. */
export function pageValue(total: number, offset: number, limit: number): Fields {
  const end = Math.min(total, offset + limit);
  const items: Fields[] = [];
  for (let index = offset; index < end; index++) items.push(itemValue(index + 1));
  return { total: total.toString(), items };
}

/** An NFTDetail as FCL decodes it. */
export function detailValue(id: number | bigint, fields: Fields = {}): Fields {
  return {
    id: id.toString(),
    type: 'A.0ae53cb6e3f42a79.ExampleNFT.NFT',
    name: `NFT ${id}`,
    description: `Description of NFT ${id}`,
    thumbnail: `https://example.com/nft/${id}.png`,
    serial: '7',
    externalURL: 'https://example.com/nft',
    traits: [
      { name: 'Colour', value: 'Green' },
      { name: 'Level', value: '3' },
    ],
    ...fields,
  };
}

/** The value of the JSON-Cadence argument at `index` of a request. */
export function argumentAt(request: CadenceRequest, index: number): string {
  const argument: CadenceValue | undefined = request.args?.[index];
  if (argument === undefined || !('value' in argument) || typeof argument.value !== 'string') {
    throw new Error(`No scalar argument at ${index}`);
  }
  return argument.value;
}

export interface NftScriptHandlers {
  readonly collections?: (address: string) => Promise<unknown>;
  readonly page?: (storagePath: string, offset: number, limit: number) => Promise<unknown>;
  readonly detail?: (storagePath: string, id: bigint) => Promise<unknown>;
  /** Any other script (the asset listing, the ids): unanswered ones fail the test. */
  readonly other?: (request: CadenceRequest) => Promise<unknown>;
}

/** Answers the three NFT scripts through the handlers; any other request fails the test. */
export function answerNftScripts(handlers: NftScriptHandlers) {
  return async (request: CadenceRequest): Promise<unknown> => {
    if (request.cadence === getNftCollectionsScript.cadence && handlers.collections) {
      return handlers.collections(argumentAt(request, 0));
    }
    if (request.cadence === getNftsPageScript.cadence && handlers.page) {
      return handlers.page(
        argumentAt(request, 1),
        Number(argumentAt(request, 2)),
        Number(argumentAt(request, 3)),
      );
    }
    if (request.cadence === getNftDetailScript.cadence && handlers.detail) {
      return handlers.detail(argumentAt(request, 1), BigInt(argumentAt(request, 2)));
    }
    if (handlers.other) return handlers.other(request);
    throw new Error('Unexpected script in this test');
  };
}

/** The requests the client received for one script. */
export function requestsOf(client: FakeFlowClient, cadence: string): CadenceRequest[] {
  return client.queries.filter((request) => request.cadence === cadence);
}

/** The offsets of the page requests the client received, in order. */
export function pageOffsets(client: FakeFlowClient): number[] {
  return requestsOf(client, getNftsPageScript.cadence).map((request) =>
    Number(argumentAt(request, 2)),
  );
}

function LocationProbe() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{`${pathname}${search ? `?${search}` : ''}`}</output>;
}

/** Renders `ui` at `path` in memory routing, on a FakeFlowClient answering `handlers`. */
export function renderAt(path: string, ui: ReactElement, handlers: NftScriptHandlers) {
  const client = new FakeFlowClient();
  client.queryResult = answerNftScripts(handlers);
  const rendered = renderWithFlow(
    <RouterAt path={path}>
      {ui}
      <LocationProbe />
    </RouterAt>,
    client,
  );
  return { ...rendered, client };
}

/** Attributes and URLs that would make chain data active: none may be in the DOM. */
export function activeContentIn(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) {
        found.push(`${tag}[${attribute.name}]`);
      }
      if (
        ['href', 'src', 'srcset', 'action', 'xlink:href'].includes(attribute.name) &&
        !/^(https:\/\/|\/(?!\/))/.test(attribute.value)
      ) {
        found.push(`${tag}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
      }
    }
  }
  return found;
}
