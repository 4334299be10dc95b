/// <reference path="../cadence-raw.d.ts" />
/**
 * The app's Cadence definitions (src/flow/cadence/{scripts,transactions}/*.ts) by file: the
 * arguments each handler reads by name. Types only: the definitions import their `.cdc` with
 * Vite's `?raw`, which the sandbox (run by tsx) cannot, so at run time the parameters come from
 * the `.cdc` files themselves, which src/flow/cadence/cadence-files.test.ts checks equal these.
 */
import type { canReceiveNftScript } from '../../../src/flow/cadence/scripts/can_receive_nft.ts';
import type { canReceiveTokenScript } from '../../../src/flow/cadence/scripts/can_receive_token.ts';
import type { getAccountStorageScript } from '../../../src/flow/cadence/scripts/get_account_storage.ts';
import type { getAccountSummaryScript } from '../../../src/flow/cadence/scripts/get_account_summary.ts';
import type { getAssetPathsScript } from '../../../src/flow/cadence/scripts/get_asset_paths.ts';
import type { getBridgeQuoteScript } from '../../../src/flow/cadence/scripts/get_bridge_quote.ts';
import type { getEvmAccountScript } from '../../../src/flow/cadence/scripts/get_evm_account.ts';
import type { getEvmAssetInfoScript } from '../../../src/flow/cadence/scripts/get_evm_asset_info.ts';
import type { getEvmNftsScript } from '../../../src/flow/cadence/scripts/get_evm_nfts.ts';
import type { getFeeEstimateScript } from '../../../src/flow/cadence/scripts/get_fee_estimate.ts';
import type { getFlowBalanceScript } from '../../../src/flow/cadence/scripts/get_flow_balance.ts';
import type { getNftCollectionsScript } from '../../../src/flow/cadence/scripts/get_nft_collections.ts';
import type { getNftDetailScript } from '../../../src/flow/cadence/scripts/get_nft_detail.ts';
import type { getNftIdsScript } from '../../../src/flow/cadence/scripts/get_nft_ids.ts';
import type { getNftsPageScript } from '../../../src/flow/cadence/scripts/get_nfts_page.ts';
import type { getTokenVaultsScript } from '../../../src/flow/cadence/scripts/get_token_vaults.ts';
import type { bridgeNftsFromEvmTransaction } from '../../../src/flow/cadence/transactions/bridge_nfts_from_evm.ts';
import type { bridgeNftsToEvmTransaction } from '../../../src/flow/cadence/transactions/bridge_nfts_to_evm.ts';
import type { bridgeTokensFromEvmTransaction } from '../../../src/flow/cadence/transactions/bridge_tokens_from_evm.ts';
import type { bridgeTokensToEvmTransaction } from '../../../src/flow/cadence/transactions/bridge_tokens_to_evm.ts';
import type { createCoaTransaction } from '../../../src/flow/cadence/transactions/create_coa.ts';
import type { depositFlowToCoaTransaction } from '../../../src/flow/cadence/transactions/deposit_flow_to_coa.ts';
import type { evmBatchCallTransaction } from '../../../src/flow/cadence/transactions/evm_batch_call.ts';
import type { onboardEvmAssetTransaction } from '../../../src/flow/cadence/transactions/onboard_evm_asset.ts';
import type { transferFlowTransaction } from '../../../src/flow/cadence/transactions/transfer_flow.ts';
import type { transferFlowToEvmTransaction } from '../../../src/flow/cadence/transactions/transfer_flow_to_evm.ts';
import type { transferNftsTransaction } from '../../../src/flow/cadence/transactions/transfer_nfts.ts';
import type { transferTokensTransaction } from '../../../src/flow/cadence/transactions/transfer_tokens.ts';
import type { withdrawFlowFromCoaTransaction } from '../../../src/flow/cadence/transactions/withdraw_flow_from_coa.ts';

export interface AppScripts {
  'scripts/can_receive_nft.cdc': typeof canReceiveNftScript;
  'scripts/can_receive_token.cdc': typeof canReceiveTokenScript;
  'scripts/get_account_storage.cdc': typeof getAccountStorageScript;
  'scripts/get_account_summary.cdc': typeof getAccountSummaryScript;
  'scripts/get_asset_paths.cdc': typeof getAssetPathsScript;
  'scripts/get_bridge_quote.cdc': typeof getBridgeQuoteScript;
  'scripts/get_evm_account.cdc': typeof getEvmAccountScript;
  'scripts/get_evm_asset_info.cdc': typeof getEvmAssetInfoScript;
  'scripts/get_evm_nfts.cdc': typeof getEvmNftsScript;
  'scripts/get_fee_estimate.cdc': typeof getFeeEstimateScript;
  'scripts/get_flow_balance.cdc': typeof getFlowBalanceScript;
  'scripts/get_nft_collections.cdc': typeof getNftCollectionsScript;
  'scripts/get_nft_detail.cdc': typeof getNftDetailScript;
  'scripts/get_nft_ids.cdc': typeof getNftIdsScript;
  'scripts/get_nfts_page.cdc': typeof getNftsPageScript;
  'scripts/get_token_vaults.cdc': typeof getTokenVaultsScript;
}

export interface AppTransactions {
  'transactions/bridge_nfts_from_evm.cdc': typeof bridgeNftsFromEvmTransaction;
  'transactions/bridge_nfts_to_evm.cdc': typeof bridgeNftsToEvmTransaction;
  'transactions/bridge_tokens_from_evm.cdc': typeof bridgeTokensFromEvmTransaction;
  'transactions/bridge_tokens_to_evm.cdc': typeof bridgeTokensToEvmTransaction;
  'transactions/create_coa.cdc': typeof createCoaTransaction;
  'transactions/deposit_flow_to_coa.cdc': typeof depositFlowToCoaTransaction;
  'transactions/evm_batch_call.cdc': typeof evmBatchCallTransaction;
  'transactions/onboard_evm_asset.cdc': typeof onboardEvmAssetTransaction;
  'transactions/transfer_flow.cdc': typeof transferFlowTransaction;
  'transactions/transfer_flow_to_evm.cdc': typeof transferFlowToEvmTransaction;
  'transactions/transfer_nfts.cdc': typeof transferNftsTransaction;
  'transactions/transfer_tokens.cdc': typeof transferTokensTransaction;
  'transactions/withdraw_flow_from_coa.cdc': typeof withdrawFlowFromCoaTransaction;
}
