import { accountQuery } from '../reads/account.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account (balance, keys, contracts) at an address; idle while the address is missing. */
export const useFlowAccount = (address: string | null | undefined) =>
  useFlowRead(accountQuery, address ? { address } : null);
