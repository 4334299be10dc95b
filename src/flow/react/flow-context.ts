import { createContext, useContext } from 'react';
import type { FlowClient } from '../client/flow-client.ts';
import type { FlowConfig } from '../config.ts';
import { FlowProviderMissingError } from '../errors.ts';
import type { FlowNetwork } from '../networks.ts';

export interface FlowContextValue {
  readonly network: FlowNetwork;
  readonly config: FlowConfig;
  /** The network's client; loaded on first use so FCL stays out of the first paint. */
  readonly getClient: () => Promise<FlowClient>;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

/** The Flow context for a hook; throws a named error when the hook is outside FlowProvider. */
export function useFlowContext(hookName: string): FlowContextValue {
  const context = useContext(FlowContext);
  if (!context) throw new FlowProviderMissingError(hookName);
  return context;
}
