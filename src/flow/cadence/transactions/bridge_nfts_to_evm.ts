import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './bridge_nfts_to_evm.cdc?raw';

/**
 * Bridges 1 to 9 NFTs (`ids`) of `nftIdentifier` to the signer's COA, onboarding the type first when
 * needed. `maxFee`: `bridgeFeeEstimate(quote, ids.length, quote.requiresOnboarding)`.
 */
export const bridgeNftsToEvmTransaction = defineTransaction(
  cadence,
  [
    ['nftIdentifier', 'String'],
    ['ids', '[UInt64]'],
    ['maxFee', 'UFix64'],
  ],
  { computation: COMPUTATION.bridge_nfts_to_evm, batch: 'ids', spendsFlow: 'maxFee' },
);
