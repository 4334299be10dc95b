import { toChecksumEvmAddress } from '../../flow/address.ts';
import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { field, read } from '../../flow/cadence/read-cadence.ts';
import { getTokenVaultsScript } from '../../flow/cadence/scripts/get_token_vaults.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';

export interface EvmSide {
  /** The ERC-20 contract (checksummed); null for FLOW, whose EVM side is the COA's own balance. */
  readonly contract: string | null;
  /** The COA's balance in the token's smallest EVM unit. */
  readonly balance: bigint;
  readonly decimals: number;
}

export interface TokenVault {
  readonly identifier: string;
  /** Untrusted metadata, as the token declares it. */
  readonly name: string;
  readonly symbol: string;
  readonly logo: string | null;
  /** UFix64 units (1e-8). */
  readonly balance: bigint;
  readonly storagePath: string;
  readonly receiverPath: string;
  /** Set when the token also lives on Flow EVM and the account has a COA. */
  readonly evm: EvmSide | null;
}

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

function decodeVault(value: unknown, path: string): TokenVault {
  const struct = read.struct(value, path);
  const evmAddress = field(struct, 'evmAddress', optionalString, path);
  const evmBalance = field(struct, 'evmBalance', (v, p) => read.optional(v, p, read.uint), path);
  const evmDecimals = field(struct, 'evmDecimals', (v, p) => read.optional(v, p, read.count), path);
  return {
    identifier: field(struct, 'identifier', read.string, path),
    name: field(struct, 'name', read.string, path),
    symbol: field(struct, 'symbol', read.string, path),
    logo: field(struct, 'logo', optionalString, path),
    balance: field(struct, 'balance', read.ufix64, path),
    storagePath: field(struct, 'storagePath', read.string, path),
    receiverPath: field(struct, 'receiverPath', read.string, path),
    evm:
      evmBalance === null || evmDecimals === null
        ? null
        : {
            contract: evmAddress === null ? null : toChecksumEvmAddress(`0x${evmAddress}`),
            balance: evmBalance,
            decimals: evmDecimals,
          },
  };
}

export function decodeTokenVaults(value: unknown): TokenVault[] {
  return read.array(value).map((vault, index) => decodeVault(vault, `[${index}]`));
}

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

/** Every vault in the account, with its EVM side: one script, one request. */
export function useTokenVaults(address: string) {
  return useFlowQuery({
    cadence: getTokenVaultsScript.cadence,
    args: encodeArguments(getTokenVaultsScript, { address }),
    decode: decodeTokenVaults,
  });
}
