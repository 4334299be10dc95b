import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getNftDetailScript } from '../../flow/cadence/scripts/get_nft_detail.ts';
import { AccessNodeError, parseFlowError } from '../../flow/errors.ts';
import { NftDetailView } from './NftDetailView.tsx';
import {
  ALICE,
  activeContentIn,
  detailValue,
  HOSTILE,
  renderAt,
  requestsOf,
} from './testing/nft-fixtures.tsx';

const BACK = '/nfts?collection=exampleNFTCollection';

const view = (id = 42n) => (
  <NftDetailView address={ALICE} storagePath="exampleNFTCollection" id={id} backTo={BACK} />
);

/** What the access node answers when a script panics (HTTP 400, Cadence error 1101). */
function scriptPanic(text: string): AccessNodeError {
  const message =
    '[Error Code: 1101] error caused by: 1 error occurred:\n' +
    '\t* [Error Code: 1101] cadence runtime error: Execution failed:\n' +
    `error: panic: ${text}\n  --> 0000000000000000000000000000000000000000000000000000000000000000:92:11\n`;
  return new AccessNodeError({
    kind: 'bad-request',
    statusCode: 400,
    serverMessage: message,
    flowError: parseFlowError(message),
  });
}

const termsAndDefinitions = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('NftDetailView', () => {
  it('default: shows the image, name, description, facts, traits, link and the way back', async () => {
    const { client } = renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async (_path, id) => detailValue(id),
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'NFT 42' });
    const article = heading.closest('article');
    if (!article) throw new Error('The NFT is not an article');
    expect(within(article).getByRole('img', { name: 'NFT 42' })).toHaveAttribute(
      'src',
      'https://example.com/nft/42.png',
    );
    expect(screen.getByText('Description of NFT 42')).toBeInTheDocument();

    const facts = article.querySelector('dl');
    if (!facts) throw new Error('Missing the facts list');
    expect(termsAndDefinitions(facts)).toEqual([
      ['ID', '42'],
      ['Serial', '7'],
      ['Type', 'A.0ae53cb6e3f42a79.ExampleNFT.NFT'],
    ]);
    const traitList = screen.getByRole('heading', { name: 'Traits' }).nextElementSibling;
    if (!(traitList instanceof HTMLElement)) throw new Error('No trait list');
    expect(termsAndDefinitions(traitList)).toEqual([
      ['Colour', 'Green'],
      ['Level', '3'],
    ]);

    const website = screen.getByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://example.com/nft');
    expect(website).toHaveTextContent('(example.com)');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Back to the collection' })).toHaveAttribute(
      'href',
      BACK,
    );

    expect(client.queries).toHaveLength(1);
    expect(requestsOf(client, getNftDetailScript.cadence)[0]?.args).toEqual([
      { type: 'Address', value: ALICE },
      { type: 'String', value: 'exampleNFTCollection' },
      { type: 'UInt64', value: '42' },
    ]);
  });

  it('behavior: leaves out what the NFT does not have', async () => {
    renderAt('/nfts/exampleNFTCollection/18446744073709551615', view(2n ** 64n - 1n), {
      detail: async (_path, id) =>
        detailValue(id, {
          name: '',
          description: '',
          thumbnail: null,
          serial: null,
          externalURL: null,
          traits: [],
        }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Untitled NFT' }),
    ).toBeInTheDocument();
    expect(screen.getByText('18446744073709551615')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Untitled NFT' })).toHaveClass('media-placeholder');
    expect(screen.queryByText('Serial')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Traits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('behavior: clamps a long description and shows it all on request', async () => {
    const description = `${'Long words. '.repeat(60)}The end.`;
    renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async (_path, id) => detailValue(id, { description }),
    });

    const text = await screen.findByText(/The end\.$/);
    expect(text).toHaveClass('nft-clamp');
    const toggle = screen.getByRole('button', { name: 'Show the full description' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(text).not.toHaveClass('nft-clamp');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('behavior: shows a skeleton while loading', async () => {
    const { container } = renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: () => new Promise<never>(() => {}),
    });

    expect(await screen.findByText('Loading the NFT…')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the collection' })).toBeInTheDocument();
  });

  it.each([
    ['the NFT', 'No NFT with id 42 in /storage/exampleNFTCollection'],
    ['the collection', 'No NFT collection at /storage/exampleNFTCollection'],
  ])('not found: says so when %s is not in the account', async (_case, panic) => {
    renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async () => {
        throw scriptPanic(panic);
      },
    });

    expect(await screen.findByRole('heading', { name: 'NFT not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the collection' })).toBeInTheDocument();
  });

  it('error: another failure shows its short message, and Retry reads again', async () => {
    let fail = true;
    const { client } = renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async (_path, id) => {
        if (fail) throw new AccessNodeError({ kind: 'rate-limited', statusCode: 429 });
        return detailValue(id);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This NFT could not be loaded.');
    expect(alert).toHaveTextContent('The Flow access node is receiving too many requests.');
    expect(screen.queryByRole('heading', { name: 'NFT not found' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT 42' })).toBeInTheDocument();
    expect(client.queries).toHaveLength(2);
  });

  it('error: an NFT whose contract panics is said to be unavailable, not missing, with the contract’s words', async () => {
    const message =
      '[Error Code: 1101] cadence runtime error: Execution failed:\n' +
      'error: panic: FrailKitties: resolveView is broken\n' +
      '   --> 192440c99cb17282.FrailKitties:188:12\n';
    renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async () => {
        throw new AccessNodeError({
          kind: 'bad-request',
          statusCode: 400,
          serverMessage: message,
          flowError: parseFlowError(message),
        });
      },
    });

    const notice = await screen.findByTestId('nft-detail-unavailable');
    expect(notice).toHaveTextContent(
      'This NFT’s details are unavailable. The NFT is still in the account.',
    );
    expect(notice).toHaveTextContent(
      'Its contract failed when asked for its details. It said: “panic: FrailKitties: resolveView is broken”',
    );
    expect(screen.queryByRole('heading', { name: 'NFT not found' })).not.toBeInTheDocument();
  });

  it.each([
    ['not a struct', 'NFT 42'],
    ['another NFT', detailValue(43)],
    ['traits that are not a list', detailValue(42, { traits: { Colour: 'Green' } })],
    ['a serial that is not a UInt64', detailValue(42, { serial: '-7' })],
    ['a thumbnail that is not text', detailValue(42, { thumbnail: { url: 'https://x.y/z' } })],
    ['no type', { ...detailValue(42), type: undefined }],
  ])('error: an answer with %s is unavailable, with Retry', async (_case, answer) => {
    renderAt('/nfts/exampleNFTCollection/42', view(), { detail: async () => answer });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The network returned data Flowdeck could not read');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('security: hostile metadata renders as inert, clamped text with a placeholder', async () => {
    const { container } = renderAt('/nfts/exampleNFTCollection/42', view(), {
      detail: async (_path, id) =>
        detailValue(id, {
          name: HOSTILE.huge,
          description: `${HOSTILE.img}${HOSTILE.rtl}${HOSTILE.zeroWidth}`,
          thumbnail: ' JaVaScRiPt:alert(1)',
          externalURL: 'data:text/html,<script>alert(1)</script>',
          type: HOSTILE.script,
          traits: [
            { name: HOSTILE.handler, value: HOSTILE.script },
            { name: HOSTILE.rtl, value: HOSTILE.huge },
          ],
        }),
    });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent?.length).toBeLessThanOrEqual(300);
    expect(heading.textContent?.endsWith('…')).toBe(true);
    expect(screen.getByText(`${HOSTILE.img}gnp.exe.safeFlowdeck`)).toBeInTheDocument();
    expect(screen.getByText(HOSTILE.script, { selector: 'code' })).toBeInTheDocument();
    // Trait names and values are isolated: nothing in them can reorder the list around them.
    expect(screen.getByText(HOSTILE.handler, { selector: 'dt > bdi' })).toBeInTheDocument();
    expect(screen.getByText(HOSTILE.script, { selector: 'dd > bdi' })).toBeInTheDocument();
    const hugeTrait = screen.getByText('gnp.exe.safe', { selector: 'dt > bdi' }).parentElement
      ?.nextElementSibling;
    expect(hugeTrait?.textContent?.length).toBeLessThanOrEqual(300);

    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('.media-placeholder')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(activeContentIn(container)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/<script|<img src=x|javascript:|data:text/i);
    expect(container.textContent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
  });

  it('behavior: an id that cannot be a UInt64 is not found, without a request', async () => {
    const { client } = renderAt('/nfts/exampleNFTCollection/-1', view(-1n), {});

    expect(await screen.findByRole('heading', { name: 'NFT not found' })).toBeInTheDocument();
    await waitFor(() => expect(client.queries).toHaveLength(0));
  });
});
