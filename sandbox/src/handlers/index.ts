/**
 * The registry of the app's Cadence: one handler per `.cdc` file. To support a new file, add a
 * module next to this one exporting a ScriptHandler or TransactionHandler and list it here.
 */
import { bridgeNftsFromEvm } from './bridge_nfts_from_evm.ts';
import { bridgeNftsToEvm } from './bridge_nfts_to_evm.ts';
import { bridgeTokensFromEvm } from './bridge_tokens_from_evm.ts';
import { bridgeTokensToEvm } from './bridge_tokens_to_evm.ts';
import { canReceiveNft } from './can_receive_nft.ts';
import { canReceiveToken } from './can_receive_token.ts';
import { createCoa } from './create_coa.ts';
import { depositFlowToCoa } from './deposit_flow_to_coa.ts';
import { evmBatchCall } from './evm_batch_call.ts';
import { verifyAccountProofSignatures, verifyUserSignatures } from './fcl-crypto.ts';
import { getAccountStorage } from './get_account_storage.ts';
import { getAccountSummary } from './get_account_summary.ts';
import { getAssetPaths } from './get_asset_paths.ts';
import { getBridgeQuote } from './get_bridge_quote.ts';
import { getEvmAccount } from './get_evm_account.ts';
import { getEvmAssetInfo } from './get_evm_asset_info.ts';
import { getEvmNfts } from './get_evm_nfts.ts';
import { getFeeEstimate } from './get_fee_estimate.ts';
import { getFlowBalance } from './get_flow_balance.ts';
import { getNftCollections } from './get_nft_collections.ts';
import { getNftDetail } from './get_nft_detail.ts';
import { getNftIds } from './get_nft_ids.ts';
import { getNftsPage } from './get_nfts_page.ts';
import { getTokenVaults } from './get_token_vaults.ts';
import { onboardEvmAsset } from './onboard_evm_asset.ts';
import { SCRIPT_EXAMPLE_HANDLERS } from './script-examples.ts';
import { transferFlow } from './transfer_flow.ts';
import { transferFlowToEvm } from './transfer_flow_to_evm.ts';
import { transferNfts } from './transfer_nfts.ts';
import { transferTokens } from './transfer_tokens.ts';
import type { CadenceHandler } from './types.ts';
import { withdrawFlowFromCoa } from './withdraw_flow_from_coa.ts';

export const HANDLERS: readonly CadenceHandler[] = [
  bridgeNftsFromEvm,
  bridgeNftsToEvm,
  bridgeTokensFromEvm,
  bridgeTokensToEvm,
  canReceiveNft,
  canReceiveToken,
  createCoa,
  depositFlowToCoa,
  evmBatchCall,
  getAccountStorage,
  getAccountSummary,
  getAssetPaths,
  getBridgeQuote,
  getEvmAssetInfo,
  getEvmNfts,
  getEvmAccount,
  getFeeEstimate,
  getFlowBalance,
  getNftCollections,
  getNftDetail,
  getNftIds,
  getNftsPage,
  getTokenVaults,
  onboardEvmAsset,
  transferFlow,
  transferFlowToEvm,
  transferNfts,
  transferTokens,
  verifyAccountProofSignatures,
  verifyUserSignatures,
  withdrawFlowFromCoa,
  ...SCRIPT_EXAMPLE_HANDLERS,
];

export type {
  CadenceHandler,
  ScriptHandler,
  TransactionContext,
} from './types.ts';
