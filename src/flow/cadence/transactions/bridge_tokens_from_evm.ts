import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './bridge_tokens_from_evm.cdc?raw';

/**
 * Bridges `amount` (the ERC-20's smallest unit) back to the signer's Cadence vault of
 * `vaultIdentifier`, creating the vault if missing; the bridge rounds the amount down to 8
 * decimals (the rest stays on EVM). `maxFee`: `bridgeFeeEstimate(quote, 1, false)`.
 */
export const bridgeTokensFromEvmTransaction = defineTransaction(
  cadence,
  [
    ['vaultIdentifier', 'String'],
    ['amount', 'UInt256'],
    ['maxFee', 'UFix64'],
  ],
  { computation: COMPUTATION.bridge_tokens_from_evm, spendsFlow: 'maxFee' },
);
