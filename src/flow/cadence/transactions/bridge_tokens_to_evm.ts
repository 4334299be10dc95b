import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './bridge_tokens_to_evm.cdc?raw';

/**
 * Bridges `amount` (UFix64 units) of the token `vaultIdentifier` from the signer's vault to its COA,
 * onboarding the type first when the quote says so. `maxFee` (UFix64 units): pass
 * `bridgeFeeEstimate(quote, 1, quote.requiresOnboarding)`; the transaction asserts its own estimate
 * is not above it ("The bridge fee estimate (<e>) is above the maximum you approved (<m>)").
 */
export const bridgeTokensToEvmTransaction = defineTransaction(
  cadence,
  [
    ['vaultIdentifier', 'String'],
    ['amount', 'UFix64'],
    ['maxFee', 'UFix64'],
  ],
  { computation: COMPUTATION.bridge_tokens_to_evm, spendsFlow: 'maxFee' },
);
