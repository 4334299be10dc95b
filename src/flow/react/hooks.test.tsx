import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canReceiveTokenScript } from '../cadence/scripts/can_receive_token.ts';
import {
  FlowError,
  FlowProviderMissingError,
  TransactionExpiredError,
  TransactionFailedError,
} from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import { FakeFlowClient, signedInUser, signedOutUser } from './testing/fake-flow-client.ts';
import { renderFlowHook } from './testing/render-with-flow.tsx';
import { useCanReceiveToken } from './useCanReceiveToken.ts';
import { useFlowAccount } from './useFlowAccount.ts';
import { useFlowChainId } from './useFlowChainId.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';
import { useSendTransaction } from './useSendTransaction.ts';
import { useTransaction } from './useTransaction.ts';

const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const OTHER_TX_ID = 'b'.repeat(64);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every hook outside FlowProvider', () => {
  const hooks: [string, () => unknown][] = [
    ['useFlowRead(canReceiveToken)', () => useCanReceiveToken(null, null)],
    ['useSendTransaction', () => useSendTransaction()],
    ['useTransaction', () => useTransaction(TX_ID)],
    ['useFlowCurrentUser', () => useFlowCurrentUser()],
    ['useFlowRead(account)', () => useFlowAccount('0x01cf0e2f2f715450')],
    ['useFlowChainId', () => useFlowChainId()],
  ];

  it.each(hooks)('%s throws FlowProviderMissingError naming the hook', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let thrown: unknown;
    try {
      renderHook(hook);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FlowProviderMissingError);
    expect((thrown as Error).name).toBe('FlowProviderMissingError');
    expect((thrown as Error).message).toContain(name);
    expect((thrown as Error).message).toContain('FlowProvider');
  });
});

describe('useFlowRead', () => {
  const RECIPIENT = '0x7e60df042a9c0868';

  it('keys a read by network, read id and parameters (never Cadence), and decodes', async () => {
    const client = new FakeFlowClient('testnet');
    client.queryResult = async () => true;
    const { result, queryClient } = renderFlowHook(
      () => useCanReceiveToken(RECIPIENT, '/public/flowTokenReceiver'),
      client,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(true);
    expect(client.queries).toEqual([
      {
        cadence: canReceiveTokenScript.cadence,
        args: [
          { type: 'Address', value: RECIPIENT },
          { type: 'String', value: 'flowTokenReceiver' },
        ],
      },
    ]);
    const [query] = queryClient.getQueryCache().getAll();
    expect(query?.queryKey).toEqual([
      'flow',
      'testnet',
      'canReceiveToken',
      { recipient: RECIPIENT, receiverPath: 'flowTokenReceiver' },
    ]);
  });

  it('reports a decoder failure as the query error and does not retry', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => 42;
    const { result } = renderFlowHook(
      () => useCanReceiveToken(RECIPIENT, '/public/flowTokenReceiver'),
      client,
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(FlowError);
    expect(result.current.error?.shortMessage).toBe(
      'The network returned data Flowdeck could not read.',
    );
    expect(result.current.error?.details).toMatch(/Bool/);
    expect(client.queries).toHaveLength(1);
  });

  it('sends nothing while its parameters are missing', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(
      () => useCanReceiveToken(null, '/public/flowTokenReceiver'),
      client,
    );
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(client.queries).toHaveLength(0);
  });
});

describe('useSendTransaction', () => {
  it('resolves with the transaction id and never retries a failure', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useSendTransaction(), client);
    await act(async () => {
      expect(await result.current.mutateAsync({ cadence: 'transaction {}', title: 'Test' })).toBe(
        'a'.repeat(64),
      );
    });
    client.mutateResult = async () => {
      throw new Error('node down');
    };
    await act(async () => {
      await result.current
        .mutateAsync({ cadence: 'transaction {}', title: 'Test' })
        .catch(() => {});
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.mutations).toHaveLength(2);
  });

  it('keys every signing by its network, apart from the reads', async () => {
    const { result } = renderFlowHook(
      () => ({ mutate: useSendTransaction(), queryClient: useQueryClient() }),
      new FakeFlowClient('testnet'),
    );
    await act(async () => {
      await result.current.mutate.mutateAsync({ cadence: 'transaction {}', title: 'Test' });
    });
    const mutations = result.current.queryClient.getMutationCache().getAll();
    expect(mutations.map((mutation) => mutation.options.mutationKey)).toEqual([
      ['flow', 'testnet', 'sendTransaction'],
    ]);
  });
});

describe('useTransaction', () => {
  it('follows the statuses and succeeds only when sealed', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useTransaction(TX_ID), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    expect(result.current.status).toBeNull();
    act(() => client.emitStatus(TX_ID, { status: 3, statusString: 'EXECUTED' }));
    expect(result.current.phase).toBe('executed');
    act(() => client.emitStatus(TX_ID, { status: 4, statusString: 'SEALED' }));
    expect(result.current.phase).toBe('sealed');
    expect(result.current.error).toBeNull();
  });

  it('refreshes the network’s queries once the transaction is sealed', async () => {
    const client = new FakeFlowClient();
    const { result, queryClient } = renderFlowHook(() => useTransaction(TX_ID), client);
    queryClient.setQueryData(['flow', 'local', 'query', 'balance', []], '1.00000000');
    queryClient.setQueryData(['flow', 'testnet', 'query', 'balance', []], '2.00000000');
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() => client.emitStatus(TX_ID, { status: 3 }));
    expect(
      queryClient.getQueryState(['flow', 'local', 'query', 'balance', []])?.isInvalidated,
    ).toBe(false);
    act(() => client.emitStatus(TX_ID, { status: 4 }));
    await waitFor(() =>
      expect(
        queryClient.getQueryState(['flow', 'local', 'query', 'balance', []])?.isInvalidated,
      ).toBe(true),
    );
    expect(
      queryClient.getQueryState(['flow', 'testnet', 'query', 'balance', []])?.isInvalidated,
    ).toBe(false);
    expect(result.current.phase).toBe('sealed');
  });

  it('parses the error message of a failed transaction', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useTransaction(TX_ID), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() =>
      client.emitStatus(TX_ID, {
        status: 4,
        statusCode: 1,
        errorMessage:
          '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: [Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: not enough FLOW\n',
      }),
    );
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBeInstanceOf(TransactionFailedError);
    expect((result.current.error as TransactionFailedError).flowError.code).toBe(1101);
  });

  it('treats EXPIRED as an error, never as success', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useTransaction(TX_ID), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() => client.emitStatus(TX_ID, { status: 5, statusString: 'EXPIRED', statusCode: 0 }));
    expect(result.current.phase).toBe('expired');
    expect(result.current.error).toBeInstanceOf(TransactionExpiredError);
  });

  it('reports a tracking error from the subscription', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useTransaction(TX_ID), client);
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() =>
      client.emitStatusError(
        TX_ID,
        new Error('Failed to reconnect to the server after 5 attempts'),
      ),
    );
    expect(result.current.error?.name).toBe('FlowError');
  });

  it('unsubscribes on id change and on unmount, and never shows the old status', async () => {
    const client = new FakeFlowClient();
    const { result, rerender, unmount } = renderFlowHook(
      ({ id }: { id: string }) => useTransaction(id),
      client,
      { initialProps: { id: TX_ID } },
    );
    await waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    act(() => client.emitStatus(TX_ID, { status: 4 }));
    rerender({ id: OTHER_TX_ID });
    expect(result.current.status).toBeNull();
    await waitFor(() => expect(client.statusSubscriptions.get(OTHER_TX_ID)).toBe(1));
    expect(client.statusSubscriptions.get(TX_ID)).toBe(0);
    unmount();
    expect(client.statusSubscriptions.get(OTHER_TX_ID)).toBe(0);
  });

  it('subscribes to nothing without an id', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useTransaction(null), client);
    await act(async () => {});
    expect(client.statusSubscriptions.size).toBe(0);
    expect(result.current).toEqual({
      status: null,
      phase: null,
      error: null,
      tracked: null,
      tracking: null,
    });
  });
});

describe('useFlowCurrentUser', () => {
  it('signs in and out', async () => {
    const client = new FakeFlowClient();
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      expect(await result.current.authenticate()).toBe('signed-in');
    });
    expect(result.current.status).toBe('signed-in');
    expect(result.current.address).toBe('0x01cf0e2f2f715450');
    act(() => result.current.unauthenticate());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });

  it('treats a declined or closed wallet as a neutral cancellation', async () => {
    const client = new FakeFlowClient();
    client.authenticateResult = async () => signedOutUser();
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      expect(await result.current.authenticate()).toBe('cancelled');
    });
    expect(result.current.status).toBe('signed-out');
    // The mutation's result reaches the hook a render after the promise (flaky without waiting).
    await waitFor(() => expect(result.current.lastOutcome).toBe('cancelled'));
    expect(result.current.error).toBeNull();
  });

  it('refuses a wallet that signs in with an address of another network', async () => {
    const client = new FakeFlowClient('local');
    // A testnet address (FlowToken on testnet): not a valid emulator address.
    client.authenticateResult = async () => signedInUser('0x7e60df042a9c0868');
    const unauthenticate = vi.spyOn(client, 'unauthenticate');
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      expect(await result.current.authenticate()).toBe('failed');
    });
    await waitFor(() => expect(result.current.error?.name).toBe('WalletResponseInvalidError'));
    expect(result.current.error?.details).toContain('0x7e60df042a9c0868');
    expect(unauthenticate).toHaveBeenCalled();
    expect(result.current.status).toBe('signed-out');
  });

  it('clears a stored session without an address, so that the wallet opens again', async () => {
    const client = new FakeFlowClient('local');
    client.setUser({ ...signedInUser('0x01cf0e2f2f715450'), addr: undefined });
    const unauthenticate = vi.spyOn(client, 'unauthenticate');
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      expect(await result.current.authenticate()).toBe('signed-in');
    });
    expect(unauthenticate).toHaveBeenCalledTimes(1);
    expect(result.current.address).toBe('0x01cf0e2f2f715450');
  });

  it('treats a sign-in cancelled from the app as a neutral cancellation', async () => {
    const client = new FakeFlowClient();
    client.authenticateResult = () => new Promise(() => {});
    const { result } = renderFlowHook(
      () => ({ user: useFlowCurrentUser(), flow: useFlowContext('test') }),
      client,
    );
    await waitFor(() => expect(result.current.user.status).toBe('signed-out'));
    await act(async () => {
      const signingIn = result.current.user.authenticate();
      await waitFor(() =>
        expect(result.current.flow.transactions.walletGate.isWaiting()).toBe(true),
      );
      result.current.flow.transactions.walletGate.cancel();
      expect(await signingIn).toBe('cancelled');
    });
    await waitFor(() => expect(result.current.user.isAuthenticating).toBe(false));
    expect(result.current.user.error).toBeNull();
    expect(result.current.user.lastOutcome).toBe('cancelled');
  });

  it('reports a failed sign-in as an error', async () => {
    const client = new FakeFlowClient();
    client.authenticateResult = async () => {
      throw new Error('Popup failed to open (was it blocked by a popup blocker?)');
    };
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(async () => {
      expect(await result.current.authenticate()).toBe('failed');
    });
    await waitFor(() => expect(result.current.error?.name).toBe('WalletPopupBlockedError'));
    expect(result.current.status).toBe('signed-out');
  });

  it('shows OpenID claims returned by the wallet as plain strings', async () => {
    const client = new FakeFlowClient();
    client.setUser(
      signedInUser('01cf0e2f2f715450', [
        {
          f_type: 'Service',
          f_vsn: '1.0.0',
          type: 'open-id',
          method: 'DATA',
          endpoint: '',
          provider: {},
          params: {},
          data: {
            f_type: 'OpenID',
            f_vsn: '1.0.0',
            email: { email: 'ada@example.com', email_verified: true },
          },
        },
      ]),
    );
    const { result } = renderFlowHook(() => useFlowCurrentUser(), client);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.address).toBe('0x01cf0e2f2f715450');
    expect(result.current.openIdClaims).toEqual({
      email: 'ada@example.com',
      email_verified: 'true',
    });
  });
});

describe('useFlowChainId', () => {
  it('flags an access node on another chain', async () => {
    const client = new FakeFlowClient('mainnet');
    client.chainId = async () => 'testnet';
    const { result } = renderFlowHook(() => useFlowChainId(), client);
    await waitFor(() => expect(result.current.chainId).toBe('testnet'));
    expect(result.current.isMismatch).toBe(true);
  });

  it('accepts the emulator chain on the local network', async () => {
    const client = new FakeFlowClient('local');
    const { result } = renderFlowHook(() => useFlowChainId(), client);
    await waitFor(() => expect(result.current.chainId).toBe('local'));
    expect(result.current.isMismatch).toBe(false);
  });
});

describe('useFlowAccount', () => {
  it('stays idle without an address', async () => {
    const client = new FakeFlowClient();
    const getAccount = vi.spyOn(client, 'getAccount');
    const { result } = renderFlowHook(() => useFlowAccount(null), client);
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(getAccount).not.toHaveBeenCalled();
  });
});
