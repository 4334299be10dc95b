import { toChecksumEvmAddress } from '../../evm-address.ts';
import type { UnavailableAsset } from '../../isolation/unavailable-assets.ts';
import { stakeTotal } from '../../stake-total.ts';
import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_account_summary.cdc?raw';

export const getAccountSummaryScript = defineScript(cadence, [
  ['address', 'Address'],
  ['countOnly', '[String]?'],
  ['valued', '[String]'],
]);

/** One collection's number of NFTs, by its storage path (e.g. `/storage/kittiesCollection`). */
export interface CollectionCount {
  readonly path: string;
  readonly count: number;
}

export interface CoaSummary {
  /** EIP-55 checksummed. */
  readonly address: string;
  /** Exact, in attoFLOW (1e-18). */
  readonly balanceAtto: bigint;
}

/** FLOW in staking by state (UFix64 units), and all of it. */
export interface StakedFlow {
  readonly committed: bigint;
  readonly staked: bigint;
  readonly unstaking: bigint;
  readonly unstaked: bigint;
  readonly rewarded: bigint;
  readonly total: bigint;
}

function readStakedFlow(value: unknown, path: string): StakedFlow {
  const struct = read.struct(value, path);
  const amount = (name: string) => field(struct, name, read.ufix64, path);
  const amounts = {
    committed: amount('committed'),
    staked: amount('staked'),
    unstaking: amount('unstaking'),
    unstaked: amount('unstaked'),
    rewarded: amount('rewarded'),
  };
  return { ...amounts, total: stakeTotal(amounts) };
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
  /** UFix64 units of each priced vault type (`valued`) the account holds, by type identifier. */
  readonly valuedBalances: ReadonlyMap<string, bigint>;
  /** Every collection, counted or not. */
  readonly nftCollectionCount: number;
  /** The NFTs of the counted collections. */
  readonly nftCount: number;
  readonly nftCounts: readonly CollectionCount[];
  /** Collections whose contract failed when asked how many NFTs they hold: not in `nftCount`. */
  readonly uncountedCollections: readonly UnavailableAsset[];
  /** FLOW in staking (not in `balance`); null without a staking collection. */
  readonly staked: StakedFlow | null;
}

/** By path, so counts read in one request or several compare equal. */
export const sortCollectionCounts = (counts: readonly CollectionCount[]): CollectionCount[] =>
  [...counts].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

function readCounts(value: unknown, path: string): CollectionCount[] {
  return sortCollectionCounts(
    Object.entries(read.struct(value, path)).map(([collectionPath, count]) => ({
      path: collectionPath,
      count: read.count(count, `${path}[${collectionPath}]`),
    })),
  );
}

export function decodeAccountSummary(value: unknown): AccountSummary {
  const struct = read.struct(value);
  const balance = field(struct, 'balance', read.ufix64);
  const availableBalance = field(struct, 'availableBalance', read.ufix64);
  const coaAddress = field(struct, 'coaAddress', (v, path) => read.optional(v, path, read.string));
  const coaBalance = field(struct, 'coaBalance', (v, path) => read.optional(v, path, read.uint));
  const nftCounts = field(struct, 'nftCounts', readCounts);
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
    valuedBalances: new Map(
      Object.entries(field(struct, 'valuedBalances', (v, path) => read.struct(v, path))).map(
        ([identifier, balance]) => [
          identifier,
          read.ufix64(balance, `valuedBalances[${identifier}]`),
        ],
      ),
    ),
    nftCollectionCount: field(struct, 'nftCollectionCount', read.count),
    nftCount: nftCounts.reduce((sum, { count }) => sum + count, 0),
    nftCounts,
    uncountedCollections: [],
    staked: field(struct, 'staked', (v, path) => read.optional(v, path, readStakedFlow)),
  };
}
