import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAssetPathsScript } from '../../flow/cadence/scripts/get_asset_paths.ts';
import { getNftCollectionsScript } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { getNftIdsScript } from '../../flow/cadence/scripts/get_nft_ids.ts';
import { getNftsPageScript } from '../../flow/cadence/scripts/get_nfts_page.ts';
import { AccessNodeError, accessNodeErrorFromResponse } from '../../flow/errors.ts';
import { FALLBACK_RECT, gridColumns, gridRowHeight } from './grid-layout.ts';
import { NftCollectionsView } from './NftCollectionsView.tsx';
import {
  ALICE,
  activeContentIn,
  argumentAt,
  collectionValue,
  HOSTILE,
  itemValue,
  pageOffsets,
  pageValue,
  renderAt,
  requestsOf,
  UNSAFE_URLS,
} from './testing/nft-fixtures.tsx';

const view = (basePath = '/nfts') => <NftCollectionsView address={ALICE} basePath={basePath} />;

const threeCollections = async () => [
  collectionValue('zebraCollection', { name: 'Zebras', count: '2' }),
  collectionValue('appleCollection', { name: 'apples', count: '3' }),
  collectionValue('emptyCollection', { name: 'Empty shelf', count: '0' }),
];

const pages = async (_path: string, offset: number, limit: number) => pageValue(3, offset, limit);

const never = () => new Promise<never>(() => {});

const cardLinks = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => /^\/.*\/\d+$/.test(link.getAttribute('href') ?? ''));

describe('NftCollectionsView', () => {
  it('default: lists the collections by name and shows the first non-empty one, in two requests', async () => {
    const { client } = renderAt('/nfts', view(), { collections: threeCollections, page: pages });

    expect(await screen.findByRole('link', { name: /NFT 3/ })).toHaveAttribute(
      'href',
      '/nfts/appleCollection/3',
    );
    const nav = screen.getByRole('navigation', { name: 'NFT collections' });
    const collectionLinks = within(nav).getAllByRole('link');
    expect(collectionLinks.map((link) => link.textContent)).toEqual([
      'apples' + 'appleCollection · 0x0ae5…2a79' + '3 NFTs',
      'Empty shelf' + 'emptyCollection · 0x0ae5…2a79' + '0 NFTs',
      'Zebras' + 'zebraCollection · 0x0ae5…2a79' + '2 NFTs',
    ]);
    // Each name comes with its contract (the chain's type, not the metadata's words).
    expect(within(nav).getAllByTestId('collection-contract')[0]).toHaveAttribute(
      'title',
      'A.0ae53cb6e3f42a79.appleCollection.Collection',
    );
    expect(collectionLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/nfts?collection=appleCollection',
      '/nfts?collection=emptyCollection',
      '/nfts?collection=zebraCollection',
    ]);
    expect(collectionLinks[0]).toHaveAttribute('aria-current', 'true');
    expect(collectionLinks[2]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'apples' })).toBeInTheDocument();
    const contract = screen.getByTestId('contract-link');
    expect(contract).toHaveTextContent('appleCollection · 0x0ae5…2a79');
    expect(within(contract).getByRole('button', { name: /Copy the address/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Collection website/ })).toHaveAttribute(
      'href',
      'https://example.com/appleCollection',
    );
    expect(cardLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/nfts/appleCollection/1',
      '/nfts/appleCollection/2',
      '/nfts/appleCollection/3',
    ]);
    expect(cardLinks()[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://example.com/nft/1.png',
    );

    expect(client.queries).toHaveLength(2);
    expect(requestsOf(client, getNftCollectionsScript.cadence)[0]?.args).toEqual([
      { type: 'Address', value: ALICE },
      { type: 'Optional', value: null },
    ]);
    expect(requestsOf(client, getNftsPageScript.cadence)[0]?.args).toEqual([
      { type: 'Address', value: ALICE },
      { type: 'String', value: 'appleCollection' },
      { type: 'Int', value: '0' },
      { type: 'Int', value: '60' },
    ]);
  });

  it('behavior: the collection parameter selects the collection, and links keep the base path', async () => {
    const base = `/address/${ALICE}/nfts`;
    const { client } = renderAt(`${base}?collection=zebraCollection&tab=x`, view(base), {
      collections: threeCollections,
      page: pages,
    });

    expect(await screen.findByRole('link', { name: /NFT 1/ })).toHaveAttribute(
      'href',
      `${base}/zebraCollection/1`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Zebras' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /apples/ })).toHaveAttribute(
      'href',
      `${base}?collection=appleCollection&tab=x`,
    );

    await userEvent.click(screen.getByRole('link', { name: /apples/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `${base}?collection=appleCollection&tab=x`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'apples' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /NFT 3/ });
    expect(
      requestsOf(client, getNftsPageScript.cadence).map((request) => request.args?.[1]),
    ).toEqual([
      { type: 'String', value: 'zebraCollection' },
      { type: 'String', value: 'appleCollection' },
    ]);

    await userEvent.click(screen.getByRole('link', { name: /NFT 2/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${base}/appleCollection/2`);
  });

  it('behavior: a collection the account does not hold is said so, with a way back', async () => {
    const { client } = renderAt('/nfts?collection=goneCollection', view(), {
      collections: threeCollections,
      page: pages,
    });

    expect(
      await screen.findByText('This account has no NFT collection with that name.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the first collection' })).toHaveAttribute(
      'href',
      '/nfts?collection=appleCollection',
    );
    expect(requestsOf(client, getNftsPageScript.cadence)).toHaveLength(0);
  });

  it('behavior: shows the empty state when the account holds no NFTs', async () => {
    const { client } = renderAt('/nfts', view(), { collections: async () => [] });

    expect(await screen.findByText('No NFTs in this account')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(client.queries).toHaveLength(1);
  });

  it('behavior: empty collections only are the empty state too', async () => {
    renderAt('/nfts', view(), {
      collections: async () => [
        collectionValue('aCollection', { count: '0' }),
        collectionValue('bCollection', { count: '0' }),
      ],
    });

    expect(await screen.findByText('No NFTs in this account')).toBeInTheDocument();
    expect(screen.getByText('It has 2 empty collections.')).toBeInTheDocument();
  });

  it('behavior: shows skeletons while loading', async () => {
    const { container } = renderAt('/nfts', view(), { collections: never });

    expect(await screen.findByText('Loading NFT collections…')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    const second = renderAt('/nfts', view(), { collections: threeCollections, page: never });
    await waitFor(() =>
      expect(second.container.querySelectorAll('.nft-card--skeleton')).toHaveLength(3),
    );
    expect(second.container.querySelector('.nft-grid__row')).toHaveAttribute('aria-busy', 'true');
  });

  it('error: a malformed collections answer is an error with Retry', async () => {
    let answer: unknown = [collectionValue('appleCollection', { count: 'many' })];
    const { client } = renderAt('/nfts', view(), {
      collections: async () => answer,
      page: pages,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The NFT collections could not be loaded.');
    expect(alert).toHaveTextContent('The network returned data Flowdeck could not read');

    answer = await threeCollections();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /NFT 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsOf(client, getNftCollectionsScript.cadence)).toHaveLength(2);
  });

  it.each([
    ['not an array', { collections: [] }],
    ['a missing field', [{ storagePath: 'a', name: 'A', count: '1' }]],
    ['a storage path that cannot be one', [collectionValue('../../x')]],
    ['a huge array', Array.from({ length: 1001 }, (_, i) => collectionValue(`c${i}`))],
  ])('error: collections with %s are unavailable', async (_case, answer) => {
    renderAt('/nfts', view(), { collections: async () => answer });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network returned data Flowdeck could not read',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("error: shows the access node error's short message", async () => {
    renderAt('/nfts', view(), {
      collections: async () => {
        throw new AccessNodeError({ kind: 'unavailable', statusCode: 503 });
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Flow access node is busy or unavailable. Try again shortly.',
    );
  });

  it.each([
    ['items that are not NFTs', { total: '3', items: [{ id: '-1', name: 'x' }] }],
    ['more items than asked for', { total: '500', items: pageValue(500, 0, 61).items }],
    ['no total', { items: [] }],
  ])('error: a page with %s is an error in the grid, with Retry', async (_case, answer) => {
    let page: unknown = answer;
    const { client } = renderAt('/nfts', view(), {
      collections: threeCollections,
      page: async () => page,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('NFTs 1–3 could not be loaded.');
    expect(alert).toHaveTextContent('The network returned data Flowdeck could not read');
    expect(cardLinks()).toHaveLength(0);

    page = pageValue(3, 0, 60);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /NFT 3/ })).toBeInTheDocument();
    expect(pageOffsets(client)).toEqual([0, 0]);
  });

  it('paging: fetches only the pages the grid reaches, once each', async () => {
    const { client } = renderAt('/nfts', view(), {
      collections: async () => [collectionValue('bigCollection', { count: '500' })],
      page: async (_path, offset, limit) => pageValue(500, offset, limit),
    });

    await screen.findByRole('link', { name: /NFT 1\b/ });
    const grid = screen.getByRole('region', { name: 'NFTs in bigCollection' });
    const columns = gridColumns(FALLBACK_RECT.width);
    const rowHeight = gridRowHeight(FALLBACK_RECT.width, columns);
    expect(grid).toHaveAttribute('data-columns', String(columns));
    // Rows in view plus the overscan: a few rows, not the 60 NFTs of the page, nor 500.
    expect(cardLinks().length).toBeGreaterThan(0);
    expect(cardLinks().length).toBeLessThanOrEqual(columns * 6);
    expect(pageOffsets(client)).toEqual([0]);

    const scrollTo = (row: number) =>
      act(() => {
        grid.scrollTop = row * rowHeight;
        fireEvent.scroll(grid);
      });

    // Row 13 holds NFTs 66–70 (5 columns, 12 rows a page): the second page.
    await scrollTo(13);
    expect(await screen.findByRole('link', { name: /NFT 66\b/ })).toHaveAttribute(
      'href',
      '/nfts/bigCollection/66',
    );
    expect(pageOffsets(client)).toEqual([0, 60]);

    await scrollTo(0);
    expect(await screen.findByRole('link', { name: /NFT 1\b/ })).toBeInTheDocument();
    await scrollTo(13);
    await screen.findByRole('link', { name: /NFT 66\b/ });
    expect(pageOffsets(client)).toEqual([0, 60]);

    await scrollTo(97);
    expect(await screen.findByRole('link', { name: /NFT 500\b/ })).toBeInTheDocument();
    expect(pageOffsets(client)).toEqual([0, 60, 420, 480]);
    expect(requestsOf(client, getNftsPageScript.cadence).map((r) => r.args?.[3])).toEqual(
      Array(4).fill({ type: 'Int', value: '60' }),
    );
  });

  it('security: hostile metadata renders as inert, clamped text with placeholders', async () => {
    const texts = [
      HOSTILE.script,
      HOSTILE.handler,
      HOSTILE.img,
      HOSTILE.rtl,
      HOSTILE.zeroWidth,
      HOSTILE.huge,
      HOSTILE.script,
      HOSTILE.img,
    ];
    const { container } = renderAt('/nfts', view(), {
      collections: async () => [
        collectionValue('HostileNFTCollection', {
          name: HOSTILE.huge,
          description: `${HOSTILE.handler}${HOSTILE.rtl}`,
          squareImage: HOSTILE.svgWithScript,
          externalURL: ' JaVaScRiPt:alert(1)',
          count: String(UNSAFE_URLS.length),
        }),
      ],
      page: async () => ({
        total: String(UNSAFE_URLS.length),
        items: UNSAFE_URLS.map((url, index) =>
          itemValue(index + 1, { name: texts[index], description: HOSTILE.img, thumbnail: url }),
        ),
      }),
    });

    await waitFor(() => expect(cardLinks()).toHaveLength(UNSAFE_URLS.length));
    const cards = cardLinks();
    expect(cards[0]).toHaveTextContent(HOSTILE.script);
    expect(cards[2]).toHaveTextContent(HOSTILE.img);
    expect(cards[3]).toHaveTextContent('gnp.exe.safe');
    expect(cards[4]).toHaveTextContent('Flowdeck');
    const hugeName = cards[5]?.querySelector('.nft-card__name')?.textContent ?? '';
    expect(hugeName.length).toBeLessThanOrEqual(200);
    expect(hugeName.endsWith('…')).toBe(true);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent?.length).toBeLessThanOrEqual(200);

    // Every URL was unsafe: placeholders only, no image, and no link to the collection "website".
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('.media-placeholder')).toHaveLength(UNSAFE_URLS.length + 1);
    expect(screen.queryByRole('link', { name: /Collection website/ })).not.toBeInTheDocument();

    expect(activeContentIn(container)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/<script|<img src=x|javascript:/i);
    expect(container.textContent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
  });

  it('a11y: the grid is a focusable, labelled region whose cards are links', async () => {
    renderAt('/nfts', view(), { collections: threeCollections, page: pages });

    const grid = await screen.findByRole('region', { name: 'NFTs in apples' });
    await screen.findByRole('link', { name: /NFT 1/ });
    grid.focus();
    expect(grid).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'NFT 1 #1' })).toHaveFocus();
  });

  it('behavior: an address that cannot be one is said so, without a request', async () => {
    const { client } = renderAt(
      '/nfts',
      <NftCollectionsView address="0xnot-an-address" basePath="/nfts" />,
      {},
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a Flow address');
    expect(client.queries).toHaveLength(0);
  });

  it('behavior: a collection whose contract fails can still be opened, its NFTs shown by id', async () => {
    localStorage.clear();
    const frail = accessNodeErrorFromResponse(
      400,
      '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: no display\n --> 0ae53cb6e3f42a79.frailCollection:5:8\n',
    );
    const pathsOf = (value: unknown) =>
      typeof value === 'object' && value !== null && 'value' in value && Array.isArray(value.value)
        ? value.value.map((entry: { value: string }) => entry.value)
        : null;
    renderAt('/nfts', view(), {
      page: async (path, offset, limit) => {
        if (path === 'frailCollection') throw frail;
        return pageValue(2, offset, limit);
      },
      other: async (request) => {
        if (request.cadence === getAssetPathsScript.cadence) {
          return ['appleCollection', 'frailCollection'].map((name) => ({
            path: `/storage/${name}`,
            identifier: `A.0ae53cb6e3f42a79.${name}.Collection`,
            kind: 'collection',
            balance: null,
          }));
        }
        if (request.cadence === getNftIdsScript.cadence) {
          const offset = Number(argumentAt(request, 2));
          const limit = Number(argumentAt(request, 3));
          return { total: '2', ids: ['1', '2'].slice(offset, offset + limit) };
        }
        if (request.cadence !== getNftCollectionsScript.cadence) throw new Error('unexpected');
        const only = pathsOf(request.args?.[1]?.type === 'Optional' ? request.args[1].value : null);
        if (only === null || only.includes('/storage/frailCollection')) throw frail;
        return only.includes('/storage/appleCollection')
          ? [collectionValue('appleCollection')]
          : [];
      },
    });
    const broken = await screen.findByTestId('unavailable-asset');
    await userEvent.click(within(broken).getByRole('link', { name: 'Show its NFTs by id' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/nfts?collection=frailCollection');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'frailCollection' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unavailable-collection-note')).toHaveTextContent(
      'its NFTs are shown by their ids',
    );
    expect(await screen.findByText('2 NFTs')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('nft-unavailable');
    expect(cards).toHaveLength(2);
  });
});
