import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowClient } from '../client/flow-client.ts';
import type { StoredSession } from '../client/network-storage.ts';
import { createFlowConfig, type FlowConfig } from '../config.ts';
import { AccessNodeError, FlowError } from '../errors.ts';
import type { FlowNetwork } from '../networks.ts';
import { FlowProvider } from './FlowProvider.tsx';
import { FlowQueryProvider } from './FlowQueryProvider.tsx';
import { createFlowQueryClient } from './query-client.ts';
import { FakeFlowClient, signedInUser } from './testing/fake-flow-client.ts';
import { useScriptText } from './testing/script-read.ts';
import { useFlowChainId } from './useFlowChainId.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';

const ALICE = '0x01cf0e2f2f715450';
/** An address of testnet's address space (ALICE is the emulator's). */
const TESTNET_USER = '0x7e60df042a9c0868';
const NONE: StoredSession = { kind: 'none' };
const UNKNOWN: StoredSession = { kind: 'unknown' };

// The FCL client is replaced here, so that the default loader (a dynamic import) can be seen.
const fcl = vi.hoisted(() => ({ created: [] as unknown[], client: null as unknown }));
vi.mock('../client/fcl-client.ts', () => ({
  createFclFlowClient: (config: unknown) => {
    fcl.created.push(config);
    return fcl.client;
  },
}));

interface Setup {
  readonly client?: FakeFlowClient;
  readonly storedSession?: StoredSession;
  readonly fetchChainId?: (config: FlowConfig) => Promise<string>;
  readonly config?: FlowConfig;
}

/** FlowProvider (and its query layer) with a fake client behind a loader that counts its calls. */
function setup({ client = new FakeFlowClient(), storedSession, fetchChainId, config }: Setup = {}) {
  const loadClient = vi.fn(async (_config: FlowConfig): Promise<FlowClient> => client);
  const authenticate = vi.spyOn(client, 'authenticate');
  const queryClient = createFlowQueryClient();
  const sessionOf = storedSession === undefined ? undefined : () => storedSession;
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <FlowProvider
      config={config ?? createFlowConfig(client.network)}
      loadClient={loadClient}
      queryClient={queryClient}
      {...(sessionOf && { storedSession: sessionOf })}
      {...(fetchChainId && { fetchChainId })}
    >
      <FlowQueryProvider>{children}</FlowQueryProvider>
    </FlowProvider>
  );
  return { client, loadClient, authenticate, wrapper };
}

/** Lets every pending promise and effect run. */
const settle = () => act(async () => {});

/** What FCL keeps for `network` in the browser's localStorage (network-storage.ts). */
const storeSession = (network: FlowNetwork, user: unknown) =>
  localStorage.setItem(`flowdeck:${network}:fcl:CURRENT_USER`, JSON.stringify(user));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  fcl.created.length = 0;
});

describe('FlowProvider with no stored session (the signed-out landing)', () => {
  it('reports signed-out at once and never loads the client for it', async () => {
    const { loadClient, wrapper } = setup({ storedSession: NONE });
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    expect(result.current.status).toBe('signed-out');
    expect(result.current.user).toBeNull();
    await settle();
    expect(result.current.status).toBe('signed-out');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('loads the client to sign in, then follows its user', async () => {
    const { loadClient, authenticate, wrapper } = setup({ storedSession: NONE });
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    await settle();
    expect(loadClient).not.toHaveBeenCalled();
    await act(async () => {
      expect(await result.current.authenticate()).toBe('signed-in');
    });
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('signed-in');
    expect(result.current.address).toBe(ALICE);
    act(() => result.current.unauthenticate());
    expect(result.current.status).toBe('signed-out');
  });

  it('preloads the client on intent without opening the wallet, and follows its user', async () => {
    const { client, loadClient, authenticate, wrapper } = setup({ storedSession: NONE });
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    act(() => result.current.preload());
    await settle();
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(authenticate).not.toHaveBeenCalled();
    act(() => result.current.preload());
    await settle();
    expect(loadClient).toHaveBeenCalledTimes(1);
    // Subscribed from the moment the client loaded: a user it reports is shown.
    act(() => client.setUser(signedInUser(ALICE)));
    expect(result.current.status).toBe('signed-in');
  });

  it('follows the user once a query has loaded the client', async () => {
    const client = new FakeFlowClient();
    client.setUser(signedInUser(ALICE));
    const { loadClient, wrapper } = setup({ client, storedSession: NONE });
    const { result } = renderHook(
      () => ({
        user: useFlowCurrentUser(),
        query: useScriptText(),
      }),
      { wrapper },
    );
    expect(result.current.user.status).toBe('signed-out');
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(result.current.user.status).toBe('signed-in');
  });

  it('opens one wallet for sign-ins started together, and shows both as waiting', async () => {
    const client = new FakeFlowClient();
    let approve: () => void = () => {};
    client.authenticateResult = () =>
      new Promise((resolve) => {
        approve = () => resolve(signedInUser(ALICE));
      });
    const { authenticate, wrapper } = setup({ client, storedSession: NONE });
    const { result } = renderHook(
      () => ({ landing: useFlowCurrentUser(), header: useFlowCurrentUser() }),
      {
        wrapper,
      },
    );
    let outcomes: Promise<unknown[]> = Promise.resolve([]);
    act(() => {
      outcomes = Promise.all([
        result.current.landing.authenticate(),
        result.current.header.authenticate(),
      ]);
    });
    await settle();
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(result.current.landing.isAuthenticating).toBe(true);
    expect(result.current.header.isAuthenticating).toBe(true);
    await act(async () => {
      approve();
      expect(await outcomes).toEqual(['signed-in', 'signed-in']);
    });
    await waitFor(() => expect(result.current.landing.isAuthenticating).toBe(false));
    expect(result.current.header.isAuthenticating).toBe(false);
    expect(result.current.header.status).toBe('signed-in');
  });

  it('reports a failed load at sign-in, and tries again on the next one', async () => {
    const { loadClient, wrapper } = setup({ storedSession: NONE });
    loadClient.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    await act(async () => {
      expect(await result.current.authenticate()).toBe('failed');
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FlowError));
    expect(result.current.status).toBe('signed-out');
    await act(async () => {
      expect(await result.current.authenticate()).toBe('signed-in');
    });
    expect(loadClient).toHaveBeenCalledTimes(2);
  });
});

describe('FlowProvider with a stored session', () => {
  it('loads the client at once and reports its user', async () => {
    const client = new FakeFlowClient();
    client.setUser(signedInUser(ALICE));
    const { loadClient, wrapper } = setup({ client, storedSession: UNKNOWN });
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('is assumed when a custom loadClient comes without a session check', async () => {
    const { loadClient, wrapper } = setup();
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('reports a client that cannot be loaded as signed out, with the error', async () => {
    const { loadClient, wrapper } = setup({ storedSession: UNKNOWN });
    loadClient.mockRejectedValue(new Error('chunk failed'));
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.error).toBeInstanceOf(FlowError);
  });

  it('keeps a stored user signed in, and says why, when the client cannot be loaded to sign out', async () => {
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <FlowProvider
        config={createFlowConfig('testnet')}
        fetchChainId={async () => 'testnet'}
        storedSession={() => ({ kind: 'signed-in', user: signedInUser(TESTNET_USER) })}
        loadClient={async () => {
          throw new Error('Failed to fetch dynamically imported module');
        }}
      >
        {children}
      </FlowProvider>
    );
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper });
    act(() => result.current.unauthenticate());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FlowError));
    expect(result.current.status).toBe('signed-in');
  });
});

describe('FlowProvider’s default loader (FCL)', () => {
  const fake = new FakeFlowClient('testnet');
  beforeEach(() => {
    fcl.client = fake;
    fake.setUser(signedInUser(ALICE));
  });

  const defaultWrapper = ({ children }: { readonly children: ReactNode }) => (
    <FlowProvider config={createFlowConfig('testnet')} fetchChainId={async () => 'testnet'}>
      {children}
    </FlowProvider>
  );

  it('does not import FCL when localStorage holds no session for the network', async () => {
    // A session of another network does not count.
    storeSession('mainnet', signedInUser(ALICE));
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper: defaultWrapper });
    expect(result.current.status).toBe('signed-out');
    await settle();
    expect(fcl.created).toHaveLength(0);
  });

  it('reports the network’s stored user at once, without importing FCL', async () => {
    storeSession('testnet', signedInUser(TESTNET_USER));
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper: defaultWrapper });
    expect(result.current.status).toBe('signed-in');
    expect(result.current.address).toBe(TESTNET_USER);
    await settle();
    expect(fcl.created).toHaveLength(0);
  });

  it('imports FCL to sign out a stored user, and follows its user from then on', async () => {
    storeSession('testnet', signedInUser(TESTNET_USER));
    fake.setUser(signedInUser(TESTNET_USER));
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper: defaultWrapper });
    expect(result.current.status).toBe('signed-in');
    act(() => result.current.unauthenticate());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(fcl.created).toHaveLength(1);
  });

  it.each([
    ['a user of another network’s address space', signedInUser(ALICE)],
    ['a user of another FCL version', { ...signedInUser(TESTNET_USER), f_vsn: '2.0.0' }],
  ])('leaves %s to FCL, imported at once', async (_name, stored) => {
    storeSession('testnet', stored);
    const { result } = renderHook(() => useFlowCurrentUser(), { wrapper: defaultWrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(fcl.created).toHaveLength(1);
  });

  it('reads scripts without importing FCL', async () => {
    storeSession('testnet', signedInUser(TESTNET_USER));
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.endsWith('/v1/network/parameters')
        ? Response.json({ chain_id: 'flow-testnet' })
        : Response.json(btoa(JSON.stringify({ type: 'UFix64', value: '1.50000000' }))),
    );
    vi.stubGlobal('fetch', fetch);
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <FlowProvider config={createFlowConfig('testnet')} queryClient={createFlowQueryClient()}>
        <FlowQueryProvider>{children}</FlowQueryProvider>
      </FlowProvider>
    );
    const { result } = renderHook(
      () => ({
        user: useFlowCurrentUser(),
        balance: useScriptText(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data).toBe('1.50000000'));
    expect(result.current.user.status).toBe('signed-in');
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toContain('/v1/scripts');
    expect(fcl.created).toHaveLength(0);
  });
});

describe('FlowProvider’s chain check', () => {
  it('reads the chain id with one plain request, without loading the client', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ chain_id: 'flow-testnet' }));
    vi.stubGlobal('fetch', fetch);
    const config = createFlowConfig('testnet', { accessNodeUrl: 'https://node.example' });
    const { loadClient, wrapper } = setup({
      client: new FakeFlowClient('testnet'),
      storedSession: NONE,
      config,
    });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    await waitFor(() => expect(result.current.chainId).toBe('testnet'));
    expect(result.current.isMismatch).toBe(false);
    expect(result.current.transactionsBlocked).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://node.example/v1/network/parameters');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('flags the emulator chain on testnet as a mismatch, with FCL’s name for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ chain_id: 'flow-emulator' })),
    );
    const { wrapper } = setup({ client: new FakeFlowClient('testnet'), storedSession: NONE });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    await waitFor(() => expect(result.current.chainId).toBe('local'));
    expect(result.current.isMismatch).toBe(true);
    expect(result.current.transactionsBlocked).toBe('mismatch');
  });

  it('reports an unreachable node as an AccessNodeError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { wrapper } = setup({ storedSession: NONE });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(AccessNodeError));
    expect((result.current.error as AccessNodeError).kind).toBe('unreachable');
    // FCL would carry on with the configured network unchecked: no transaction until it answers.
    expect(result.current.transactionsBlocked).toBe('unverified');
  });

  it('asks again once the browser is back online after a failed check, and not before', async () => {
    let online = false;
    const fetchChainId = vi.fn(async () => {
      if (!online) throw new AccessNodeError({ kind: 'unreachable' });
      return 'local';
    });
    const { wrapper } = setup({ storedSession: NONE, fetchChainId });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(AccessNodeError));
    await settle();
    expect(fetchChainId).toHaveBeenCalledTimes(1);

    online = true;
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.chainId).toBe('local'));
    expect(result.current.error).toBeNull();
    expect(fetchChainId).toHaveBeenCalledTimes(2);
  });

  it('blocks transactions while the node has not yet confirmed its chain', async () => {
    let answerChain: (chain: string) => void = () => {};
    const { wrapper } = setup({
      storedSession: NONE,
      fetchChainId: () => new Promise<string>((resolve) => (answerChain = resolve)),
    });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.transactionsBlocked).toBe('checking');
    act(() => answerChain('local'));
    await waitFor(() => expect(result.current.chainId).toBe('local'));
    expect(result.current.transactionsBlocked).toBeNull();
  });

  it('turns whatever an injected fetchChainId throws into a FlowError', async () => {
    const { wrapper } = setup({
      storedSession: NONE,
      fetchChainId: async () => {
        throw 'node said no';
      },
    });
    const { result } = renderHook(() => useFlowChainId(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FlowError));
  });
});
