import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { browserLocalStorage } from '../browser-local-storage.ts';
import { type ChainChecks, chainCheckOf, createChainChecks } from '../client/chain-checks.ts';
import { fetchChainId } from '../client/chain-id.ts';
import type { FlowClient, FlowReader } from '../client/flow-client.ts';
import { createLazyClient } from '../client/lazy-client.ts';
import { browserStoredSession, type StoredSession } from '../client/network-storage.ts';
import { withDeadline } from '../client/query-deadline.ts';
import { loadScriptReader } from '../client/script-reader-code.ts';
import type { FlowConfig } from '../config.ts';
import { toFlowError } from '../errors.ts';
import { EVM_ADDRESSES, type EvmAddressBook } from '../evm-contracts.ts';
import { type FlowNetwork, NETWORKS } from '../networks.ts';
import { flowNetworkKey } from '../reads/flow-network-key.ts';
import { createTransactionCenter } from '../transactions/transaction-center.ts';
import { createWalletGate } from '../wallet/wallet-gate.ts';
import { FlowContext, type FlowContextValue, useFlowContext } from './flow-context.ts';
import { createQueryClientHolder } from './query-client-holder.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';
import { FlowNetworkContext, type FlowNetworkInfo } from './useFlowNetwork.ts';
import { createWalletSession } from './wallet-session.ts';

export interface FlowProviderProps {
  readonly config: FlowConfig;
  /** The network's name in the UI (useFlowNetwork); by default the preset's. */
  readonly label?: string;
  /** The network's EVM contracts (useFlowNetwork); by default the preset network's. */
  readonly evmAddressBook?: EvmAddressBook;
  /**
   * How to obtain the client: by default FCL (`fcl-client.ts`), imported on first use, i.e.
   * when something needs it: a stored session to read, a sign-in (or the pointer reaching for
   * "Connect"), a transaction, an account's keys. Tests pass a fake.
   */
  readonly loadClient?: (
    config: FlowConfig,
    knownChainId: () => Promise<string>,
  ) => Promise<FlowClient>;
  /**
   * The wallet session stored for `network`; asked once, synchronously, when the provider
   * mounts. `none` ("certainly signed out") and `signed-in` (that user) are what
   * `useFlowCurrentUser` says at once, and the client stays unloaded until something else needs
   * it (its user is followed from then on). `unknown` loads the client at mount to read it.
   *
   * Default: with the default (FCL) `loadClient`, a look at what FCL keeps in localStorage for
   * the network (`storedSession` in network-storage.ts); with a custom `loadClient`, always
   * `unknown`, since only that client knows its session.
   */
  readonly storedSession?: (network: FlowNetwork) => StoredSession;
  /**
   * How to obtain what the screens read through. Default: with the default `loadClient`, the
   * REST script reader (script-reader.ts), imported on first use, which needs no FCL; with a
   * custom `loadClient`, that client.
   */
  readonly loadReader?: (config: FlowConfig) => Promise<FlowReader>;
  /**
   * Reads the access node's chain id, as FCL names it, for the chain check (`useFlowChainId`);
   * never through the client. Default: `GET {accessNodeUrl}/v1/network/parameters`
   * (`fetchChainId` in chain-id.ts). Whatever it rejects with becomes a FlowError.
   */
  readonly fetchChainId?: (config: FlowConfig) => Promise<string>;
  /**
   * Where the answers of chain checks are kept. AppProviders passes one for the whole page, so
   * that switching networks and back asks no node twice; by default, this provider's own.
   */
  readonly chainChecks?: ChainChecks;
  /**
   * The QueryClient FlowQueryProvider gives the screens inside it; by default one made (with
   * the query library) the first time a screen that reads is shown.
   */
  readonly queryClient?: QueryClient;
  /** Where sent transactions are kept: localStorage by default, null for memory only. */
  readonly transactionStorage?: Storage | null;
  readonly children: ReactNode;
}

const loadFclClient = async (
  config: FlowConfig,
  knownChainId: () => Promise<string>,
): Promise<FlowClient> => {
  const { createFclFlowClient } = await import('../client/fcl-client.ts');
  return createFclFlowClient(config, window.localStorage, { knownChainId });
};

const clientsSession = (): StoredSession => ({ kind: 'unknown' });

const fetchAccessNodeChainId = (config: FlowConfig) => fetchChainId(config.accessNodeUrl);

/**
 * Owns one network's Flow client, the wallet session, the QueryClient (given to the screens by
 * FlowQueryProvider) and the transaction center. Give it `key={network}` where the network can
 * change, so that a switch starts from an empty cache, a fresh client and that network's tracked
 * transactions. The function props are read when the value is made: keep them stable
 * (module-level, or memoised), as a new one starts a new client.
 */
export function FlowProvider({
  config,
  label,
  evmAddressBook,
  loadClient,
  storedSession: sessionOf = loadClient === undefined ? browserStoredSession : clientsSession,
  loadReader = loadClient === undefined ? loadScriptReader : undefined,
  fetchChainId: readChainId = fetchAccessNodeChainId,
  chainChecks: sharedChainChecks,
  queryClient,
  transactionStorage,
  children,
}: FlowProviderProps) {
  const [queryClients] = useState(() => createQueryClientHolder(queryClient));
  const [ownChainChecks] = useState(createChainChecks);
  const chainChecks = sharedChainChecks ?? ownChainChecks;
  const load = loadClient ?? loadFclClient;
  const value = useMemo<FlowContextValue>(() => {
    const readChain = async () => {
      try {
        return await withDeadline(() => readChainId(config));
      } catch (error) {
        throw toFlowError(error);
      }
    };
    const chainCheck = chainCheckOf(chainChecks, config.accessNodeUrl, readChain);
    const client = createLazyClient(() => load(config, chainCheck.get));
    const reader = loadReader ? createLazyClient(() => loadReader(config)).get : client.get;
    const walletGate = createWalletGate();
    return {
      network: config.flowNetwork,
      config,
      getClient: client.get,
      getReader: reader,
      session: createWalletSession({
        client,
        storedSession: sessionOf(config.flowNetwork),
        walletGate,
      }),
      transactions: createTransactionCenter({
        network: config.flowNetwork,
        getClient: client.get,
        walletGate,
        storage: transactionStorage === undefined ? browserLocalStorage() : transactionStorage,
        refreshReads: () =>
          void queryClients.current?.invalidateQueries({
            queryKey: flowNetworkKey(config.flowNetwork),
          }),
      }),
      chainCheck,
      queryClients,
    };
  }, [
    config,
    load,
    sessionOf,
    loadReader,
    readChainId,
    chainChecks,
    queryClients,
    transactionStorage,
  ]);
  useEffect(() => value.transactions.dispose, [value]);
  const network = useMemo<FlowNetworkInfo>(() => {
    const preset = NETWORKS[config.flowNetwork];
    return {
      id: preset.id,
      label: label ?? preset.label,
      preset,
      evm: evmAddressBook ?? EVM_ADDRESSES[preset.id],
    };
  }, [config.flowNetwork, label, evmAddressBook]);

  return (
    <FlowContext.Provider value={value}>
      <FlowNetworkContext.Provider value={network}>
        <TransactionsOfSignedInAccount />
        {children}
      </FlowNetworkContext.Provider>
    </FlowContext.Provider>
  );
}

/** The transaction center keeps and follows the signed-in account's transactions. */
function TransactionsOfSignedInAccount() {
  const { transactions } = useFlowContext('FlowProvider');
  const { address } = useFlowCurrentUser();
  useEffect(() => {
    transactions.setAccount(address ?? null);
    return () => transactions.setAccount(null);
  }, [transactions, address]);
  return null;
}
