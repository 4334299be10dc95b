import { toChecksumEvmAddress } from '../../evm-address.ts';
import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_account_summary.cdc?raw';

export const getAccountSummaryScript = defineScript(cadence, [['address', 'Address']]);

export interface CoaSummary {
  /** EIP-55 checksummed. */
  readonly address: string;
  /** Exact, in attoFLOW (1e-18). */
  readonly balanceAtto: bigint;
}

/** What the dashboard shows; FLOW amounts in UFix64 units (1e-8) unless named otherwise. */
export interface AccountSummary {
  readonly address: string;
  readonly balance: bigint;
  readonly availableBalance: bigint;
  /** FLOW held back for storage: it cannot be sent. */
  readonly storageReserve: bigint;
  readonly storageUsed: bigint;
  readonly storageCapacity: bigint;
  readonly coa: CoaSummary | null;
  readonly tokenCount: number;
  readonly nftCollectionCount: number;
  readonly nftCount: number;
}

export function decodeAccountSummary(value: unknown): AccountSummary {
  const struct = read.struct(value);
  const balance = field(struct, 'balance', read.ufix64);
  const availableBalance = field(struct, 'availableBalance', read.ufix64);
  const coaAddress = field(struct, 'coaAddress', (v, path) => read.optional(v, path, read.string));
  const coaBalance = field(struct, 'coaBalance', (v, path) => read.optional(v, path, read.uint));
  return {
    address: field(struct, 'address', read.address),
    balance,
    availableBalance,
    storageReserve: balance > availableBalance ? balance - availableBalance : 0n,
    storageUsed: field(struct, 'storageUsed', read.uint),
    storageCapacity: field(struct, 'storageCapacity', read.uint),
    coa:
      coaAddress === null
        ? null
        : { address: toChecksumEvmAddress(`0x${coaAddress}`), balanceAtto: coaBalance ?? 0n },
    tokenCount: field(struct, 'tokenCount', read.count),
    nftCollectionCount: field(struct, 'nftCollectionCount', read.count),
    nftCount: field(struct, 'nftCount', read.count),
  };
}
