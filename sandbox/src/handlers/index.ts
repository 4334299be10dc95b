/**
 * The registry of the app's Cadence: one handler per `.cdc` file. To support a new file, add a
 * module next to this one exporting a ScriptHandler or TransactionHandler and list it here.
 */
import { getFlowBalance } from './get_flow_balance.ts';
import { transferFlow } from './transfer_flow.ts';
import type { CadenceHandler } from './types.ts';

export const HANDLERS: readonly CadenceHandler[] = [getFlowBalance, transferFlow];

export type {
  CadenceHandler,
  ScriptContext,
  ScriptHandler,
  TransactionContext,
  TransactionHandler,
} from './types.ts';
