import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlowError } from '../../flow/errors.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { type FormReads, TransactionFlow } from './TransactionFlow.tsx';
import { useTransactionSteps } from './useTransactionSteps.ts';

const PLAN: TransactionPlan = {
  title: 'Send 1 FLOW',
  cadence: 'transaction {}',
  args: [],
  review: [],
  computeLimit: 200,
  spendsFlow: 0n,
};

const read = (state: { isPending?: boolean; error?: FlowError | null }, refetch = vi.fn()) => ({
  isPending: state.isPending ?? false,
  error: state.error ?? null,
  isFetching: false,
  refetch,
});

function Form({
  plan,
  reads,
}: {
  readonly plan: TransactionPlan | null;
  readonly reads?: FormReads;
}) {
  const steps = useTransactionSteps(
    () => {},
    () => {},
  );
  return (
    <TransactionFlow
      steps={steps}
      review={plan && { plan, summaryTestId: 'summary' }}
      reads={reads}
      submitted={() => <p>Submitted</p>}
    >
      <button type="button" onClick={() => steps.review(plan)}>
        Review
      </button>
    </TransactionFlow>
  );
}

const reads = (...queries: ReturnType<typeof read>[]): FormReads => ({
  queries,
  loading: 'Loading your tokens…',
  failed: 'Your tokens could not be read.',
});

describe('TransactionFlow', () => {
  it('shows a loading line in place of the form while any read is pending', () => {
    renderWithFlow(
      <Form plan={PLAN} reads={reads(read({}), read({ isPending: true }))} />,
      new FakeFlowClient(),
    );
    expect(screen.getByText('Loading your tokens…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('shows a failed read with Retry in place of the form, and Retry reads again', async () => {
    const refetch = vi.fn(async () => undefined);
    renderWithFlow(
      <Form plan={PLAN} reads={reads(read({ error: new FlowError('node down') }, refetch))} />,
      new FakeFlowClient(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your tokens could not be read.');
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('opens the review only for a draft that makes a transaction', async () => {
    const client = new FakeFlowClient();
    const { rerender } = renderWithFlow(<Form plan={null} reads={reads(read({}))} />, client);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByTestId('summary')).toBeNull();
    rerender(<Form plan={PLAN} reads={reads(read({}))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('summary')).toHaveTextContent('Send 1 FLOW');
    expect(screen.getByRole('button', { name: /sign/i })).toBeInTheDocument();
  });
});
