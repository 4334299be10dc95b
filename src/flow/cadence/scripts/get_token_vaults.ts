import { toChecksumEvmAddress } from '../../evm-address.ts';
import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_token_vaults.cdc?raw';

export const getTokenVaultsScript = defineScript(cadence, [
  ['address', 'Address'],
  ['only', '[String]?'],
]);

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
