import { tokenVaultsQuery } from '../reads/token-vaults.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Every vault in the account; a vault whose contract fails is listed as unavailable. */
export const useTokenVaults = (address: string) => useFlowRead(tokenVaultsQuery, { address });
