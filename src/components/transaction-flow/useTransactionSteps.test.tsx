import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { renderFlowHook } from '../../flow/react/testing/render-with-flow.tsx';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { WALLET_REQUEST_TIMEOUT_MS } from '../../flow/wallet/wallet-gate.ts';
import { LATE_NOTHING_SENT_NOTICE, useTransactionSteps } from './useTransactionSteps.ts';

const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there; ' +
  'anything it approves will appear in Activity.';
const PLAN: TransactionPlan = {
  title: 'Send 1 FLOW',
  cadence: 'transaction {}',
  args: [],
  review: [],
  computeLimit: 200,
  spendsFlow: 0n,
};

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('FCL_IFRAME')?.remove();
});

/** A review whose wallet answers only when the test says so. */
async function reviewWithSlowWallet() {
  const client = new FakeFlowClient('testnet');
  client.setUser(signedInUser('0x01cf0e2f2f715450'));
  const answers: { submit: (id: string) => void; refuse: (reason: unknown) => void }[] = [];
  client.mutateResult = () =>
    new Promise<string>((resolve, reject) => {
      answers.push({ submit: resolve, refuse: reject });
    });
  const clearDraft = vi.fn();
  const { result } = renderFlowHook(
    () => ({
      steps: useTransactionSteps(clearDraft, () => {}),
      flow: useFlowContext('test'),
    }),
    client,
  );
  act(() => result.current.steps.review(PLAN));
  act(() => result.current.steps.sign(PLAN));
  await waitFor(() => expect(result.current.flow.transactions.walletGate.isWaiting()).toBe(true));
  const answer = () => {
    const first = answers[0];
    if (!first) throw new Error('no wallet request was made');
    return first;
  };
  return { client, result, clearDraft, answer };
}

describe('useTransactionSteps after the app stops waiting for the wallet', () => {
  it('a popup wallet: says the request may still be approved, and shows it when it is', async () => {
    const { client, result, clearDraft, answer } = await reviewWithSlowWallet();
    act(() => result.current.flow.transactions.walletGate.cancel());
    await waitFor(() => expect(result.current.steps.signNotice).toBe(STOPPED_WAITING));
    expect(result.current.steps.signNotice).not.toMatch(/nothing was sent/i);
    expect(result.current.steps.walletPending).toBe(true);
    expect(result.current.steps.step).toBe('review');

    // Signing again is refused while the wallet may still approve; the explanation stays.
    act(() => result.current.steps.sign(PLAN));
    expect(result.current.steps.signError).toMatch(/still busy with another request/);
    expect(result.current.steps.signNotice).toBe(STOPPED_WAITING);
    expect(client.mutations).toHaveLength(1);

    await act(async () => answer().submit(TX_ID));
    await waitFor(() => expect(result.current.steps.submitted?.id).toBe(TX_ID));
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(result.current.steps.signNotice).toBeNull();
    expect(result.current.steps.signError).toBeNull();
    expect(result.current.steps.walletPending).toBe(false);
  });

  it('a popup wallet that then declines: says nothing was sent and frees the wallet', async () => {
    const { result, clearDraft, answer } = await reviewWithSlowWallet();
    act(() => result.current.flow.transactions.walletGate.cancel());
    await waitFor(() => expect(result.current.steps.signNotice).toBe(STOPPED_WAITING));
    await act(async () => answer().refuse('Declined: No reason supplied'));
    await waitFor(() => expect(result.current.steps.signNotice).toBe(LATE_NOTHING_SENT_NOTICE));
    expect(result.current.steps.walletPending).toBe(false);
    expect(result.current.steps.submitted).toBeNull();
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('FCL’s frame removed: nothing was sent, and the wallet is free at once', async () => {
    const frame = document.createElement('div');
    frame.id = 'FCL_IFRAME';
    document.body.append(frame);
    const { result } = await reviewWithSlowWallet();
    act(() => result.current.flow.transactions.walletGate.cancel());
    await waitFor(() =>
      expect(result.current.steps.signNotice).toBe('Wallet request cancelled. Nothing was sent.'),
    );
    expect(result.current.steps.walletPending).toBe(false);
  });

  it('a timeout with a popup wallet is an error that does not claim nothing was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = await reviewWithSlowWallet();
    act(() => vi.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS));
    await waitFor(() =>
      expect(result.current.steps.signError).toBe(
        `The wallet did not answer within 5 minutes. ${STOPPED_WAITING}`,
      ),
    );
    expect(result.current.steps.walletPending).toBe(true);
  });
});

describe('useTransactionSteps when the access node’s answer to the submission is lost', () => {
  it('says it is sending once signed, then follows the transaction by its id: no error, no second signing', async () => {
    const client = new FakeFlowClient('testnet');
    client.setUser(signedInUser('0x01cf0e2f2f715450'));
    const loseAnswer = client.signThenLoseAnswer(TX_ID);
    const clearDraft = vi.fn();
    const { result } = renderFlowHook(() => useTransactionSteps(clearDraft, () => {}), client);
    act(() => result.current.review(PLAN));
    act(() => result.current.sign(PLAN));
    await waitFor(() => expect(result.current.sending).toBe(true));
    expect(result.current.signing).toBe(true);

    await act(async () => loseAnswer());
    await waitFor(() =>
      expect(result.current.submitted).toEqual({ id: TX_ID, plan: PLAN, uncertain: true }),
    );
    expect(result.current.sending).toBe(false);
    expect(result.current.signError).toBeNull();
    expect(result.current.signNotice).toBeNull();
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(client.mutations).toHaveLength(1);
  });
});

describe('useTransactionSteps on a double click', () => {
  it('opens one wallet request: the second click, before React re-renders, is refused quietly', async () => {
    const client = new FakeFlowClient('testnet');
    client.setUser(signedInUser('0x01cf0e2f2f715450'));
    let approve: (id: string) => void = () => {};
    client.mutateResult = () => new Promise<string>((resolve) => (approve = resolve));
    const { result } = renderFlowHook(
      () => ({
        steps: useTransactionSteps(
          () => {},
          () => {},
        ),
        flow: useFlowContext('test'),
      }),
      client,
    );
    act(() => result.current.steps.review(PLAN));
    act(() => {
      result.current.steps.sign(PLAN);
      result.current.steps.sign(PLAN);
    });
    await waitFor(() => expect(result.current.flow.transactions.walletGate.isWaiting()).toBe(true));
    expect(client.mutations).toHaveLength(1);
    expect(result.current.steps.signError).toBeNull();
    expect(result.current.steps.walletPending).toBe(true);
    await act(async () => approve(TX_ID));
    await waitFor(() => expect(result.current.steps.submitted?.id).toBe(TX_ID));
    expect(result.current.steps.walletPending).toBe(false);
    expect(result.current.flow.transactions.walletGate.isBusy()).toBe(false);
    expect(client.mutations).toHaveLength(1);
  });
});
