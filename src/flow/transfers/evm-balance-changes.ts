import * as v from 'valibot';
import { createLocalStore, type LocalStore, sharedLocalStores } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';

/** A change of the COA's FLOW or WFLOW seen between two reads: who moved it is not known. */
export interface EvmBalanceChange {
  readonly key: string;
  /** When the read that saw it answered, ms since the epoch. */
  readonly time: number;
  readonly asset: 'flow' | 'wflow';
  /** Signed: above zero, it came in. In attoFLOW (both have 18 decimals). */
  readonly delta: bigint;
  readonly after: bigint;
}

/** What a read of the COA says now. */
export interface EvmBalanceReading {
  /** `0x` + 40 hex digits. */
  readonly coa: string;
  readonly flowAtto: bigint;
  /** Null where the read did not include WFLOW. */
  readonly wflow: bigint | null;
}

interface Watched {
  readonly coa: string | null;
  readonly flowAtto: bigint | null;
  readonly wflow: bigint | null;
  readonly readAt: number;
  readonly changes: readonly EvmBalanceChange[];
}

const MAX_CHANGES = 100;
const NOTHING: Watched = { coa: null, flowAtto: null, wflow: null, readAt: 0, changes: [] };
const evmBalancesKey = (network: FlowNetwork, account: string) =>
  storageKey(network, account, 'evm-balances');

export const createEvmBalanceStore = (
  network: FlowNetwork,
  account: string,
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null,
): LocalStore<Watched> => createLocalStore(evmBalancesKey(network, account), parseWatched, storage);

const storeOf = sharedLocalStores(parseWatched);

/** The one store of an account's COA balances on a network, shared by every screen. */
export const evmBalanceStore = (network: FlowNetwork, account: string): LocalStore<Watched> =>
  storeOf(evmBalancesKey(network, account));

/**
 * Notes a read of the COA: a FLOW or WFLOW balance unlike the last one read becomes a change,
 * unless `explained` (a transaction sent from here settled since the last read: its own row
 * says what it moved). The first read, or one of another COA, only sets where things stand.
 */
export function noteEvmBalances(
  store: LocalStore<Watched>,
  reading: EvmBalanceReading,
  now: number,
  explained: (since: number) => boolean,
): void {
  const last = store.read();
  const coa = reading.coa.toLowerCase();
  const same = last.coa === coa;
  const changes: EvmBalanceChange[] = [];
  if (same && !explained(last.readAt)) {
    const seen = (asset: 'flow' | 'wflow', before: bigint | null, after: bigint | null) => {
      if (before === null || after === null || before === after) return;
      changes.push({ key: `${asset}:${now}`, time: now, asset, delta: after - before, after });
    };
    seen('flow', last.flowAtto, reading.flowAtto);
    seen('wflow', last.wflow, reading.wflow);
  }
  if (
    same &&
    last.flowAtto === reading.flowAtto &&
    (reading.wflow === null || last.wflow === reading.wflow)
  ) {
    return;
  }
  store.update(() =>
    serialize({
      coa,
      flowAtto: reading.flowAtto,
      wflow: reading.wflow ?? (same ? last.wflow : null),
      readAt: now,
      changes: [...changes, ...(same ? last.changes : [])].slice(0, MAX_CHANGES),
    }),
  );
}

const serialize = (watched: Watched) => ({
  coa: watched.coa,
  flowAtto: watched.flowAtto?.toString() ?? null,
  wflow: watched.wflow?.toString() ?? null,
  readAt: watched.readAt,
  changes: watched.changes.map((change) => ({
    ...change,
    delta: change.delta.toString(),
    after: change.after.toString(),
  })),
});

const amount = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,78}$/),
  v.transform((text) => BigInt(text)),
);
const changeSchema = v.object({
  key: v.pipe(v.string(), v.maxLength(40)),
  time: v.pipe(v.number(), v.finite(), v.minValue(0)),
  asset: v.picklist(['flow', 'wflow']),
  delta: amount,
  after: amount,
});
const watchedSchema = v.object({
  coa: v.nullable(v.pipe(v.string(), v.regex(/^0x[0-9a-f]{40}$/))),
  flowAtto: v.nullable(amount),
  wflow: v.nullable(amount),
  readAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
  changes: v.array(v.unknown()),
});

/** Storage is untrusted: anything that does not check out starts the watch afresh. */
function parseWatched(json: unknown): Watched {
  const parsed = v.safeParse(watchedSchema, json);
  if (!parsed.success) return NOTHING;
  return {
    ...parsed.output,
    changes: parsed.output.changes.flatMap((change) => {
      const checked = v.safeParse(changeSchema, change);
      return checked.success ? [checked.output] : [];
    }),
  };
}
