/**
 * The registry of the app's Cadence: one handler per `.cdc` file. To support a new file, add a
 * module next to this one exporting a ScriptHandler or TransactionHandler and list it here.
 */
import { verifyAccountProofSignatures, verifyUserSignatures } from './fcl-crypto.ts';
import { getAccountSummary } from './get_account_summary.ts';
import { getFlowBalance } from './get_flow_balance.ts';
import { transferFlow } from './transfer_flow.ts';
import type { CadenceHandler } from './types.ts';

export const HANDLERS: readonly CadenceHandler[] = [
  getAccountSummary,
  getFlowBalance,
  transferFlow,
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
