import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { getEvmAssetInfoScript } from '../../flow/cadence/scripts/get_evm_asset_info.ts';
import { bridgeTokensFromEvmTransaction } from '../../flow/cadence/transactions/bridge_tokens_from_evm.ts';
import { onboardEvmAssetTransaction } from '../../flow/cadence/transactions/onboard_evm_asset.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { ALICE, answer, GOLD, renderEvm, world } from './testing/evm-fixtures.tsx';

const GOLD_TYPE =
  'A.f8d6e0586b0a20c7.EVMVMBridgedToken_7a6c3c8fbab4dc0b7fdb6e0b1f3b5e3c0a0c3be1.Vault';

describe('bringing an EVM token', () => {
  beforeEach(() => sessionStorage.clear());

  it('refuses an address with a wrong checksum', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'bring' });
    const wrongCase = GOLD.replace('7A6c', '7a6c');
    await userEvent.type(await screen.findByLabelText('ERC-20 contract address'), wrongCase);
    expect(screen.getByRole('alert')).toHaveTextContent('EIP-55');
    expect(client.queries.some((query) => query.cadence === getEvmAssetInfoScript.cadence)).toBe(
      false,
    );
  });

  it('explains onboarding, shows its fee, and offers it first', async () => {
    const client = new FakeFlowClient();
    const state = world();
    client.queryResult = answer(state);
    renderEvm(client, { action: 'bring' });
    await userEvent.type(await screen.findByLabelText('ERC-20 contract address'), GOLD);
    expect(await screen.findByTestId('onboarding-explainer')).toHaveTextContent(
      'The bridge has not carried this token before',
    );
    expect(
      client.queries.find((query) => query.cadence === getEvmAssetInfoScript.cadence)?.args,
    ).toEqual([
      { type: 'Address', value: ALICE },
      { type: 'String', value: GOLD },
    ]);
    expect(screen.getByTestId('onboarding-fee')).toHaveTextContent('Onboarding fee: 1 FLOW');
    expect(screen.getByTestId('evm-token-balance')).toHaveTextContent('5 sGLD');
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review onboarding' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-onboarding-fee')).toHaveTextContent('1 FLOW');
    expect(
      within(review).getByText(String(computeLimit(COMPUTATION.onboard_evm_asset))),
    ).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]).toEqual({
      cadence: onboardEvmAssetTransaction.cadence,
      args: [
        { type: 'String', value: GOLD },
        { type: 'UFix64', value: '1.00000000' },
      ],
      limit: computeLimit(COMPUTATION.onboard_evm_asset),
    });
    // Once onboarded, the same contract continues with an amount to bring over.
    state.assetInfo = { ...state.assetInfo, requiresOnboarding: false, associatedType: GOLD_TYPE };
    // Followed once the transaction's code has loaded: a status before that would not be heard.
    await waitFor(() => expect(client.statusSubscriptions.get('a'.repeat(64))).toBe(1));
    client.emitStatus('a'.repeat(64), { status: 4, statusString: 'SEALED' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Amount (sGLD)'), '2.5');
    await screen.findByTestId('bridge-fee');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[1]).toEqual({
      cadence: bridgeTokensFromEvmTransaction.cadence,
      args: [
        { type: 'String', value: GOLD_TYPE },
        { type: 'UInt256', value: '2500000000000000000' },
        { type: 'UFix64', value: '0.00500000' },
      ],
      limit: computeLimit(COMPUTATION.bridge_tokens_from_evm),
    });
  });

  it('refuses onboarding the available FLOW cannot pay for', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world({ availableBalance: '0.50000000' }));
    renderEvm(client, { action: 'bring' });
    await userEvent.type(await screen.findByLabelText('ERC-20 contract address'), GOLD);
    expect(await screen.findByTestId('bridge-fee-error')).toHaveTextContent(
      'Your available FLOW (0.5 FLOW) does not cover the bridge fee (1 FLOW).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review onboarding' }));
    expect(client.mutations).toHaveLength(0);
  });

  it('says when the contract is not an ERC-20', async () => {
    const client = new FakeFlowClient();
    const state = world();
    state.assetInfo = { ...state.assetInfo, kind: 'erc721', decimals: null };
    client.queryResult = answer(state);
    renderEvm(client, { action: 'bring' });
    await userEvent.type(await screen.findByLabelText('ERC-20 contract address'), GOLD);
    expect(await screen.findByTestId('evm-token-problem')).toHaveTextContent('ERC-721');
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
  });

  it('brings an onboarded token whose name() reverts, saying its name is unavailable', async () => {
    const client = new FakeFlowClient();
    const state = world();
    state.assetInfo = {
      ...state.assetInfo,
      name: null,
      symbol: null,
      requiresOnboarding: false,
      associatedType: GOLD_TYPE,
    };
    client.queryResult = answer(state);
    renderEvm(client, { action: 'bring' });
    await userEvent.type(await screen.findByLabelText('ERC-20 contract address'), GOLD);
    expect(await screen.findByTestId('evm-token-names-failed')).toHaveTextContent(
      'Name unavailable: its contract failed when asked for its name and symbol.',
    );
    expect(screen.getByTestId('evm-token-balance')).toHaveTextContent('5 tokens');
    expect(screen.queryByTestId('evm-token-problem')).toBeNull();
    await userEvent.type(await screen.findByLabelText('Amount (tokens)'), '2');
    await screen.findByTestId('bridge-fee');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]).toMatchObject({
      cadence: bridgeTokensFromEvmTransaction.cadence,
      args: [
        { type: 'String', value: GOLD_TYPE },
        { type: 'UInt256', value: '2000000000000000000' },
        {},
      ],
    });
  });
});
