import { tokenVaultsRead } from '../isolation/token-vaults-read.ts';
import { assetListQuery } from './asset-list-query.ts';

/** Every vault, with its display data and EVM side: one request on a healthy account. */
export const tokenVaultsQuery = assetListQuery(tokenVaultsRead);
