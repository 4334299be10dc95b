import type { FlowClient } from '../client/flow-client.ts';
import { createListeners } from '../listeners.ts';
import type { FlowNetwork } from '../networks.ts';
import type { WalletGate } from '../wallet/wallet-gate.ts';
import type { TransactionSender } from './send-transaction.ts';
import type { TrackedTransaction } from './tracked-transaction.ts';
import type {
  TransactionCenterCore,
  TransactionKeeping,
  TransactionView,
} from './transaction-center-core.ts';
import type { NewTransaction } from './transaction-store.ts';

export type { TransactionView };

export interface TransactionCenterOptions {
  readonly network: FlowNetwork;
  readonly getClient: () => Promise<FlowClient>;
  readonly walletGate: WalletGate;
  /** Where an account's transactions are kept (localStorage in the browser); null for memory. */
  readonly storage: Storage | null;
  /** Refreshes the network's reads; called once for each transaction that changed the chain. */
  readonly refreshReads: () => void;
}

/**
 * One network's transactions: the wallet gate every signing goes through, the signed-in
 * account's record (kept in storage, followed to the end, also after a reload), one follower
 * per id for any other transaction a screen shows, and the one refresh of the network's reads
 * after a transaction changed the chain. Framework-free; FlowProvider makes one per network.
 */
export interface TransactionCenter extends TransactionKeeping {
  readonly walletGate: WalletGate;
  /** What `sendTransaction` needs: it records each submitted transaction here. */
  readonly sender: TransactionSender;
  /** Refreshes the network's reads (a transfer from elsewhere changed the chain, say). */
  readonly refreshReads: () => void;
}

const NONE: readonly TrackedTransaction[] = [];
/** A transaction nothing is known of (yet). */
export const UNKNOWN_TRANSACTION: TransactionView = {
  phase: null,
  status: null,
  error: null,
  tracked: null,
  tracking: null,
};

/**
 * The center's code (transaction-center-core.ts: the store, the tracker, the followers) loads
 * with the first account or the first transaction a screen shows, not with the first paint of a
 * signed-out visitor; until then there is nothing to show, and what is sent meanwhile waits.
 */
export function createTransactionCenter({
  network,
  getClient,
  walletGate,
  storage,
  refreshReads,
}: TransactionCenterOptions): TransactionCenter {
  const listeners = createListeners();
  let core: TransactionCenterCore | null = null;
  let loading: Promise<TransactionCenterCore> | null = null;
  let account: string | null = null;
  const waiting: NewTransaction[] = [];

  const load = () => {
    loading ??= import('./transaction-center-core.ts').then(
      (code) => {
        const loaded = code.createTransactionCenterCore({
          network,
          getClient,
          storage,
          refreshReads,
        });
        loaded.subscribe(listeners.notify);
        // Recorded before the account is set, so that only recent ones join it (see the core).
        for (const transaction of waiting.splice(0)) loaded.record(transaction);
        loaded.setAccount(account);
        core = loaded;
        listeners.notify();
        return loaded;
      },
      (error: unknown) => {
        // Its code could not be downloaded (offline): what was sent stays in storage, and is
        // followed again from the next sign-in or page load; the next need tries again.
        console.error('Flowdeck: could not load the transaction center', error);
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const loadQuietly = () => void load().catch(() => {});

  return {
    walletGate,
    refreshReads,
    sender: {
      getClient,
      walletGate,
      recordSubmitted: (id, about) => {
        const transaction = { id, ...about, createdAt: Date.now() };
        if (core) {
          core.record(transaction);
          return;
        }
        waiting.push(transaction);
        loadQuietly();
      },
    },
    setAccount: (next) => {
      account = next;
      if (core) core.setAccount(next);
      else if (next !== null) loadQuietly();
    },
    transactions: () => core?.transactions() ?? NONE,
    transaction: (id) => core?.transaction(id) ?? UNKNOWN_TRANSACTION,
    watch: (id) => {
      let stop: (() => void) | null = null;
      let watching = true;
      load().then(
        (loaded) => {
          if (watching) stop = loaded.watch(id);
        },
        () => {},
      );
      return () => {
        watching = false;
        stop?.();
      };
    },
    subscribe: listeners.subscribe,
    claimAnnouncement: (id, phase) => core?.claimAnnouncement(id, phase) ?? false,
    dispose: () => core?.dispose(),
  };
}
