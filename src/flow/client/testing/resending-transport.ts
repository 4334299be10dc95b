import type { SdkTransport } from '@onflow/typedefs';

/**
 * `transport`, sending every transaction twice: the first answer is dropped, as if it had been
 * lost, and the second request is what FCL's retry would send (the same signed transaction).
 */
export function resendingTransport(transport: SdkTransport): SdkTransport {
  return {
    subscribe: transport.subscribe,
    send: async (pending, context, opts) => {
      const ix = await pending;
      if (!context.ix.isTransaction(ix)) return transport.send(ix, context, opts);
      await transport.send(ix, context, opts);
      return transport.send(ix, context, opts);
    },
  };
}
