import { formatUnits } from 'viem';
import { displayText } from '../../components/ui/plain-text.ts';
import { COMPUTATION } from '../../flow/cadence/compute-limits.ts';
import { bridgeNftsFromEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_from_evm.ts';
import { bridgeNftsToEvmTransaction } from '../../flow/cadence/transactions/bridge_nfts_to_evm.ts';
import { bridgeTokensFromEvmTransaction } from '../../flow/cadence/transactions/bridge_tokens_from_evm.ts';
import { bridgeTokensToEvmTransaction } from '../../flow/cadence/transactions/bridge_tokens_to_evm.ts';
import { onboardEvmAssetTransaction } from '../../flow/cadence/transactions/onboard_evm_asset.ts';
import type { EvmAddress } from '../../flow/evm-address.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { planTransaction, type TransactionPlan } from '../../flow/transaction-plan.ts';

/** How a token is named in titles: its symbol, made fit to show. */
export const tokenLabel = (symbol: string, name: string): string =>
  displayText(symbol, 12) || displayText(name, 40) || 'tokens';

const shortEvmAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const nftCount = (count: number) => (count === 1 ? '1 NFT' : `${count} NFTs`);

/** `onboarding`: the bridge does not know the type yet, so the transaction onboards it first. */
export function planTokensToEvm(
  token: { readonly identifier: string; readonly label: string },
  amount: bigint,
  maxFee: bigint,
  onboarding: boolean,
): TransactionPlan {
  return planTransaction(
    `Bridge ${formatFlow(amount)} ${token.label} to EVM`,
    bridgeTokensToEvmTransaction,
    { vaultIdentifier: token.identifier, amount, maxFee },
    onboarding ? COMPUTATION.bridge_tokens_to_evm_onboarding : COMPUTATION.bridge_tokens_to_evm,
  );
}

export function planTokensFromEvm(
  token: { readonly identifier: string; readonly label: string; readonly decimals: number },
  amount: bigint,
  maxFee: bigint,
): TransactionPlan {
  return planTransaction(
    `Bridge ${formatUnits(amount, token.decimals)} ${token.label} from EVM to Cadence`,
    bridgeTokensFromEvmTransaction,
    { vaultIdentifier: token.identifier, amount, maxFee },
  );
}

/** `onboarding`: the bridge does not know the type yet, so the transaction onboards it first. */
export function planNftsToEvm(
  collection: { readonly nftIdentifier: string; readonly label: string },
  ids: readonly bigint[],
  maxFee: bigint,
  onboarding: boolean,
): TransactionPlan {
  return planTransaction(
    `Bridge ${nftCount(ids.length)} of ${collection.label} to EVM`,
    bridgeNftsToEvmTransaction,
    { nftIdentifier: collection.nftIdentifier, ids, maxFee },
    onboarding ? COMPUTATION.bridge_nfts_to_evm_onboarding : COMPUTATION.bridge_nfts_to_evm,
  );
}

export function planNftsFromEvm(
  collection: { readonly nftIdentifier: string; readonly label: string },
  ids: readonly bigint[],
  maxFee: bigint,
): TransactionPlan {
  return planTransaction(
    `Bridge ${nftCount(ids.length)} of ${collection.label} from EVM to Cadence`,
    bridgeNftsFromEvmTransaction,
    { nftIdentifier: collection.nftIdentifier, ids, maxFee },
  );
}

export function planOnboarding(
  contract: EvmAddress,
  label: string,
  maxFee: bigint,
): TransactionPlan {
  return planTransaction(
    `Onboard ${label} (${shortEvmAddress(contract)}) to the bridge`,
    onboardEvmAssetTransaction,
    { contractAddressHex: contract, maxFee },
  );
}
