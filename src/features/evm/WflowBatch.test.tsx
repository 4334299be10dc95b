import type { Event } from '@onflow/typedefs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { evmBatchCallTransaction } from '../../flow/cadence/transactions/evm_batch_call.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { answer, renderEvm, WFLOW, world } from './testing/evm-fixtures.tsx';

const TX = 'a'.repeat(64);

// The COA holds 2 FLOW and 1 WFLOW.
async function fillSteps(steps: readonly (readonly ['wrap' | 'unwrap', string])[]) {
  for (const [index, [kind, amount]] of steps.entries()) {
    if (index > 0) {
      await userEvent.click(
        screen.getByRole('button', {
          name: kind === 'wrap' ? 'Add a wrap step' : 'Add an unwrap step',
        }),
      );
    }
    await userEvent.type(
      await screen.findByLabelText(`Step ${index + 1} amount`, { exact: false }),
      amount,
    );
  }
}

const event = (type: string, data: Record<string, unknown>): Event => ({
  blockId: 'b'.repeat(64),
  blockHeight: 10,
  blockTimestamp: '2026-01-01T00:00:00Z',
  type,
  transactionId: TX,
  transactionIndex: 0,
  eventIndex: 0,
  data,
});

const executed = (errorCode: string, gas: string, hashByte: number) =>
  event('A.f8d6e0586b0a20c7.EVM.TransactionExecuted', {
    hash: Array.from({ length: 32 }, () => String(hashByte)),
    errorCode,
    errorMessage: '',
    gasConsumed: gas,
  });

describe('the WFLOW batch', () => {
  beforeEach(() => sessionStorage.clear());

  it('puts the error on the step that would fail and sends nothing', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'wflow' });
    await fillSteps([
      ['wrap', '1.5'],
      ['wrap', '0.6'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByTestId('batch-step-1-message')).toHaveTextContent('');
    expect(screen.getByTestId('batch-step-2-message')).toHaveTextContent(
      'More FLOW than your EVM account would hold after the steps before it: at most 0.5 FLOW.',
    );
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(client.mutations).toHaveLength(0);
  });

  it('reviews each EVM call, sends them as one transaction, and shows each result', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'wflow' });
    await fillSteps([
      ['wrap', '2'],
      ['unwrap', '3'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-summary')).toHaveTextContent(
      'WFLOW: wrap 2 FLOW, then unwrap 3 WFLOW',
    );
    const first = within(review).getByTestId('review-call-1');
    expect(first).toHaveTextContent(WFLOW);
    expect(first).toHaveTextContent('deposit()');
    expect(first).toHaveTextContent('2000000000000000000 attoFLOW (2 FLOW)');
    expect(first).toHaveTextContent('d0e30db0');
    expect(first).toHaveTextContent('100000');
    const second = within(review).getByTestId('review-call-2');
    expect(second).toHaveTextContent('withdraw(uint256)');
    expect(second).toHaveTextContent(
      '2e1a7d4d00000000000000000000000000000000000000000000000029a2241af62c0000',
    );
    // Two calls: the batch's limit for two items.
    expect(
      within(review).getByText(String(computeLimit(COMPUTATION.evm_batch_call, 2))),
    ).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    const strings = (values: string[]) => values.map((value) => ({ type: 'String', value }));
    expect(client.mutations).toEqual([
      {
        cadence: evmBatchCallTransaction.cadence,
        args: [
          { type: 'Array', value: strings([WFLOW, WFLOW]) },
          {
            type: 'Array',
            value: strings([
              'd0e30db0',
              '2e1a7d4d00000000000000000000000000000000000000000000000029a2241af62c0000',
            ]),
          },
          {
            type: 'Array',
            value: [
              { type: 'UInt', value: '2000000000000000000' },
              { type: 'UInt', value: '0' },
            ],
          },
          {
            type: 'Array',
            value: [
              { type: 'UInt64', value: '100000' },
              { type: 'UInt64', value: '100000' },
            ],
          },
          { type: 'Bool', value: true },
        ],
        limit: computeLimit(COMPUTATION.evm_batch_call, 2),
      },
    ]);

    await screen.findByTestId('evm-status');
    // Followed once the transaction's code has loaded: a status before that would not be heard.
    await waitFor(() => expect(client.statusSubscriptions.get(TX)).toBe(1));
    client.emitStatus(TX, {
      status: 4,
      statusString: 'SEALED',
      events: [
        executed('0', '27538', 0xab),
        event('A.0ae53cb6e3f42a79.FlowToken.TokensDeposited', {}),
        executed('0', '35000', 0xcd),
      ],
    });
    const results = await screen.findByTestId('batch-results');
    expect(within(results).getByTestId('batch-result-1')).toHaveTextContent(`Wrap 2 FLOW: passed`);
    expect(within(results).getByTestId('batch-result-1')).toHaveTextContent('27538');
    expect(within(results).getByTestId('batch-result-1')).toHaveTextContent(`0x${'ab'.repeat(32)}`);
    expect(within(results).getByTestId('batch-result-2-outcome')).toHaveTextContent('passed');
  });

  it('names the call that made a batch fail, and that nothing was applied', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(world());
    renderEvm(client, { action: 'wflow' });
    await fillSteps([
      ['wrap', '1'],
      ['unwrap', '1'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    await screen.findByTestId('evm-status');
    // Followed once the transaction's code has loaded: a status before that would not be heard.
    await waitFor(() => expect(client.statusSubscriptions.get(TX)).toBe(1));
    client.emitStatus(TX, {
      status: 4,
      statusCode: 1,
      errorMessage:
        '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: assertion failed: EVM call 2 of 2 failed with error code 306: execution reverted\n --> 7:12',
    });
    const error = await screen.findByTestId('evm-error');
    expect(within(error).getByTestId('batch-failure')).toHaveTextContent(
      'Call 2 of 2 (Unwrap 1 WFLOW) failed with error code 306: execution reverted.',
    );
    expect(error).toHaveTextContent('Nothing was applied');
    expect(screen.queryByTestId('batch-results')).toBeNull();
  });
});
