/**
 * The registry of the app's Cadence: one handler per `.cdc` file. To support a new file, add a
 * module next to this one exporting a ScriptHandler or TransactionHandler and list it here.
 */
import { canReceiveToken } from './can_receive_token.ts';
import { verifyAccountProofSignatures, verifyUserSignatures } from './fcl-crypto.ts';
import { getAccountSummary } from './get_account_summary.ts';
import { getFlowBalance } from './get_flow_balance.ts';
import { getNftCollections } from './get_nft_collections.ts';
import { getNftDetail } from './get_nft_detail.ts';
import { getNftsPage } from './get_nfts_page.ts';
import { getTokenVaults } from './get_token_vaults.ts';
import { transferFlow } from './transfer_flow.ts';
import { transferFlowToEvm } from './transfer_flow_to_evm.ts';
import { transferTokens } from './transfer_tokens.ts';
import type { CadenceHandler } from './types.ts';

export const HANDLERS: readonly CadenceHandler[] = [
  canReceiveToken,
  getAccountSummary,
  getFlowBalance,
  getNftCollections,
  getNftDetail,
  getNftsPage,
  getTokenVaults,
  transferFlow,
  transferFlowToEvm,
  transferTokens,
  verifyAccountProofSignatures,
  verifyUserSignatures,
];

export type {
  CadenceHandler,
  ScriptContext,
  ScriptHandler,
  TransactionContext,
  TransactionHandler,
} from './types.ts';
