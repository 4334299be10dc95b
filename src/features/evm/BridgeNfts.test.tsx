import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { bridgeNftsFromEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { formatUFix64, parseUFix64 } from '../../flow/ufix64.ts';
import { NFT_BATCH_CAPS } from './nft-selection.ts';
import { answer, KITTY, renderEvm, world } from './testing/evm-fixtures.tsx';

/** The bridge's fee per NFT in the quote `world()` answers. */
const FEE_PER_NFT = parseUFix64(String(world().quote.feePerAsset));

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

  it('bridges at most the to-EVM cap of chosen NFTs, fee per NFT, signed with the batch’s limit', async () => {
    const cap = NFT_BATCH_CAPS['to-evm'];
    // The cap counts the onboarding case, so it is below the transactions' own bound of 9.
    expect(cap).toBeLessThan(kitties.length);
    const client = new FakeFlowClient();
    client.queryResult = answer(cadenceSide);
    renderEvm(client, { action: 'nfts' });
    await userEvent.selectOptions(
      await screen.findByLabelText('Collection'),
      'sandboxKittiesCollection',
    );
    const chosen = kitties.slice(0, cap).map((kitty) => kitty.id);
    for (const id of chosen) {
      await userEvent.click(await screen.findByTestId(`bridge-nft-${id}`));
    }
    expect(screen.getByTestId(`bridge-nft-${cap + 1}`)).toBeDisabled();
    expect(screen.getByTestId(`bridge-nft-${cap}`)).toBeEnabled();
    expect(
      screen.getByText(
        new RegExp(
          `^${cap} of at most ${cap} chosen\\. A bridge transaction carries at most ${cap} NFTs`,
        ),
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('bridge-fee')).toHaveTextContent(
      `${formatFlow(FEE_PER_NFT * BigInt(cap))} FLOW`,
    );
    await userEvent.click(screen.getByTestId(`bridge-nft-${cap}`));
    const sent = chosen.slice(0, -1);
    expect(screen.getByTestId('bridge-fee')).toHaveTextContent(
      `${formatFlow(FEE_PER_NFT * BigInt(sent.length))} FLOW`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-summary')).toHaveTextContent(
      `Bridge ${sent.length} NFTs of Sandbox Kitties to EVM`,
    );
    // The bridge knows the collection (the quote needs no onboarding): the plain batch's limit.
    const limit = computeLimit(COMPUTATION.bridge_nfts_to_evm, sent.length);
    expect(within(review).getByText(String(limit))).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]?.cadence).toBe(bridgeNftsToEvmTransaction.cadence);
    expect(client.mutations[0]?.args).toEqual([
      { type: 'String', value: KITTY },
      { type: 'Array', value: sent.map((value) => ({ type: 'UInt64', value })) },
      { type: 'UFix64', value: formatUFix64(FEE_PER_NFT * BigInt(sent.length)) },
    ]);
    expect(client.mutations[0]?.limit).toBe(limit);
  });

  it('signs with the onboarding batch’s limit when the bridge does not know the collection yet', async () => {
    const client = new FakeFlowClient();
    const state = world({ ...cadenceSide });
    state.quote = { ...state.quote, requiresOnboarding: true, evmAddress: null };
    client.queryResult = answer(state);
    renderEvm(client, { action: 'nfts' });
    await userEvent.selectOptions(
      await screen.findByLabelText('Collection'),
      'sandboxKittiesCollection',
    );
    await userEvent.click(await screen.findByTestId('bridge-nft-1'));
    await userEvent.click(await screen.findByTestId('bridge-nft-2'));
    await screen.findByTestId('bridge-fee');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]?.cadence).toBe(bridgeNftsToEvmTransaction.cadence);
    expect(client.mutations[0]?.limit).toBe(
      computeLimit(COMPUTATION.bridge_nfts_to_evm_onboarding, 2),
    );
  });

  it('caps NFTs brought back from EVM at the from-EVM cap', async () => {
    const cap = NFT_BATCH_CAPS['from-evm'];
    const ids = Array.from({ length: 12 }, (_, index) => String(21 + index));
    const client = new FakeFlowClient();
    client.queryResult = answer(
      world({
        ...cadenceSide,
        evmNfts: [
          {
            nftIdentifier: KITTY,
            evmAddress: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
            collectionName: 'Sandbox Kitties',
            ids,
            total: String(ids.length),
          },
        ],
      }),
    );
    renderEvm(client, { action: 'nfts' });
    await userEvent.click(await screen.findByLabelText('From EVM to Cadence'));
    await userEvent.selectOptions(await screen.findByLabelText('Collection'), KITTY);
    for (const id of ids.slice(0, cap)) {
      await userEvent.click(await screen.findByTestId(`bridge-nft-${id}`));
    }
    expect(screen.getByTestId(`bridge-nft-${ids[cap]}`)).toBeDisabled();
    expect(screen.getByText(new RegExp(`^${cap} of at most ${cap} chosen`))).toBeInTheDocument();
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
        { type: 'UFix64', value: formatUFix64(FEE_PER_NFT) },
      ],
      limit: computeLimit(COMPUTATION.bridge_nfts_from_evm, 1),
    });
  });
});
