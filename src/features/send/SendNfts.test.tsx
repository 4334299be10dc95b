import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { canReceiveNftScript } from '../../flow/cadence/scripts/can_receive_nft.ts';
import { getNftCollectionsScript } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { getNftsPageScript } from '../../flow/cadence/scripts/get_nfts_page.ts';
import type { CadenceRequest } from '../../flow/client/flow-client.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../test/RouterAt.tsx';
import { SendNfts } from './SendNfts.tsx';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const KITTY = 'A.192440c99cb17282.SandboxKitties.NFT';

const COLLECTIONS = [
  {
    identifier: 'A.192440c99cb17282.SandboxKitties.Collection',
    storagePath: 'sandboxKittiesCollection',
    name: 'Sandbox Kitties',
    description: '',
    squareImage: null,
    externalURL: null,
    count: '3',
  },
];
const PAGE = {
  total: '3',
  items: [
    { id: '1', name: 'Whiskers', thumbnail: null },
    { id: '2', name: 'Mittens', thumbnail: null },
    { id: '3', name: 'Shadow', thumbnail: null },
  ],
};

function answer(canReceive: boolean) {
  return async (request: CadenceRequest): Promise<unknown> => {
    if (request.cadence === getNftCollectionsScript.cadence) return COLLECTIONS;
    if (request.cadence === getNftsPageScript.cadence) return PAGE;
    if (request.cadence === canReceiveNftScript.cadence) return canReceive;
    throw new Error('unexpected script');
  };
}

const labelOf = (network: FlowNetwork) =>
  ({ local: 'Sandbox', testnet: 'Testnet', mainnet: 'Mainnet' })[network];

async function choose(client: FakeFlowClient, recipient: string, ids: string[]) {
  renderWithFlow(
    <RouterAt>
      <SendNfts address={ALICE} labelOf={labelOf} />
    </RouterAt>,
    client,
    { label: 'Sandbox' },
  );
  await userEvent.selectOptions(
    await screen.findByLabelText('Collection'),
    'sandboxKittiesCollection',
  );
  for (const id of ids) await userEvent.click(await screen.findByTestId(`send-nft-${id}`));
  if (recipient) await userEvent.type(screen.getByLabelText('Recipient'), recipient);
}

describe('SendNfts', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    [
      'an EVM address',
      '0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9',
      /NFTs are sent to Cadence addresses here/,
    ],
    ['your own address', ALICE, /This is your own address: these NFTs are already yours/],
    ['an address of another network', '0x1654653399040a61', /is a Mainnet address/],
  ])('refuses %s next to the field and opens no wallet', async (_, recipient, message) => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    await choose(client, recipient, ['1']);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(client.mutations).toHaveLength(0);
  });

  it('checks that the recipient can receive the collection before the wallet opens', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(false);
    await choose(client, BOB, ['1']);
    expect(await screen.findByText(/This account cannot receive Sandbox Kitties/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    const check = client.queries.find((query) => query.cadence === canReceiveNftScript.cadence);
    expect(check?.args).toEqual([
      { type: 'Address', value: BOB },
      { type: 'String', value: KITTY },
    ]);
  });

  it('asks for at least one NFT', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    await choose(client, BOB, []);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Choose at least one NFT.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });

  it('reviews exactly what is signed and sends the chosen NFTs once', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    await choose(client, BOB, ['1', '3']);
    expect(await screen.findByText(/that can receive Sandbox Kitties/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('send-summary')).toHaveTextContent(
      'Send 2 NFTs of Sandbox Kitties to 0x179b…5e31',
    );
    expect(within(review).getByTestId('review-nfts')).toHaveTextContent('#1, #3');
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations).toHaveLength(1);
    expect(client.mutations[0]?.args).toEqual([
      { type: 'String', value: KITTY },
      {
        type: 'Array',
        value: [
          { type: 'UInt64', value: '1' },
          { type: 'UInt64', value: '3' },
        ],
      },
      { type: 'Address', value: BOB },
    ]);
    expect(await screen.findByTestId('send-status')).toBeInTheDocument();
  });
});
