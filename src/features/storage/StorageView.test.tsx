import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccountStorageScript } from '../../flow/cadence/scripts/get_account_storage.ts';
import type { CadenceRequest } from '../../flow/client/flow-client.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../test/RouterAt.tsx';
import { StorageView } from './StorageView.tsx';

const ADDRESS = '0x01cf0e2f2f715450';
const screens = { tokens: '/tokens', nfts: '/nfts', evm: '/evm' };

type Entry = { path: string; type: string; kind: string; readable: boolean };

/** The script's arguments, as the FakeFlowClient sees them (JSON-Cadence values). */
function argumentsOf(request: CadenceRequest) {
  const [, domain, offset, limit] = (request.args ?? []).map((arg) =>
    'value' in arg ? String(arg.value) : '',
  );
  return { domain, offset: Number(offset), limit: Number(limit) };
}

function answering(domains: Record<string, Entry[]>) {
  const client = new FakeFlowClient();
  client.queryResult = async (request) => {
    expect(request.cadence).toBe(getAccountStorageScript.cadence);
    const { domain, offset, limit } = argumentsOf(request);
    const all = domains[domain ?? ''] ?? [];
    return { total: String(all.length), entries: all.slice(offset, offset + limit) };
  };
  renderWithFlow(
    <RouterAt>
      <StorageView address={ADDRESS} screens={screens} />
    </RouterAt>,
    client,
  );
  return client;
}

const stored = (n: number): Entry => ({
  path: `/storage/filler${n}`,
  type: 'String',
  kind: 'other',
  readable: true,
});

describe('StorageView', () => {
  it('lists stored and public paths with their types, kinds and links to the app’s screens', async () => {
    answering({
      storage: [
        {
          path: '/storage/KittiesCollection',
          type: 'A.1.Kitties.Collection',
          kind: 'collection',
          readable: true,
        },
        { path: '/storage/broken', type: 'A.2.Broken.R', kind: '', readable: false },
      ],
      public: [{ path: '/public/broken', type: '', kind: '', readable: false }],
    });
    const storedSection = await screen.findByTestId('storage-storage');
    expect(await screen.findByRole('link', { name: 'Show in NFTs' })).toHaveAttribute(
      'href',
      '/nfts?collection=KittiesCollection',
    );
    expect(storedSection).toHaveTextContent('2 paths');
    expect(storedSection).toHaveTextContent('NFT collection');
    const unreadable = await screen.findAllByTestId('storage-unreadable');
    expect(unreadable.map((element) => element.textContent)).toEqual([
      'This value cannot be read: the contract that defines its type fails to load (it may no longer type-check). Only its type’s name is known; the rest of the account is unaffected.',
      'Its type cannot be read: the contract that defines it fails to load (it may no longer type-check). Nothing else can be read of this path; the rest of the account is unaffected.',
    ]);
  });

  it('reads 100 paths at a time: Show more asks for the next page only', async () => {
    const client = answering({
      storage: Array.from({ length: 150 }, (_, n) => stored(n)),
      public: [],
    });
    const storedSection = await screen.findByTestId('storage-storage');
    await screen.findByText('/storage/filler99');
    expect(screen.queryByText('/storage/filler100')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (100 of 150)' }));
    await screen.findByText('/storage/filler149');
    expect(storedSection.querySelectorAll('[data-testid="storage-entry"]')).toHaveLength(150);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(client.queries.map(argumentsOf)).toEqual([
      { domain: 'storage', offset: 0, limit: 100 },
      { domain: 'public', offset: 0, limit: 100 },
      { domain: 'storage', offset: 100, limit: 100 },
    ]);
    expect(await screen.findByText('This account publishes no capabilities.')).toBeInTheDocument();
  });

  it('shows hidden characters in a path or type as visible escapes', async () => {
    answering({
      storage: [{ path: '/storage/a\u200Bb', type: 'T\u202Ex', kind: 'other', readable: true }],
      public: [],
    });
    expect(await screen.findByTestId('storage-path')).toHaveTextContent('/storage/a\\u{200B}b');
    expect(screen.getByTestId('storage-type')).toHaveTextContent('T\\u{202E}x');
  });
});
