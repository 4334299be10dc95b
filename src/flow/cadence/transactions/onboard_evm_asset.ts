import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './onboard_evm_asset.cdc?raw';

/**
 * Onboards the EVM-native ERC-20 / ERC-721 at `contractAddressHex` (40 hex digits, 0x optional);
 * afterwards get_evm_asset_info's `associatedType` is its Cadence type. `maxFee`: the onboarding fee.
 */
export const onboardEvmAssetTransaction = defineTransaction(
  cadence,
  [
    ['contractAddressHex', 'String'],
    ['maxFee', 'UFix64'],
  ],
  { computation: COMPUTATION.onboard_evm_asset, spendsFlow: 'maxFee' },
);
