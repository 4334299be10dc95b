import type { TransactionStatus } from '@onflow/typedefs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmittedTransactionCard } from '../../components/ui/SubmittedTransactionCard.tsx';
import { systemContractAddress } from '../../flow/contracts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import {
  FakeFlowClient,
  signedInUser,
  transactionStatus,
} from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import { feePaidOf } from '../../flow/transactions/fee-paid.ts';
import { createTransactionStore } from '../../flow/transactions/transaction-store.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { ActivityView } from './ActivityView.tsx';

// Activity's transfer feed is tested on its own: it has no part in following a transaction.
vi.mock('../../flow/react/useTransferFeed.ts', () => ({
  useTransferFeed: () => ({ live: 'stopped', filling: false, fillError: null }),
}));

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const KEY = `flowdeck:testnet:${ALICE}:transactions`;
const FAILURE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: not enough FLOW\n';

const feeEvent = (amount: string): TransactionStatus['events'][number] => ({
  type: `A.${systemContractAddress('testnet', 'FlowFees').slice(2)}.FlowFees.FeesDeducted`,
  transactionId: ID,
  blockId: 'c'.repeat(64),
  blockHeight: 7,
  blockTimestamp: '2026-11-26T00:00:00Z',
  transactionIndex: 0,
  eventIndex: 3,
  data: { amount, inclusionEffort: '1.00000000', executionEffort: '0.00000016' },
});

/** A submitted screen as Send's: the hook's phase, error and fee on the shared card. */
function SubmittedCard({ id }: { readonly id: string }) {
  const { network } = useFlowContext('SubmittedCard');
  const { status, phase, error } = useTransaction(id);
  return (
    <SubmittedTransactionCard
      id={id}
      title="Send 1 FLOW"
      phase={phase}
      statusTestId="card-status"
      newLabel="Send more"
      onNew={() => {}}
      feePaid={feePaidOf(status?.events, network)}
    >
      {error ? <p data-testid="card-error">{error.shortMessage}</p> : null}
    </SubmittedTransactionCard>
  );
}

const aliceStore = () =>
  createTransactionStore({
    network: 'testnet',
    account: ALICE,
    storage: localStorage,
    events: null,
  });

function renderBoth(account: string) {
  const client = new FakeFlowClient('testnet');
  client.setUser(signedInUser(account));
  renderWithFlow(
    <RouterAt>
      <ActivityView />
      <SubmittedCard id={ID} />
    </RouterAt>,
    client,
  );
  const card = () => screen.getByTestId('card-status');
  return { client, card };
}

const activityItem = async () => within(await screen.findByTestId('transaction'));

describe('Activity and a submitted card watching one transaction', () => {
  it('share one follower, and show the phases, error-free outcome and fee the store records', async () => {
    aliceStore().add({ id: ID, title: 'Send 1 FLOW' });
    const { client, card } = renderBoth(ALICE);
    const item = await activityItem();
    await waitFor(() => expect(client.statusSubscriptions.get(ID)).toBe(1));
    expect(card()).toHaveTextContent('Submitted; waiting for the network…');
    expect(item.getByTestId('phase')).toHaveTextContent('Pending');

    act(() => client.emitStatus(ID, { status: 2 }));
    expect(card()).toHaveTextContent('Finalized');
    expect(item.getByTestId('phase')).toHaveTextContent('Finalized');
    expect(client.statusSubscriptions.get(ID)).toBe(1);

    // Both fall back to polling together: one poll per round, not one per watcher.
    client.transactionStatusResult = async () =>
      transactionStatus({ status: 4, statusString: 'SEALED', events: [feeEvent('0.00001000')] });
    act(() => client.emitStatusError(ID, new Error('Failed to reconnect')));
    await waitFor(() => expect(card()).toHaveTextContent('Sealed: done.'));
    expect(client.statusReads).toEqual([ID]);
    expect(item.getByTestId('phase')).toHaveTextContent('Sealed');
    expect(screen.getAllByTestId('fee-paid').map((node) => node.textContent)).toEqual([
      'Fee paid 0.00001 FLOW',
      'Fee paid: 0.00001 FLOW',
    ]);
    expect(screen.queryByTestId('card-error')).toBeNull();
  });

  it('the card shows what another tab recorded, as Activity does: it reads the store', async () => {
    aliceStore().add({ id: ID, title: 'Send 1 FLOW' });
    const { client, card } = renderBoth(ALICE);
    const item = await activityItem();
    await waitFor(() => expect(client.statusSubscriptions.get(ID)).toBe(1));
    aliceStore().recordStatus(ID, { status: 4, statusCode: 1, errorMessage: FAILURE });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(item.getByTestId('phase')).toHaveTextContent('Failed');
    expect(card()).toHaveTextContent('Failed.');
    expect(screen.getByTestId('card-error')).toHaveTextContent(/not enough FLOW|failed/i);
    // Final: nothing follows it any more.
    expect(client.statusSubscriptions.get(ID)).toBe(0);
  });

  it('a transaction the signed-in account does not track is followed by the card alone', async () => {
    aliceStore().add({ id: ID, title: 'Alice’s send' });
    const { client, card } = renderBoth(BOB);
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    await waitFor(() => expect(client.statusSubscriptions.get(ID)).toBe(1));
    act(() => client.emitStatus(ID, { status: 4, events: [feeEvent('0.00002000')] }));
    expect(card()).toHaveTextContent('Sealed: done.');
    expect(screen.getByTestId('fee-paid')).toHaveTextContent('Fee paid: 0.00002 FLOW');
    expect(screen.queryByTestId('transaction')).toBeNull();
    expect(client.statusSubscriptions.get(ID)).toBe(0);
  });
});
