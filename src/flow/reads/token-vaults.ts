import { encodeArguments } from '../cadence/define-cadence.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
  type TokenVault,
} from '../cadence/scripts/get_token_vaults.ts';
import type { AccountAssetRead } from '../isolation/account-assets.ts';
import { assetListQuery } from './asset-list-query.ts';

/** Every vault with its display data and EVM side (the token screens, Send, Bridge). */
export const tokenVaultsRead: AccountAssetRead<TokenVault> = {
  name: 'token-vaults',
  kind: 'vault',
  cadence: getTokenVaultsScript.cadence,
  args: (address, only) => encodeArguments(getTokenVaultsScript, { address, only }),
  decode: decodeTokenVaults,
  combine: combineVaults,
};

/** Vaults of one type kept at several paths and read apart: one entry, balances added. */
function combineVaults(vaults: readonly TokenVault[]): TokenVault[] {
  const byType = new Map<string, TokenVault>();
  for (const vault of vaults) {
    const known = byType.get(vault.identifier);
    byType.set(
      vault.identifier,
      known === undefined ? vault : { ...known, balance: known.balance + vault.balance },
    );
  }
  return [...byType.values()];
}

/** Every vault, one request on a healthy account (its hook: react/useTokenVaults.ts). */
export const tokenVaultsQuery = assetListQuery(tokenVaultsRead);
