import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';

const holds = (vault: TokenVault) => vault.balance > 0n || (vault.evm?.balance ?? 0n) > 0n;

/**
 * Tokens in the order that matters to the user: FLOW first, then what they hold, then empty
 * vaults; by name within each group. (No price feed is used, so value is not in fiat.)
 */
export function sortTokenVaults(
  vaults: readonly TokenVault[],
  flowIdentifier: string,
): TokenVault[] {
  const rank = (vault: TokenVault) =>
    vault.identifier === flowIdentifier ? 0 : holds(vault) ? 1 : 2;
  return [...vaults].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      a.identifier.localeCompare(b.identifier),
  );
}

/** Case-insensitive match on name, symbol or type identifier. */
export function matchesSearch(vault: TokenVault, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [vault.name, vault.symbol, vault.identifier].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
