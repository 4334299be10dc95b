import { createSignableVoucher, voucherToTxId } from '@onflow/fcl';
import type { SdkTransport } from '@onflow/typedefs';

export interface ComparedId {
  /** The id computed from the signed transaction, as withSubmissionIds computes it. */
  readonly computed: string;
  /** The id the access node answered with. */
  readonly returned: string;
}

/** `transport`, recording for each submitted transaction the computed id beside the node's. */
export function idComparingTransport(transport: SdkTransport): {
  readonly computed: ComparedId[];
  readonly transport: SdkTransport;
} {
  const computed: ComparedId[] = [];
  return {
    computed,
    transport: {
      subscribe: transport.subscribe,
      send: async (pending, context, opts) => {
        const ix = await pending;
        const response: unknown = await transport.send(ix, context, opts);
        if (context.ix.isTransaction(ix)) {
          const returned =
            typeof response === 'object' && response !== null && 'transactionId' in response
              ? String(response.transactionId)
              : '';
          computed.push({ computed: voucherToTxId(createSignableVoucher(ix)), returned });
        }
        return response;
      },
    },
  };
}
