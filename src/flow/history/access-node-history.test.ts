import { describe, expect, it } from 'vitest';
import { readAccessNodeHistory } from './access-node-history.ts';
import { HistorySourceError } from './history-request.ts';

const ALICE = '0x01cf0e2f2f715450';
const tx = (n: number) => n.toString(16).padStart(64, '0');

/** An answer shaped as flow-access-api-experimental.yaml documents it. */
const ftPage = (next: string | null) => ({
  transfers: [
    {
      transaction_id: tx(1),
      block_height: '120',
      timestamp: '2026-12-01T10:00:00Z',
      transaction_index: '0',
      event_indices: ['1', '2'],
      token_type: 'A.1654653399040a61.FlowToken',
      amount: '0.00000001',
      source_address: '179b6b1cb6755e31',
      recipient_address: ALICE.slice(2),
      _expandable: {},
    },
    { transaction_id: 'not an id' },
  ],
  ...(next && { next_cursor: next }),
});
const nftPage = {
  transfers: [
    {
      transaction_id: tx(2),
      block_height: '130',
      timestamp: '2026-12-01T11:00:00Z',
      transaction_index: '0',
      event_indices: ['4'],
      token_type: 'A.0b2a3299cc857e29.TopShot',
      nft_id: '18446744073709551615',
      source_address: ALICE.slice(2),
      recipient_address: '179b6b1cb6755e31',
      _expandable: {},
    },
  ],
};

describe('readAccessNodeHistory', () => {
  it('reads both lists, newest first, and carries both cursors to the next page', async () => {
    const asked: string[] = [];
    const fetch = async (url: string) => {
      asked.push(url);
      return Response.json(url.includes('/ft/') ? ftPage('Y3Vyc29y') : nftPage);
    };
    const page = await readAccessNodeHistory('https://node.example/', ALICE, null, { fetch });
    expect(asked).toEqual([
      `https://node.example/experimental/v1/accounts/${ALICE.slice(2)}/ft/transfers?limit=50`,
      `https://node.example/experimental/v1/accounts/${ALICE.slice(2)}/nft/transfers?limit=50`,
    ]);
    expect(page.transfers.map((transfer) => [transfer.direction, transfer.asset])).toEqual([
      ['out', { kind: 'nft', type: 'A.0b2a3299cc857e29.TopShot.NFT', id: '18446744073709551615' }],
      ['in', { kind: 'token', type: 'A.1654653399040a61.FlowToken.Vault', amount: 1n }],
    ]);
    asked.length = 0;
    await readAccessNodeHistory('https://node.example', ALICE, page.next, { fetch });
    // The NFT list is done: only the token list is asked again, from its cursor.
    expect(asked).toEqual([
      `https://node.example/experimental/v1/accounts/${ALICE.slice(2)}/ft/transfers?limit=50&cursor=Y3Vyc29y`,
    ]);
  });

  it('a node without the endpoints answers 404: not offered there', async () => {
    const fetch = async () => new Response('404 page not found', { status: 404 });
    await expect(
      readAccessNodeHistory('https://node.example', ALICE, null, { fetch }),
    ).rejects.toEqual(new HistorySourceError('not-offered', 'answered 404: not offered here'));
  });

  it('an answer in another shape than documented is a bad answer, not an empty page', async () => {
    const fetch = async () => Response.json({ items: [] });
    await expect(
      readAccessNodeHistory('https://node.example', ALICE, null, { fetch }),
    ).rejects.toEqual(
      new HistorySourceError('bad-answer', 'answered in a shape it does not document'),
    );
  });
});
