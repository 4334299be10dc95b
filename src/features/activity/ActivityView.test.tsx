import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { systemContractAddress } from '../../flow/contracts.ts';
import { parseFlowError } from '../../flow/errors.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import {
  createTransactionStore,
  type TransactionStore,
} from '../../flow/transactions/transaction-store.ts';
import type { TransferFeedStatus } from '../../flow/transfers/transfer-feed.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { ActivityView } from './ActivityView.tsx';
import { isoTime } from './activity-text.ts';

const ALICE = '0x01cf0e2f2f715450';
const SENT = Date.UTC(2026, 2, 14, 9, 30, 0);
const SEALED_ID = 'a'.repeat(64);
const FAILED_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const EXPIRED_ID = 'e'.repeat(64);
const PENDING_ID = 'd'.repeat(64);
const FAILURE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\n' +
  'error: panic: <img src=x onerror=alert(1)> not enough FLOW\n';

function storeFor(network: FlowNetwork): TransactionStore {
  return createTransactionStore({ network, account: ALICE, storage: localStorage, events: null });
}

// The feed (socket and gap fill) is tested on its own and on the emulator; here Activity shows
// what the store holds.
const feedStatus = vi.hoisted(() => ({
  current: { live: 'live', filling: false, fillError: null } as TransferFeedStatus,
}));
vi.mock('../../flow/react/useTransferFeed.ts', () => ({
  useTransferFeed: () => feedStatus.current,
}));

function renderActivity(network: FlowNetwork = 'testnet', path = '/activity') {
  const client = new FakeFlowClient(network);
  client.setUser(signedInUser(ALICE));
  return {
    client,
    ...renderWithFlow(
      <RouterAt path={path}>
        <ActivityView />
      </RouterAt>,
      client,
      { label: 'Sandbox (simulated)' },
    ),
  };
}

const item = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('ActivityView', () => {
  it('says so when nothing was sent yet', async () => {
    renderActivity();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    expect(screen.queryByTestId('transaction')).toBeNull();
  });

  it('lists transactions newest first with their id, time and timeline', async () => {
    const store = storeFor('testnet');
    store.add({ id: SEALED_ID, title: 'Older, sealed', createdAt: SENT });
    store.recordStatus(SEALED_ID, { status: 2, statusCode: 0, errorMessage: '' }, SENT + 1_500);
    store.recordStatus(SEALED_ID, { status: 4, statusCode: 0, errorMessage: '' }, SENT + 9_000);
    store.add({ id: PENDING_ID, title: 'Newer, pending', createdAt: SENT + 60_000 });
    renderActivity();

    await screen.findByRole('heading', { name: 'Older, sealed' });
    expect(
      screen.getAllByTestId('transaction').map((node) => node.querySelector('h2')?.textContent),
    ).toEqual(['Newer, pending', 'Older, sealed']);

    const sealed = await item('Older, sealed');
    expect(within(sealed).getByTestId('phase')).toHaveTextContent('Sealed');
    expect(within(sealed).getByText('aaaaaaaa…aaaaaaaa')).toHaveAttribute('title', SEALED_ID);
    expect(within(sealed).getByRole('button', { name: 'Copy the transaction id' })).toBeVisible();
    expect(sealed.querySelector(`time[datetime="${isoTime(SENT)}"]`)).not.toBeNull();
    expect(within(sealed).getByText('Succeeded: the transaction is sealed.')).toBeVisible();
    const steps = within(sealed).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.testid)).toEqual([
      'step-pending',
      'step-finalized',
      'step-executed',
      'step-sealed',
    ]);
    expect(within(sealed).getByTestId('step-finalized')).toHaveTextContent('+1.5 s');
    expect(within(sealed).getByTestId('step-executed')).toHaveTextContent('+9.0 s');
    expect(
      within(sealed).getByTestId('step-sealed').querySelector('time')?.getAttribute('datetime'),
    ).toBe(isoTime(SENT + 9_000));

    const pending = await item('Newer, pending');
    expect(within(pending).getByTestId('phase')).toHaveTextContent('Pending');
    expect(within(pending).getByTestId('step-finalized')).toHaveAttribute('aria-current', 'step');
    expect(within(pending).getByTestId('step-finalized')).toHaveTextContent('waiting…');
    expect(within(pending).getByTestId('step-sealed')).toHaveTextContent('not yet');
  });

  it('follows the live phase of an unfinished transaction', async () => {
    storeFor('testnet').add({ id: PENDING_ID, title: 'Live', createdAt: SENT });
    const { client } = renderActivity();
    const live = await item('Live');
    await waitFor(() => expect(client.statusSubscriptions.get(PENDING_ID)).toBe(1));
    act(() => client.emitStatus(PENDING_ID, { status: 3 }));
    expect(within(live).getByTestId('phase')).toHaveTextContent('Executed');
    expect(within(live).queryByTestId('fee-paid')).toBeNull();
    const feesDeducted = {
      type: `A.${systemContractAddress('testnet', 'FlowFees').slice(2)}.FlowFees.FeesDeducted`,
      transactionId: PENDING_ID,
      transactionIndex: 0,
      eventIndex: 2,
      blockId: 'f'.repeat(64),
      blockHeight: 12,
      blockTimestamp: '2026-11-26T00:00:00Z',
      data: { amount: '0.00001230' },
    };
    act(() => client.emitStatus(PENDING_ID, { status: 4, events: [feesDeducted] }));
    expect(within(live).getByTestId('phase')).toHaveTextContent('Sealed');
    expect(within(live).getByTestId('fee-paid')).toHaveTextContent('Fee paid 0.0000123 FLOW');
  });

  it('explains a failure with its summary, reason and hint, the raw error on demand, as text', async () => {
    const store = storeFor('testnet');
    store.add({ id: FAILED_ID, title: 'Send 2000 FLOW', createdAt: SENT });
    store.recordStatus(FAILED_ID, { status: 4, statusCode: 1, errorMessage: FAILURE }, SENT + 5);
    const { container } = renderActivity();
    const failed = await item('Send 2000 FLOW');

    expect(within(failed).getByTestId('phase')).toHaveTextContent('Failed');
    const parsed = parseFlowError(FAILURE);
    expect(within(failed).getByText(parsed.summary)).toBeVisible();
    expect(within(failed).getByText(parsed.hint ?? 'a hint')).toBeVisible();
    expect(
      within(failed).getByText('Reason: panic: <img src=x onerror=alert(1)> not enough FLOW'),
    ).toBeVisible();
    expect(within(failed).getByTestId('step-failed')).toBeInTheDocument();
    expect(within(failed).queryByTestId('step-sealed')).toBeNull();

    const disclosure = within(failed).getByText('Show the raw error').closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(within(failed).getByText('Show the raw error'));
    expect(disclosure).toHaveAttribute('open');
    expect(failed.querySelector('pre')?.textContent).toBe(FAILURE.trim());
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows an expired transaction as expired with nothing done, never as success', async () => {
    const store = storeFor('testnet');
    store.add({ id: EXPIRED_ID, title: 'Too slow', createdAt: SENT });
    store.recordStatus(EXPIRED_ID, { status: 5, statusCode: 0, errorMessage: '' }, SENT + 600_000);
    renderActivity();
    const expired = await item('Too slow');
    expect(within(expired).getByTestId('phase')).toHaveTextContent('Expired');
    expect(within(expired).getByText('Expired: nothing happened.')).toBeVisible();
    expect(within(expired).queryByText(/Succeeded/)).toBeNull();
    expect(within(expired).queryByText('Show the raw error')).toBeNull();
    expect(within(expired).getByTestId('step-expired')).toHaveTextContent('+10 min 0 s');
  });

  it('links to the explorer where the network has one', async () => {
    storeFor('testnet').add({ id: FAILED_ID, title: 'On testnet', createdAt: SENT });
    renderActivity('testnet');
    const entry = await item('On testnet');
    expect(within(entry).getByRole('link', { name: /View on the explorer/ })).toHaveAttribute(
      'href',
      `https://testnet.flowscan.io/tx/${FAILED_ID}`,
    );
  });

  it('has no explorer link on the emulator', async () => {
    storeFor('local').add({ id: FAILED_ID, title: 'On the emulator', createdAt: SENT });
    renderActivity('local');
    const entry = await item('On the emulator');
    expect(within(entry).queryByRole('link')).toBeNull();
  });

  it('offers to save the address a send paid, then names it there', async () => {
    // An address of testnet's (its checksum is checked, as Send checks it).
    const bob = '0x7e60df042a9c0868';
    storeFor('testnet').add({
      id: SEALED_ID,
      title: 'Send 1 FLOW',
      recipient: bob,
      createdAt: SENT,
    });
    renderActivity();
    const entry = await item('Send 1 FLOW');
    await userEvent.click(within(entry).getByText(/save this address/));
    // The form's code loads when it is opened.
    await userEvent.click(await within(entry).findByRole('button', { name: 'Save address' }));
    expect(within(entry).getByRole('alert')).toHaveTextContent('Give the address a name.');
    await userEvent.type(within(entry).getByLabelText(`Save ${bob} as`), 'Bob');
    await userEvent.click(within(entry).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(entry).getByTestId('tx-recipient')).toHaveTextContent(
        `To “\u2068Bob\u2069” ${bob}`,
      ),
    );
    // Kept in the network's book, not as a recent recipient: this send is not a new one.
    const stored = JSON.parse(localStorage.getItem('flowdeck:testnet:address-book') ?? 'null');
    expect(stored).toEqual({ contacts: [{ name: 'Bob', address: bob }], recent: [] });
  });
});

describe('ActivityView: transfers heard from the chain', () => {
  it('lists a stored transfer with its source, and the filters leave it out or in', async () => {
    const known = {
      version: 1,
      lastHeight: '120',
      unread: { start: '1', end: '20' },
      announced: [],
      transfers: [
        {
          key: `${SEALED_ID}:1`,
          transactionId: SEALED_ID,
          blockHeight: '110',
          time: SENT,
          direction: 'in',
          asset: { kind: 'token', type: 'A.7e60df042a9c0868.FlowToken.Vault', amount: '500000000' },
          counterparty: '0x179b6b1cb6755e31',
          fee: null,
        },
      ],
    };
    localStorage.setItem(`flowdeck:testnet:${ALICE}:transfers`, JSON.stringify(known));
    renderActivity();
    const row = await screen.findByTestId('transfer');
    expect(row).toHaveTextContent('Received 5 FLOW from 0x179b…5e31');
    expect(within(row).getByTestId('transfer-source')).toHaveTextContent(
      'From the access node’s events',
    );
    expect(screen.getByTestId('unread-blocks')).toHaveTextContent('between blocks 1 and 20');

    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'out');
    expect(screen.queryByTestId('transfer')).toBeNull();
    expect(screen.getByText('Nothing matches these filters.')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'in');
    expect(await screen.findByTestId('transfer')).toBeVisible();
  });
});
