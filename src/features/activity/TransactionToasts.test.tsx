import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlowConfig } from '../../flow/config.ts';
import { parseFlowError } from '../../flow/errors.ts';
import { FlowProvider } from '../../flow/react/FlowProvider.tsx';
import { FlowQueryProvider } from '../../flow/react/FlowQueryProvider.tsx';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { useSendTransaction } from '../../flow/react/useSendTransaction.ts';
import { createTransactionStore } from '../../flow/transactions/transaction-store.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { PendingTransactionsIndicator } from './PendingTransactionsIndicator.tsx';
import { TransactionToasts } from './TransactionToasts.tsx';

const ALICE = '0x01cf0e2f2f715450';
const IDS = ['1', '2', '3', '4'].map((digit) => digit.repeat(64));
const FAILURE = '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: no\n';

function Sender() {
  const mutate = useSendTransaction();
  return (
    <button
      type="button"
      onClick={() => mutate.mutate({ cadence: 'transaction {}', title: 'Send 1 FLOW' })}
    >
      Send
    </button>
  );
}

function signedInClient() {
  const client = new FakeFlowClient('testnet');
  client.setUser(signedInUser(ALICE));
  let sent = 0;
  client.mutateResult = async () => IDS[sent++] ?? 'f'.repeat(64);
  return client;
}

/** The shell's pieces as the app mounts them (a screen inside the query layer); rendering it again is a reload. */
function renderShell(client: FakeFlowClient) {
  return render(
    <FlowProvider config={createFlowConfig('testnet')} loadClient={async () => client}>
      <RouterAt>
        <PendingTransactionsIndicator />
        <FlowQueryProvider>
          <Sender />
        </FlowQueryProvider>
        <TransactionToasts />
      </RouterAt>
    </FlowProvider>,
  );
}

const toastTitles = () =>
  screen.queryAllByTestId('toast').map((toast) => toast.querySelector('strong')?.textContent);

async function send(client: FakeFlowClient, id: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(client.statusSubscriptions.get(id)).toBe(1));
}

function seededStore() {
  return createTransactionStore({
    network: 'testnet',
    account: ALICE,
    storage: localStorage,
    events: null,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PendingTransactionsIndicator', () => {
  it('counts unfinished transactions, links to Activity and announces changes politely', async () => {
    const client = signedInClient();
    renderShell(client);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    expect(screen.queryByTestId('pending-indicator')).toBeNull();

    await send(client, IDS[0] ?? '');
    expect(status).toHaveTextContent('1 pending transaction');
    const link = screen.getByRole('link', { name: '1 pending transaction: open Activity' });
    expect(link).toHaveAttribute('href', '/activity');
    expect(link).toHaveTextContent('1 pending');

    await send(client, IDS[1] ?? '');
    expect(status).toHaveTextContent('2 pending transactions');
    act(() => client.emitStatus(IDS[0] ?? '', { status: 4 }));
    expect(status).toHaveTextContent('1 pending transaction');
    act(() => client.emitStatus(IDS[1] ?? '', { status: 5 }));
    expect(status).toHaveTextContent('');
    expect(screen.queryByTestId('pending-indicator')).toBeNull();
  });
});

describe('TransactionToasts', () => {
  it('announces submitted and sealed once each, never again after a reload', async () => {
    const client = signedInClient();
    const first = renderShell(client);
    await send(client, IDS[0] ?? '');
    await waitFor(() => expect(toastTitles()).toEqual(['Transaction submitted']));
    expect(screen.getByText('Send 1 FLOW')).toBeVisible();

    act(() => client.emitStatus(IDS[0] ?? '', { status: 2 }));
    act(() => client.emitStatus(IDS[0] ?? '', { status: 4 }));
    await waitFor(() =>
      expect(toastTitles()).toEqual(['Transaction submitted', 'Transaction sealed']),
    );
    const region = screen.getByRole('region', { name: 'Transaction notifications' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByRole('link', { name: 'View in Activity' })).toHaveLength(2);

    first.unmount();
    renderShell(signedInClient());
    await screen.findByRole('button', { name: 'Send' });
    await act(async () => {});
    expect(toastTitles()).toEqual([]);
  });

  it('announces a failure with its summary until dismissed', async () => {
    const client = signedInClient();
    renderShell(client);
    await send(client, IDS[0] ?? '');
    act(() => client.emitStatus(IDS[0] ?? '', { status: 4, statusCode: 1, errorMessage: FAILURE }));
    await waitFor(() => expect(toastTitles()).toContain('Transaction failed'));
    expect(screen.getByText(`Send 1 FLOW: ${parseFlowError(FAILURE).summary}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Transaction failed' }));
    expect(toastTitles()).not.toContain('Transaction failed');
  });

  it('announces an expiry as a warning, never as success', async () => {
    const client = signedInClient();
    renderShell(client);
    await send(client, IDS[0] ?? '');
    act(() => client.emitStatus(IDS[0] ?? '', { status: 5, statusCode: 0 }));
    await waitFor(() => expect(toastTitles()).toContain('Transaction expired'));
    expect(toastTitles()).not.toContain('Transaction sealed');
    expect(screen.getByText('Send 1 FLOW: nothing happened. You can send it again.')).toBeVisible();
  });

  it('leaves what another tab announced, and announces what it saw but did not announce', async () => {
    const store = seededStore();
    store.add({ id: IDS[0] ?? '', title: 'Announced elsewhere' });
    store.recordStatus(IDS[0] ?? '', { status: 4, statusCode: 0, errorMessage: '' });
    store.claimAnnouncement(IDS[0] ?? '', 'sealed');
    store.add({ id: IDS[1] ?? '', title: 'Sealed elsewhere, not announced' });
    store.recordStatus(IDS[1] ?? '', { status: 4, statusCode: 0, errorMessage: '' });
    renderShell(signedInClient());
    await waitFor(() => expect(toastTitles()).toEqual(['Transaction sealed']));
    expect(screen.getByText('Sealed elsewhere, not announced')).toBeVisible();
    expect(screen.queryByText('Announced elsewhere')).toBeNull();
    expect(seededStore().get(IDS[1] ?? '')?.announced).toEqual(['sealed']);
  });

  it('shows nothing when another tab claims the announcement first', async () => {
    const id = IDS[0] ?? '';
    const store = seededStore();
    store.add({ id, title: 'Raced' });
    store.claimAnnouncement(id, 'pending');
    const client = signedInClient();
    renderShell(client);
    await waitFor(() => expect(client.statusSubscriptions.get(id)).toBe(1));
    const otherTab = seededStore();
    act(() => {
      otherTab.recordStatus(id, { status: 4, statusCode: 0, errorMessage: '' });
      window.dispatchEvent(new StorageEvent('storage', { key: otherTab.storageKey }));
      // Claimed there before this tab's effects run.
      otherTab.claimAnnouncement(id, 'sealed');
    });
    await act(async () => {});
    expect(client.statusSubscriptions.get(id)).toBe(0);
    expect(toastTitles()).toEqual([]);
  });

  it('leaves announcements to a visible tab while hidden, and skips stale ones', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const store = seededStore();
    store.add({ id: IDS[0] ?? '', title: 'Fresh' });
    store.recordStatus(IDS[0] ?? '', { status: 4, statusCode: 0, errorMessage: '' });
    store.add({ id: IDS[1] ?? '', title: 'Stale', createdAt: Date.now() - 3_600_000 });
    store.recordStatus(
      IDS[1] ?? '',
      { status: 4, statusCode: 0, errorMessage: '' },
      Date.now() - 3_500_000,
    );
    renderShell(signedInClient());
    await screen.findByRole('button', { name: 'Send' });
    await act(async () => {});
    expect(toastTitles()).toEqual([]);
    expect(seededStore().get(IDS[0] ?? '')?.announced).toEqual([]);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(toastTitles()).toEqual(['Transaction sealed']));
    expect(screen.getByText('Fresh')).toBeVisible();
    expect(screen.queryByText('Stale')).toBeNull();
  });
});
