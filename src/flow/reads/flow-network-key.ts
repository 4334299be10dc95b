import type { FlowNetwork } from '../networks.ts';

/**
 * The first part of every read's key on `network` (define-flow-query.ts): what a settled
 * transaction invalidates. Its own module: the shell's provider needs it, not the read layer.
 */
export const flowNetworkKey = (network: FlowNetwork) => ['flow', network] as const;
