import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  WalletDeclinedError,
  WalletRequestInFlightError,
  WalletStoppedWaitingError,
} from '../errors.ts';
import { createTransactionStore } from '../transactions/transaction-store.ts';
import { useFlowContext } from './flow-context.ts';
import {
  FakeFlowClient,
  signedInUser,
  transactionNotFoundError,
  transactionStatus,
} from './testing/fake-flow-client.ts';
import { renderFlowHook } from './testing/render-with-flow.tsx';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';
import { useSendTransaction } from './useSendTransaction.ts';
import { useTransaction } from './useTransaction.ts';
import { useTransactions } from './useTransactions.ts';

import { useWalletRequestInFlight } from './useWalletRequestInFlight.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const OTHER_TX_ID = 'b'.repeat(64);
const KEY = `flowdeck:testnet:${ALICE}:transactions`;

function signedInClient(address = ALICE, network: 'testnet' | 'mainnet' = 'testnet') {
  const client = new FakeFlowClient(network);
  client.setUser(signedInUser(address));
  client.mutateResult = async () => TX_ID;
  return client;
}

const sendAndTrack = () => ({
  mutate: useSendTransaction(),
  transactions: useTransactions(),
  inFlight: useWalletRequestInFlight(),
});

describe('useSendTransaction records what it sends', () => {
  /** Starts a send whose wallet answers only when the test says so, and cancels it from the app. */
  async function cancelPendingSend(onLateOutcome?: (id: string | null) => void) {
    const client = signedInClient();
    let submit: (id: string) => void = () => {};
    let refuse: (reason: unknown) => void = () => {};
    client.mutateResult = () =>
      new Promise<string>((resolve, reject) => {
        submit = resolve;
        refuse = reject;
      });
    const rendered = renderFlowHook(
      () => ({ ...sendAndTrack(), second: useSendTransaction(), flow: useFlowContext('test') }),
      client,
    );
    const { result } = rendered;
    let sending: Promise<unknown> = Promise.resolve(null);
    act(() => {
      sending = result.current.mutate
        .mutateAsync({
          cadence: 'transaction {}',
          title: 'Cancelled send',
          ...(onLateOutcome && { onLateOutcome }),
        })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.flow.transactions.walletGate.isWaiting()).toBe(true));
    let outcome: unknown = null;
    await act(async () => {
      result.current.flow.transactions.walletGate.cancel();
      outcome = await sending;
    });
    return { client, result, outcome, submit: (id: string) => submit(id), refuse };
  }

  it('a cancel that cannot close the wallet (a popup) keeps the wallet busy until it answers', async () => {
    const onLateOutcome = vi.fn();
    const { client, result, outcome, submit } = await cancelPendingSend(onLateOutcome);
    expect(outcome).toBeInstanceOf(WalletStoppedWaitingError);
    expect(client.mutations).toEqual([{ cadence: 'transaction {}' }]);
    // The wallet can still approve: no second request may open meanwhile.
    expect(result.current.inFlight).toBe(true);
    await act(async () => {
      await expect(
        result.current.second.mutateAsync({ cadence: 'b', title: 'Second' }),
      ).rejects.toBeInstanceOf(WalletRequestInFlightError);
    });
    expect(client.mutations).toHaveLength(1);
    expect(result.current.transactions).toEqual([]);
    // The wallet submits it after all: it is recorded, and only then is the wallet free.
    await act(async () => submit(TX_ID));
    await waitFor(() => expect(result.current.inFlight).toBe(false));
    await waitFor(() =>
      expect(result.current.transactions.map((entry) => entry.id)).toEqual([TX_ID]),
    );
    expect(onLateOutcome).toHaveBeenCalledExactlyOnceWith(TX_ID);
  });

  it('records a submitted transaction as pending for the signed-in account', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const client = signedInClient();
    const { result } = renderFlowHook(sendAndTrack, client);
    await waitFor(() => expect(client.statusSubscriptions.size).toBe(0));
    await act(async () => {
      await result.current.mutate.mutateAsync({
        cadence: 'transaction {}',
        title: 'Send 5 FLOW to 0x179b…5e31',
        limit: 100,
      });
    });
    expect(client.mutations).toEqual([{ cadence: 'transaction {}', limit: 100 }]);
    // Recorded at once, or as soon as the center's code has loaded.
    await waitFor(() =>
      expect(result.current.transactions).toEqual([
        expect.objectContaining({
          id: TX_ID,
          network: 'testnet',
          account: ALICE,
          title: 'Send 5 FLOW to 0x179b…5e31',
          createdAt: 1_700_000_000_000,
          phase: 'pending',
          final: false,
        }),
      ]),
    );
    expect(localStorage.getItem(KEY)).toContain(TX_ID);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    vi.restoreAllMocks();
  });

  it.each([
    ['the wallet declines', 'Declined: No reason supplied'],
    ['the wallet is closed', 'Declined: Externally Halted'],
    ['the node refuses it', new Error('HTTP 400: invalid signature')],
  ])('records nothing when %s', async (_, rejection) => {
    const client = signedInClient();
    client.mutateResult = () => Promise.reject(rejection);
    const { result } = renderFlowHook(sendAndTrack, client);
    let thrown: unknown;
    await act(async () => {
      await result.current.mutate
        .mutateAsync({ cadence: 'transaction {}', title: 'Send' })
        .catch((error: unknown) => {
          thrown = error;
        });
    });
    if (typeof rejection === 'string') expect(thrown).toBeInstanceOf(WalletDeclinedError);
    expect(result.current.transactions).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.inFlight).toBe(false);
  });
});

describe('the transaction center', () => {
  it('follows a sent transaction to sealed with one follower, however many watch it, and refreshes queries once', async () => {
    const client = signedInClient();
    const { result, queryClient } = renderFlowHook(
      () => ({
        ...sendAndTrack(),
        // Screens following the same transaction share the tracker's follower, and must not
        // cause a second refresh.
        status: useTransaction(TX_ID),
        again: useTransaction(TX_ID),
        entry: useTransaction(TX_ID.toUpperCase()).tracked,
      }),
      client,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      await result.current.mutate.mutateAsync({ cadence: 'transaction {}', title: 'Send' });
    });
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    await waitFor(() => expect(result.current.entry).toBeDefined());
    act(() => client.emitStatus(TX_ID, { status: 2 }));
    expect(result.current.entry?.phase).toBe('finalized');
    expect(result.current.again.phase).toBe('finalized');
    expect(client.statusSubscriptions.get(TX_ID)).toBe(1);
    act(() => client.emitStatus(TX_ID, { status: 4, statusString: 'SEALED' }));
    expect(result.current.entry?.phase).toBe('sealed');
    expect(result.current.status.phase).toBe('sealed');
    expect(result.current.again.phase).toBe('sealed');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['flow', 'testnet'] });
  });

  it('resumes unfinished transactions from storage when it mounts', async () => {
    const store = createTransactionStore({
      network: 'testnet',
      account: ALICE,
      storage: localStorage,
      events: null,
    });
    store.add({ id: TX_ID, title: 'Before the reload' });
    store.add({ id: OTHER_TX_ID, title: 'Done' });
    store.recordStatus(OTHER_TX_ID, { status: 4, statusCode: 0, errorMessage: '' });
    const client = signedInClient();
    const { result } = renderFlowHook(() => useTransactions(), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    expect(client.statusSubscriptions.has(OTHER_TX_ID)).toBe(false);
    expect(result.current.map((entry) => entry.title).sort()).toEqual([
      'Before the reload',
      'Done',
    ]);
    act(() => client.emitStatus(TX_ID, { status: 5, statusString: 'EXPIRED' }));
    expect(result.current.find((entry) => entry.id === TX_ID)?.phase).toBe('expired');
  });

  it('shows only the signed-in account’s transactions on the current network', async () => {
    const store = createTransactionStore({
      network: 'testnet',
      account: ALICE,
      storage: localStorage,
      events: null,
    });
    store.add({ id: TX_ID, title: 'Alice on testnet' });
    const bob = renderFlowHook(() => useTransactions(), signedInClient(BOB));
    const mainnet = renderFlowHook(() => useTransactions(), signedInClient(ALICE, 'mainnet'));
    const signedOut = renderFlowHook(() => useTransactions(), new FakeFlowClient('testnet'));
    const alice = renderFlowHook(() => useTransactions(), signedInClient());
    await waitFor(() => expect(alice.result.current).toHaveLength(1));
    expect(bob.result.current).toEqual([]);
    expect(mainnet.result.current).toEqual([]);
    expect(signedOut.result.current).toEqual([]);
  });

  it('picks up what another tab records', async () => {
    const client = signedInClient();
    const { result: both } = renderFlowHook(
      () => ({ user: useFlowCurrentUser(), transactions: useTransactions() }),
      client,
    );
    const result = {
      get current() {
        return both.current.transactions;
      },
    };
    await waitFor(() => expect(both.current.user.status).toBe('signed-in'));
    // The store exists once the effects of the signed-in render have run.
    await act(async () => {});
    const otherTab = createTransactionStore({
      network: 'testnet',
      account: ALICE,
      storage: localStorage,
      events: null,
    });
    otherTab.add({ id: TX_ID, title: 'From the other tab' });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: KEY, newValue: localStorage.getItem(KEY) }),
      );
    });
    expect(result.current.map((entry) => entry.title)).toEqual(['From the other tab']);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    otherTab.recordStatus(TX_ID, { status: 4, statusCode: 0, errorMessage: '' });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current[0]?.phase).toBe('sealed');
    expect(client.statusSubscriptions.get(TX_ID)).toBe(0);
  });

  it('says how a transaction is followed, and when the node does not know it yet', async () => {
    const client = signedInClient();
    client.transactionStatusResult = async (id) => {
      throw transactionNotFoundError(id);
    };
    const { result } = renderFlowHook(
      () => ({ ...sendAndTrack(), tracking: useTransaction(TX_ID).tracking }),
      client,
    );
    await act(async () => {
      await result.current.mutate.mutateAsync({ cadence: 'transaction {}', title: 'Send' });
    });
    await waitFor(() => expect(result.current.tracking?.via).toBe('subscription'));
    act(() => client.emitStatusError(TX_ID, new Error('socket closed')));
    await waitFor(() => expect(result.current.tracking?.notFoundSince).not.toBeNull());
    expect(result.current.tracking?.via).toBe('polling');
    expect(result.current.transactions[0]?.phase).toBe('pending');
  });
});

describe('useTransaction falls back to polling', () => {
  it('reaches sealed by polling after the subscription fails', async () => {
    const client = new FakeFlowClient();
    client.transactionStatusResult = async () => transactionStatus({ status: 4 });
    const { result } = renderFlowHook(() => useTransaction(TX_ID), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() => client.emitStatusError(TX_ID, new Error('Failed to reconnect')));
    await waitFor(() => expect(result.current.phase).toBe('sealed'));
    expect(result.current.error).toBeNull();
    expect(client.statusReads).toEqual([TX_ID]);
  });
});
