import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { tokenIdentity } from '../../flow/tokens/token-identity.ts';

const holds = (vault: TokenVault) => vault.balance > 0n || (vault.evm?.balance ?? 0n) > 0n;

/**
 * Tokens in the order that matters to the user: FLOW first, then verified tokens, then the
 * rest; within each, what they hold before empty vaults, by name. (No price feed is used, so
 * value is not in fiat.)
 */
export function sortTokenVaults(vaults: readonly TokenVault[], network: FlowNetwork): TokenVault[] {
  const rank = (vault: TokenVault) => {
    const kind = tokenIdentity(vault, network).kind;
    const group = kind === 'flow' ? 0 : kind === 'verified' ? 1 : 3;
    return group === 0 || holds(vault) ? group : group + 1;
  };
  const ranks = new Map(vaults.map((vault) => [vault, rank(vault)]));
  return [...vaults].sort(
    (a, b) =>
      (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0) ||
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
