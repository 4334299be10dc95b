import { createContext, useContext } from 'react';
import type { ChainCheck } from '../client/chain-checks.ts';
import type { FlowClient, FlowReader } from '../client/flow-client.ts';
import type { FlowConfig } from '../config.ts';
import { FlowProviderMissingError } from '../errors.ts';
import type { FlowNetwork } from '../networks.ts';
import type { TransactionCenter } from '../transactions/transaction-center.ts';
import type { QueryClientHolder } from './query-client-holder.ts';
import type { WalletSession } from './wallet-session.ts';

export interface FlowContextValue {
  readonly network: FlowNetwork;
  readonly config: FlowConfig;
  /**
   * The network's client (FCL: the wallet, transactions, accounts); loaded on first use, so FCL
   * stays out of every screen that only reads.
   */
  readonly getClient: () => Promise<FlowClient>;
  /** What the screens read through (script-reader.ts): loaded on first use, without FCL. */
  readonly getReader: () => Promise<FlowReader>;
  /** The wallet session, shared by every useFlowCurrentUser; it loads the client only if needed. */
  readonly session: WalletSession;
  /**
   * The network's transactions (transaction-center.ts): the wallet gate every wallet request
   * goes through (one signing at a time, and a way out: cancel, timeout), the signed-in
   * account's sent transactions, any transaction by id, and the refresh after one settles.
   */
  readonly transactions: TransactionCenter;
  /**
   * The access node's chain id, as FCL names it: read without the client, once per page (see
   * chain-checks.ts), followed by useFlowChainId and given to FCL.
   */
  readonly chainCheck: ChainCheck;
  /** This network's QueryClient, once a reading screen made it (FlowQueryProvider). */
  readonly queryClients: QueryClientHolder;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

/** The Flow context for a hook; throws a named error when the hook is outside FlowProvider. */
export function useFlowContext(hookName: string): FlowContextValue {
  const context = useContext(FlowContext);
  if (!context) throw new FlowProviderMissingError(hookName);
  return context;
}
