import { accountSummaryQuery } from '../queries/account-summary-query.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account at a glance, for the dashboard (account-summary-query.ts). */
export const useAccountSummary = (address: string) => useFlowRead(accountSummaryQuery, { address });
