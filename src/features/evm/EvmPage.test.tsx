import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { createCoaTransaction } from '../../flow/cadence/transactions/create_coa.ts';
import { withdrawFlowFromCoaTransaction } from '../../flow/cadence/transactions/withdraw_flow_from_coa.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { fallbackFeeReserve } from '../../flow/spendable-flow.ts';
import { parseUFix64 } from '../../flow/ufix64.ts';
import { answer, renderEvm, world } from './testing/evm-fixtures.tsx';

const TX = 'a'.repeat(64);

describe('EvmPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the COA with its FLOW and WFLOW exactly, and every action', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(
      world({ coa: { balanceAtto: '1234567899012345678', wflowBalance: '3000000000000000001' } }),
    );
    renderEvm(client);
    expect(await screen.findByTestId('evm-coa-address')).toHaveTextContent(
      '0x000000000000000000000002C0FfEe00C0FfEe00',
    );
    expect(screen.getByTestId('evm-flow-balance')).toHaveTextContent('1.234567899012345678 FLOW');
    expect(screen.getByTestId('evm-wflow-balance')).toHaveTextContent('3.000000000000000001 WFLOW');
    const nav = screen.getByRole('navigation', { name: 'EVM actions' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Move FLOW',
      'Bridge tokens',
      'Bridge NFTs',
      'Bring an EVM token',
      'Wrap and unwrap',
    ]);
    expect(screen.getByRole('button', { name: 'Copy the EVM address' })).toBeInTheDocument();
  });

  it('offers no action until the node has confirmed the chain', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world({ coa: null }));
    let answerChain: (chain: string) => void = () => {};
    client.chainId = () => new Promise<string>((resolve) => (answerChain = resolve));
    renderEvm(client);
    expect(await screen.findByText('Checking the network…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    answerChain('local');
    expect(await screen.findByRole('button', { name: 'Review' })).toBeEnabled();
  });

  it('says so and hides wrapping on a network without WFLOW', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world({ coa: { balanceAtto: '0', wflowBalance: null } }));
    renderEvm(client, { action: 'wflow', wflow: null });
    expect(await screen.findByTestId('evm-wflow-missing')).toHaveTextContent('no known WFLOW');
    expect(screen.queryByTestId('evm-wflow-balance')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wrap and unwrap' })).toBeNull();
    // An action the network does not have falls back to moving FLOW.
    expect(screen.getByRole('heading', { name: 'Move FLOW' })).toBeInTheDocument();
  });

  describe('without a COA', () => {
    it('refuses funding above the available FLOW and opens no wallet', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world({ coa: null, availableBalance: '10.00000000' }));
      renderEvm(client);
      expect(await screen.findByTestId('evm-no-coa')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Initial funding/), '10');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      // Mainnet's worst case at create_coa's limit, as this network's fee cannot be read here.
      const reserve = fallbackFeeReserve(computeLimit(COMPUTATION.create_coa));
      expect(screen.getByRole('alert')).toHaveTextContent(
        `More than you can move: at most ${formatFlow(parseUFix64('10') - reserve)} FLOW (your available FLOW less ${formatFlow(reserve)} FLOW kept for the transaction fee).`,
      );
      expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
      expect(client.mutations).toHaveLength(0);
    });

    it('creates the COA with the funding, after a review of what is signed', async () => {
      const client = new FakeFlowClient();
      const state = world({ coa: null });
      client.queryResult = answer(state);
      renderEvm(client);
      await userEvent.type(await screen.findByLabelText(/^Initial funding/), '5');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      const review = await screen.findByRole('region', { name: 'Review' });
      expect(within(review).getByTestId('review-summary')).toHaveTextContent(
        'Enable EVM with 5 FLOW',
      );
      expect(within(review).getByTestId('review-cadence').textContent).toBe(
        createCoaTransaction.cadence,
      );
      expect(within(review).getByText('5.00000000')).toBeInTheDocument();
      expect(within(review).getByText('Sandbox')).toBeInTheDocument();
      await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
      expect(client.mutations).toEqual([
        {
          cadence: createCoaTransaction.cadence,
          args: [{ type: 'UFix64', value: '5.00000000' }],
          limit: computeLimit(COMPUTATION.create_coa),
        },
      ]);
      expect(await screen.findByTestId('evm-status')).toHaveTextContent('Submitted');
      // Sealed: the queries refresh, the account appears, and the outcome stays until dismissed.
      state.coa = { balanceAtto: '5000000000000000000', wflowBalance: '0' };
      // Followed once the transaction's code has loaded: a status before that would not be heard.
      await waitFor(() => expect(client.statusSubscriptions.get(TX)).toBe(1));
      client.emitStatus(TX, { status: 4, statusString: 'SEALED' });
      expect(await screen.findByTestId('evm-coa-address')).toBeInTheDocument();
      expect(screen.getByTestId('evm-status')).toHaveTextContent('Sealed: done.');
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByTestId('evm-status')).toBeNull();
    });

    it('creates an unfunded COA when no amount is given', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world({ coa: null }));
      renderEvm(client);
      await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
      expect(client.mutations[0]?.args).toEqual([{ type: 'UFix64', value: '0.00000000' }]);
    });
  });

  describe('moving FLOW', () => {
    it('explains the COA’s dust and moves at most the balance cut to 8 decimals', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(
        world({ coa: { balanceAtto: '1234567899012345678', wflowBalance: '0' } }),
      );
      renderEvm(client);
      await userEvent.click(await screen.findByLabelText('From EVM to Cadence'));
      expect(screen.getByTestId('coa-dust')).toHaveTextContent(
        '0.000000009012345678 FLOW is below Cadence’s 8 decimals and cannot be moved to Cadence; it stays on EVM.',
      );
      await userEvent.type(screen.getByLabelText('Amount (FLOW)'), '1.2345679');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'More than your EVM account can move to Cadence: at most 1.23456789 FLOW.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(screen.getByLabelText('Amount (FLOW)')).toHaveValue('1.23456789');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      const review = await screen.findByRole('region', { name: 'Review' });
      expect(within(review).getByTestId('review-summary')).toHaveTextContent(
        'Move 1.23456789 FLOW from EVM to Cadence',
      );
      await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
      expect(client.mutations).toEqual([
        {
          cadence: withdrawFlowFromCoaTransaction.cadence,
          args: [{ type: 'UFix64', value: '1.23456789' }],
          limit: computeLimit(COMPUTATION.withdraw_flow_from_coa),
        },
      ]);
    });

    it('keeps the storage reserve and mainnet’s worst-case fee at the deposit’s limit in the Cadence vault', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world({ availableBalance: '10.00000000' }));
      renderEvm(client);
      await userEvent.type(await screen.findByLabelText('Amount (FLOW)'), '10');
      const reserve = fallbackFeeReserve(computeLimit(COMPUTATION.deposit_flow_to_coa));
      expect(screen.getByRole('alert')).toHaveTextContent(
        `at most ${formatFlow(parseUFix64('10') - reserve)} FLOW (your available FLOW less ${formatFlow(reserve)} FLOW kept for the transaction fee)`,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(client.mutations).toHaveLength(0);
    });

    it('asks the wallet once, however often Sign is clicked', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world());
      let release: (id: string) => void = () => {};
      client.mutateResult = () => new Promise((resolve) => (release = resolve));
      renderEvm(client);
      await userEvent.type(await screen.findByLabelText('Amount (FLOW)'), '1');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      const sign = await screen.findByRole('button', { name: 'Sign in wallet' });
      await userEvent.dblClick(sign);
      await userEvent.click(sign);
      expect(client.mutations).toHaveLength(1);
      release(TX);
      expect(await screen.findByTestId('evm-status')).toBeInTheDocument();
    });

    it('keeps the input over a reload and after a decline', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world());
      client.mutateResult = async () => {
        throw 'Declined: User rejected the transaction';
      };
      const first = renderEvm(client);
      await userEvent.type(await screen.findByLabelText('Amount (FLOW)'), '1.5');
      first.unmount();
      renderEvm(client);
      await waitFor(() => expect(screen.getByLabelText('Amount (FLOW)')).toHaveValue('1.5'));
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
      expect(
        await screen.findByText('You declined in the wallet. Nothing was sent.'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByLabelText('Amount (FLOW)')).toHaveValue('1.5');
    });

    it('shows a failure with the parsed reason, and the raw message on demand', async () => {
      const client = new FakeFlowClient();
      client.queryResult = answer(world());
      renderEvm(client);
      await userEvent.type(await screen.findByLabelText('Amount (FLOW)'), '1');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
      await screen.findByTestId('evm-status');
      // Followed once the transaction's code has loaded: a status before that would not be heard.
      await waitFor(() => expect(client.statusSubscriptions.get(TX)).toBe(1));
      client.emitStatus(TX, {
        status: 4,
        statusCode: 1,
        errorMessage:
          '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: The signer has no COA at /storage/evm',
      });
      const error = await screen.findByTestId('evm-error');
      expect(screen.getByTestId('evm-status')).toHaveTextContent('Failed.');
      expect(error).toHaveTextContent('Nothing was applied');
      expect(error).toHaveTextContent('Reason: panic: The signer has no COA at /storage/evm');
      expect(within(error).getByText('Show the raw error')).toBeInTheDocument();
      expect(screen.queryByTestId('batch-failure')).toBeNull();
    });
  });
});
