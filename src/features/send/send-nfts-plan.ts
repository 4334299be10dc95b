import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { transferNftsTransaction } from '../../flow/cadence/transactions/transfer_nfts.ts';
import { planTransaction, type TransactionPlan } from '../../flow/transaction-plan.ts';

/** The collection the NFTs leave: its NFT type and a name fit to show. */
export interface NftCollectionChoice {
  readonly nftIdentifier: string;
  readonly label: string;
}

/** Exactly what will be signed to send `ids` of a collection to a Cadence address. */
export function planSendNfts(
  collection: NftCollectionChoice,
  ids: readonly bigint[],
  to: string,
): TransactionPlan {
  const what = ids.length === 1 ? `NFT #${ids[0]}` : `${ids.length} NFTs`;
  return {
    ...planTransaction(
      `Send ${what} of ${collection.label} to ${shortenAddress(to)}`,
      transferNftsTransaction,
      { nftIdentifier: collection.nftIdentifier, ids: [...ids], to },
    ),
    recipient: to,
  };
}
