import { accountSummaryQuery } from '../reads/account-summary.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account at a glance, for the dashboard (reads/account-summary.ts); off without an address. */
export const useAccountSummary = (address: string | null) =>
  useFlowRead(accountSummaryQuery, address ? { address } : null);
