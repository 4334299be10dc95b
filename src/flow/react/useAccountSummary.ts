import { accountSummaryQuery } from '../queries/account-summary-query.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account at a glance, for the dashboard (account-summary-query.ts); off without an address. */
export const useAccountSummary = (address: string | null) =>
  useFlowRead(accountSummaryQuery, address ? { address } : null);
