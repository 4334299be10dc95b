import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bridgeNftsFromEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { answer, KITTY, renderEvm, world } from './testing/evm-fixtures.tsx';

const kitties = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  name: `Kitty ${index + 1}`,
  description: '',
  thumbnail: null,
}));

const cadenceSide = world({
  collections: [
    {
      identifier: 'A.f8d6e0586b0a20c7.SandboxKitties.Collection',
      storagePath: 'sandboxKittiesCollection',
      name: 'Sandbox Kitties',
      description: '',
      squareImage: null,
      externalURL: null,
      count: '12',
    },
  ],
  nftPage: { total: '12', items: kitties },
  evmNfts: [
    {
      nftIdentifier: KITTY,
      evmAddress: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
      collectionName: 'Sandbox Kitties',
      ids: ['21', '22'],
      total: '2',
    },
  ],
});

describe('bridging NFTs', () => {
  beforeEach(() => sessionStorage.clear());

  it('bridges at most 9 chosen NFTs to EVM, fee per NFT', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(cadenceSide);
    renderEvm(client, { action: 'nfts' });
    await userEvent.selectOptions(
      await screen.findByLabelText('Collection'),
      'sandboxKittiesCollection',
    );
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      await userEvent.click(await screen.findByTestId(`bridge-nft-${id}`));
    }
    expect(screen.getByTestId('bridge-nft-10')).toBeDisabled();
    expect(screen.getByText(/9 of at most 9 chosen/)).toBeInTheDocument();
    expect(await screen.findByTestId('bridge-fee')).toHaveTextContent('0.045 FLOW');
    await userEvent.click(screen.getByTestId('bridge-nft-9'));
    expect(screen.getByTestId('bridge-fee')).toHaveTextContent('0.04 FLOW');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-summary')).toHaveTextContent(
      'Bridge 8 NFTs of Sandbox Kitties to EVM',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]?.cadence).toBe(bridgeNftsToEvmTransaction.cadence);
    expect(client.mutations[0]?.args).toEqual([
      { type: 'String', value: KITTY },
      {
        type: 'Array',
        value: ['1', '2', '3', '4', '5', '6', '7', '8'].map((value) => ({ type: 'UInt64', value })),
      },
      { type: 'UFix64', value: '0.04000000' },
    ]);
  });

  it('asks for at least one NFT', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(cadenceSide);
    renderEvm(client, { action: 'nfts' });
    await userEvent.selectOptions(
      await screen.findByLabelText('Collection'),
      'sandboxKittiesCollection',
    );
    await screen.findByTestId('bridge-nft-1');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Choose at least one NFT.')).toBeInTheDocument();
    expect(client.mutations).toHaveLength(0);
  });

  it('brings NFTs back from the COA by their EVM ids', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(cadenceSide);
    renderEvm(client, { action: 'nfts' });
    await userEvent.click(await screen.findByLabelText('From EVM to Cadence'));
    await userEvent.selectOptions(await screen.findByLabelText('Collection'), KITTY);
    await userEvent.click(screen.getByTestId('bridge-nft-22'));
    await screen.findByTestId('bridge-fee');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]).toEqual({
      cadence: bridgeNftsFromEvmTransaction.cadence,
      args: [
        { type: 'String', value: KITTY },
        { type: 'Array', value: [{ type: 'UInt256', value: '22' }] },
        { type: 'UFix64', value: '0.00500000' },
      ],
    });
  });
});
