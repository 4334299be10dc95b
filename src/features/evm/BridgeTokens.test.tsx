import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { getBridgeQuoteScript } from '../../flow/cadence/scripts/get_bridge_quote.ts';
import { bridgeTokensFromEvmTransaction } from '../../flow/cadence/transactions/bridge_tokens_from_evm.ts';
import { bridgeTokensToEvmTransaction } from '../../flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { answer, renderEvm, SUSD, world } from './testing/evm-fixtures.tsx';

async function chooseToken(direction: 'From Cadence to EVM' | 'From EVM to Cadence') {
  await userEvent.click(await screen.findByLabelText(direction));
  await userEvent.selectOptions(await screen.findByLabelText('Token'), SUSD);
}

describe('bridging tokens', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers no FLOW, and explains why', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'tokens' });
    const select = await screen.findByLabelText('Token');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a token…', '\u2068Sandbox USD\u2069 (\u2068sUSD\u2069) — 250']);
    expect(screen.getByText(/FLOW itself is not bridged/)).toBeInTheDocument();
  });

  it('shows the fee, reviews it, and caps the bridge at the estimate', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'tokens' });
    await chooseToken('From Cadence to EVM');
    await userEvent.type(screen.getByLabelText('Amount (sUSD)'), '12.5');
    expect(await screen.findByTestId('bridge-fee')).toHaveTextContent(
      'Bridge fee (estimate): 0.005 FLOW',
    );
    expect(screen.queryByTestId('bridge-onboarding-fee')).toBeNull();
    const quoted = client.queries.find((query) => query.cadence === getBridgeQuoteScript.cadence);
    expect(quoted?.args).toEqual([{ type: 'String', value: SUSD }]);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-summary')).toHaveTextContent(
      'Bridge 12.5 sUSD to EVM',
    );
    expect(within(review).getByTestId('review-bridge-fee')).toHaveTextContent('0.005 FLOW');
    expect(
      within(review).getByText(String(computeLimit(COMPUTATION.bridge_tokens_to_evm))),
    ).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations).toEqual([
      {
        cadence: bridgeTokensToEvmTransaction.cadence,
        args: [
          { type: 'String', value: SUSD },
          { type: 'UFix64', value: '12.50000000' },
          { type: 'UFix64', value: '0.00500000' },
        ],
        limit: computeLimit(COMPUTATION.bridge_tokens_to_evm),
      },
    ]);
  });

  it('includes onboarding in the fee and the compute limit when the bridge does not know the token yet', async () => {
    const client = new FakeFlowClient();
    const state = world();
    state.quote = { ...state.quote, requiresOnboarding: true, evmAddress: null };
    client.queryResult = answer(state);
    renderEvm(client, { action: 'tokens' });
    await chooseToken('From Cadence to EVM');
    expect(await screen.findByTestId('bridge-fee')).toHaveTextContent('1.005 FLOW');
    expect(screen.getByTestId('bridge-onboarding-fee')).toHaveTextContent(
      'onboarding fee of 1 FLOW',
    );
    await userEvent.type(screen.getByLabelText('Amount (sUSD)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    const limit = computeLimit(COMPUTATION.bridge_tokens_to_evm_onboarding);
    expect(within(review).getByText(String(limit))).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]?.cadence).toBe(bridgeTokensToEvmTransaction.cadence);
    expect(client.mutations[0]?.args?.[2]).toEqual({ type: 'UFix64', value: '1.00500000' });
    expect(client.mutations[0]?.limit).toBe(limit);
  });

  it('refuses a fee the available FLOW cannot pay, and sends nothing', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world({ availableBalance: '0.00400000' }));
    renderEvm(client, { action: 'tokens' });
    await chooseToken('From Cadence to EVM');
    await userEvent.type(screen.getByLabelText('Amount (sUSD)'), '1');
    expect(await screen.findByTestId('bridge-fee-error')).toHaveTextContent(
      'Your available FLOW (0.004 FLOW) does not cover the bridge fee (0.005 FLOW).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(client.mutations).toHaveLength(0);
  });

  it('explains a paused bridge and does not go on', async () => {
    const client = new FakeFlowClient();
    const state = world();
    state.quote = { ...state.quote, paused: true };
    client.queryResult = answer(state);
    renderEvm(client, { action: 'tokens' });
    await chooseToken('From Cadence to EVM');
    expect(await screen.findByTestId('bridge-unavailable')).toHaveTextContent('paused');
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
  });

  it('brings a token back in its EVM units, 8 decimals at most, as UInt256', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'tokens' });
    await chooseToken('From EVM to Cadence');
    const amount = screen.getByLabelText('Amount (sUSD)');
    expect(
      screen.getByText(/0\.000000009012345678 sUSD is below Cadence’s 8 decimals/),
    ).toBeInTheDocument();
    await userEvent.type(amount, '1.123456789');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At most 8 decimal places: the token has 18 on EVM, but Cadence keeps 8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('7.12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-summary')).toHaveTextContent(
      'Bridge 7.12345678 sUSD from EVM to Cadence',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations[0]).toEqual({
      cadence: bridgeTokensFromEvmTransaction.cadence,
      args: [
        { type: 'String', value: SUSD },
        { type: 'UInt256', value: '7123456780000000000' },
        { type: 'UFix64', value: '0.00500000' },
      ],
      limit: computeLimit(COMPUTATION.bridge_tokens_from_evm),
    });
  });
});
