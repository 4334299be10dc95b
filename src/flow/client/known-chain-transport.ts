import type { Interaction, SdkTransport } from '@onflow/typedefs';

/**
 * `transport` with FCL's own chain lookups (`GET /v1/network/parameters`, sent whenever its
 * access node is configured and before templates are resolved) answered by `chainId`: the
 * app's chain check (chain-checks.ts), so a page asks each node for its chain once. The answer
 * is in FCL's naming (`local`, `testnet`...), which FCL's decoder keeps as it is.
 */
export function withKnownChainId(
  transport: SdkTransport,
  chainId: () => Promise<string>,
): SdkTransport {
  return {
    subscribe: transport.subscribe,
    send: async (pending, context, opts) => {
      const ix: Interaction = await pending;
      if (!context.ix.isGetNetworkParameters(ix)) return transport.send(ix, context, opts);
      // The one field FCL's decoder reads for this interaction (its other fields stay unset).
      return { tag: ix.tag, networkParameters: { chainId: await chainId() } };
    },
  };
}
