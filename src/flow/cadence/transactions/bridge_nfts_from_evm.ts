import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './bridge_nfts_from_evm.cdc?raw';

/**
 * Bridges 1 to 9 ERC-721 tokens (`ids`) the signer's COA holds back to its collection of
 * `nftIdentifier` (created if missing). `maxFee`: `bridgeFeeEstimate(quote, ids.length, false)`.
 */
export const bridgeNftsFromEvmTransaction = defineTransaction(
  cadence,
  [
    ['nftIdentifier', 'String'],
    ['ids', '[UInt256]'],
    ['maxFee', 'UFix64'],
  ],
  { computation: COMPUTATION.bridge_nfts_from_evm, batch: 'ids', spendsFlow: 'maxFee' },
);
