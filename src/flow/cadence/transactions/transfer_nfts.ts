import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './transfer_nfts.cdc?raw';

/** Sends 1 to 9 NFTs (`ids`) of `nftIdentifier` from the signer's collection to `to`. */
export const transferNftsTransaction = defineTransaction(
  cadence,
  [
    ['nftIdentifier', 'String'],
    ['ids', '[UInt64]'],
    ['to', 'Address'],
  ],
  { computation: COMPUTATION.transfer_nfts, batch: 'ids' },
);
