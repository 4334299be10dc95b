import { describe, expect, it, vi } from 'vitest';
import type { TransactionRequest } from '../client/flow-client.ts';
import {
  AccessNodeError,
  SubmissionUncertainError,
  WalletDeclinedError,
  WalletRequestInFlightError,
  WalletStoppedWaitingError,
} from '../errors.ts';
import { createWalletGate } from '../wallet/wallet-gate.ts';
import {
  type SendTransactionRequest,
  sendTransaction,
  sendTransactionMutationOptions,
  type TransactionAbout,
} from './send-transaction.ts';

const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const REQUEST: SendTransactionRequest = { cadence: 'transaction {}', title: 'Send 1 FLOW' };

/** A wallet that answers when the test says: sign, submit, or refuse. */
function scriptedWallet() {
  const calls: TransactionRequest[] = [];
  let submit: (id: string) => void = () => {};
  let refuse: (reason: unknown) => void = () => {};
  let sign: () => void = () => {};
  const client = {
    mutate: (request: TransactionRequest) => {
      calls.push(request);
      sign = () => request.onSigned?.();
      return new Promise<string>((resolve, reject) => {
        submit = resolve;
        refuse = reject;
      });
    },
  };
  return {
    calls,
    client,
    sign: () => sign(),
    submit: (id: string) => submit(id),
    refuse: (reason: unknown) => refuse(reason),
  };
}

/** A sender on that wallet; `closeWalletView` says whether cancelling can remove the wallet. */
function senderOn(wallet: ReturnType<typeof scriptedWallet>, walletViewClosable = false) {
  const recorded: [string, string][] = [];
  const walletGate = createWalletGate({ closeWalletView: () => walletViewClosable });
  const sender = {
    getClient: async () => wallet.client,
    walletGate,
    recordSubmitted: (id: string, { title, recipient }: TransactionAbout) => {
      recorded.push(recipient === undefined ? [id, title] : [id, `${title} (${recipient})`]);
    },
  };
  return { sender, walletGate, recorded };
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** Lets the action reach the wallet (its client loads asynchronously). */
const reachWallet = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendTransaction', () => {
  it('resolves with the submitted id, records it under its title, and frees the wallet', async () => {
    const wallet = scriptedWallet();
    const { sender, walletGate, recorded } = senderOn(wallet);
    const onSigned = vi.fn();
    const sending = sendTransaction(sender, { ...REQUEST, args: [], limit: 120, onSigned });
    expect(walletGate.isBusy()).toBe(true);
    await reachWallet();
    wallet.sign();
    expect(onSigned).toHaveBeenCalledOnce();
    wallet.submit(TX_ID);
    await expect(sending).resolves.toBe(TX_ID);
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
    expect(walletGate.isBusy()).toBe(false);
    // The wallet gets the transaction, not the app's own bookkeeping.
    expect(wallet.calls).toHaveLength(1);
    expect(wallet.calls[0]).toMatchObject({ cadence: 'transaction {}', args: [], limit: 120 });
    expect(wallet.calls[0]).not.toHaveProperty('title');
  });

  it('takes the wallet at call time: a second call in the same tick is refused and opens nothing', async () => {
    const wallet = scriptedWallet();
    const { sender, recorded } = senderOn(wallet);
    const first = sendTransaction(sender, REQUEST);
    const second = sendTransaction(sender, { ...REQUEST, title: 'Double click' });
    await expect(second).rejects.toBeInstanceOf(WalletRequestInFlightError);
    await reachWallet();
    expect(wallet.calls).toHaveLength(1);
    wallet.submit(TX_ID);
    await expect(first).resolves.toBe(TX_ID);
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
    // Free again once the first settled.
    const third = sendTransaction(sender, REQUEST);
    await reachWallet();
    wallet.submit(TX_ID);
    await expect(third).resolves.toBe(TX_ID);
  });

  it('a declined request records nothing and frees the wallet', async () => {
    const wallet = scriptedWallet();
    const { sender, walletGate, recorded } = senderOn(wallet);
    const sending = settled(sendTransaction(sender, REQUEST));
    await reachWallet();
    wallet.refuse('Declined: No reason supplied');
    const { error } = (await sending) as { error: unknown };
    expect(error).toBeInstanceOf(WalletDeclinedError);
    expect(recorded).toEqual([]);
    expect(walletGate.isBusy()).toBe(false);
  });

  it('records the address a transaction pays, for Activity to offer saving it', async () => {
    const wallet = scriptedWallet();
    const { sender, recorded } = senderOn(wallet);
    const sending = sendTransaction(sender, {
      ...REQUEST,
      args: [],
      limit: 120,
      recipient: '0x179b6b1cb6755e31',
    });
    await reachWallet();
    wallet.sign();
    wallet.submit(TX_ID);
    await sending;
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW (0x179b6b1cb6755e31)']]);
  });

  it('a submission whose answer was lost is recorded by its id, and still rejects', async () => {
    const wallet = scriptedWallet();
    const { sender, walletGate, recorded } = senderOn(wallet);
    const sending = settled(sendTransaction(sender, REQUEST));
    await reachWallet();
    wallet.sign();
    wallet.refuse(
      new SubmissionUncertainError(TX_ID, new AccessNodeError({ kind: 'unreachable' })),
    );
    const { error } = (await sending) as { error: unknown };
    expect(error).toBeInstanceOf(SubmissionUncertainError);
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
    expect(walletGate.isBusy()).toBe(false);
  });

  it('once signed, a cancel no longer stops it: the submission is awaited outside the wallet', async () => {
    const wallet = scriptedWallet();
    const { sender, walletGate, recorded } = senderOn(wallet);
    const sending = sendTransaction(sender, REQUEST);
    await reachWallet();
    expect(walletGate.isWaiting()).toBe(true);
    wallet.sign();
    await reachWallet();
    expect(walletGate.isWaiting()).toBe(false);
    walletGate.cancel();
    wallet.submit(TX_ID);
    await expect(sending).resolves.toBe(TX_ID);
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
  });

  describe('a cancel while a popup wallet may still answer', () => {
    async function cancelled() {
      const wallet = scriptedWallet();
      const { sender, walletGate, recorded } = senderOn(wallet);
      const onLateOutcome = vi.fn();
      const sending = settled(sendTransaction(sender, { ...REQUEST, onLateOutcome }));
      await reachWallet();
      walletGate.cancel();
      const { error } = (await sending) as { error: unknown };
      expect(error).toBeInstanceOf(WalletStoppedWaitingError);
      // The wallet can still approve: the slot stays taken, so nothing else can open.
      expect(walletGate.isBusy()).toBe(true);
      await expect(sendTransaction(sender, REQUEST)).rejects.toBeInstanceOf(
        WalletRequestInFlightError,
      );
      expect(wallet.calls).toHaveLength(1);
      return { wallet, walletGate, recorded, onLateOutcome };
    }

    it('a late approval is recorded and reported, and only then frees the wallet', async () => {
      const { wallet, walletGate, recorded, onLateOutcome } = await cancelled();
      expect(recorded).toEqual([]);
      wallet.submit(TX_ID);
      await vi.waitFor(() => expect(walletGate.isBusy()).toBe(false));
      expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
      expect(onLateOutcome).toHaveBeenCalledExactlyOnceWith(TX_ID);
    });

    it('a late refusal reports that nothing was sent and frees the wallet', async () => {
      const { wallet, walletGate, recorded, onLateOutcome } = await cancelled();
      wallet.refuse('Declined: No reason supplied');
      await vi.waitFor(() => expect(walletGate.isBusy()).toBe(false));
      expect(recorded).toEqual([]);
      expect(onLateOutcome).toHaveBeenCalledExactlyOnceWith(null);
    });
  });

  it('a cancel that closes the wallet view frees the wallet at once: nothing can be sent', async () => {
    const wallet = scriptedWallet();
    const { sender, walletGate, recorded } = senderOn(wallet, true);
    const onLateOutcome = vi.fn();
    const sending = settled(sendTransaction(sender, { ...REQUEST, onLateOutcome }));
    await reachWallet();
    walletGate.cancel();
    const { error } = (await sending) as { error: unknown };
    expect(error).toBeInstanceOf(WalletDeclinedError);
    expect(walletGate.isBusy()).toBe(false);
    expect(recorded).toEqual([]);
    expect(onLateOutcome).not.toHaveBeenCalled();
  });

  it('a client that cannot load frees the wallet and says why', async () => {
    const walletGate = createWalletGate({ closeWalletView: () => false });
    const sending = sendTransaction(
      {
        getClient: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        walletGate,
        recordSubmitted: () => {},
      },
      REQUEST,
    );
    await expect(sending).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(walletGate.isBusy()).toBe(false);
  });
});

describe('sendTransactionMutationOptions', () => {
  it('keys every send by its network, never retries, and sends through the action', async () => {
    const wallet = scriptedWallet();
    const { sender, recorded } = senderOn(wallet);
    const options = sendTransactionMutationOptions('testnet', sender);
    expect(options.mutationKey).toEqual(['flow', 'testnet', 'sendTransaction']);
    expect(options.retry).toBe(false);
    const sending = options.mutationFn(REQUEST);
    await reachWallet();
    wallet.submit(TX_ID);
    await expect(sending).resolves.toBe(TX_ID);
    expect(recorded).toEqual([[TX_ID, 'Send 1 FLOW']]);
  });
});
