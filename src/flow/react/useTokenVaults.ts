import { tokenVaultsRead } from '../isolation/token-vaults-read.ts';
import { useAssetList } from './useAssetList.ts';

/**
 * Every vault in the account, with its EVM side: one script, one request on a healthy account;
 * a vault whose contract fails is listed as unavailable, with its balance.
 */
export const useTokenVaults = (address: string) => useAssetList(tokenVaultsRead, address);
