import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';
import { createTransactionStore } from '../../flow/transactions/transaction-store.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { SubmittedTransactionCard } from './SubmittedTransactionCard.tsx';

const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';

function renderCard(phase: TransactionPhase | null, uncertain: boolean) {
  const client = new FakeFlowClient('testnet');
  client.setUser(signedInUser('0x01cf0e2f2f715450'));
  const onNew = vi.fn();
  renderWithFlow(
    <RouterAt>
      <SubmittedTransactionCard
        id={TX_ID}
        title="Send 1 FLOW"
        phase={phase}
        statusTestId="send-status"
        newLabel="Send more"
        onNew={onNew}
        uncertain={uncertain}
      />
    </RouterAt>,
    client,
  );
  return { onNew };
}

describe('SubmittedTransactionCard for a submission whose answer was lost', () => {
  it('says the submission is uncertain and not to sign it again, while the network is silent', () => {
    renderCard(null, true);
    expect(screen.getByTestId('send-status')).toHaveTextContent(/^Submission uncertain/);
    expect(screen.getByTestId('submission-uncertain')).toHaveTextContent(/Do not sign it again/);
  });

  it('becomes an ordinary card once the network reports the transaction', () => {
    renderCard('pending', true);
    expect(screen.getByTestId('send-status')).toHaveTextContent('Pending');
    expect(screen.queryByTestId('submission-uncertain')).toBeNull();
  });

  it('an ordinary submission waiting for its first status is not called uncertain', () => {
    renderCard(null, false);
    expect(screen.getByTestId('send-status')).toHaveTextContent(/waiting for the network/);
    expect(screen.queryByTestId('submission-uncertain')).toBeNull();
  });

  it('says it never reached the network once tracking settles it as not found, and gives the input back', async () => {
    // What the account's tracking settled, kept in storage (by this tab before a reload, or by
    // another tab).
    const stored = createTransactionStore({
      network: 'testnet',
      account: '0x01cf0e2f2f715450',
      storage: localStorage,
    });
    stored.add({ id: TX_ID, title: 'Send 1 FLOW' });
    stored.markNotFound(TX_ID, Date.now());
    stored.dispose();
    const { onNew } = renderCard(null, true);
    await waitFor(() =>
      expect(screen.getByTestId('send-status')).toHaveTextContent(
        'It never reached the network: nothing was sent.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send more' }));
    expect(onNew).toHaveBeenCalledWith(true);
  });
});
