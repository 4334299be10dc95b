import type { TransferAsset } from '../transfers/account-transfer.ts';
import type { HistorySourceKind } from './history-sources.ts';

/** An asset on the EVM side, as an explorer tells it (its name and symbol are its own claim). */
export type EvmAsset =
  | { readonly kind: 'evm-flow' /** attoFLOW. */; readonly amount: bigint }
  | {
      readonly kind: 'erc20';
      /** `0x` + 40 lowercase hex digits. */
      readonly contract: string;
      readonly symbol: string;
      readonly decimals: number;
      readonly amount: bigint;
    }
  | {
      readonly kind: 'erc721';
      readonly contract: string;
      readonly symbol: string;
      /** Its uint256 id as decimal digits. */
      readonly id: string;
    };

/** A past transfer as a history source tells it: untrusted, shown with where it came from. */
export interface HistoryTransfer {
  /** Unique within the source: `<source>:<transaction>:<index>`. */
  readonly key: string;
  readonly source: HistorySourceKind;
  readonly vm: 'cadence' | 'evm';
  /** A Flow transaction id (64 hex) or an EVM transaction hash (`0x` + 64 hex). */
  readonly transactionId: string;
  readonly blockHeight: bigint;
  readonly time: number | null;
  readonly direction: 'in' | 'out';
  readonly asset: TransferAsset | EvmAsset;
  /** The other side (`0x` + 16 or 40 hex digits) when the source names one. */
  readonly counterparty: string | null;
  /** What the account paid for the transaction, when the source says: UFix64 units or wei. */
  readonly fee: bigint | null;
  readonly failed: boolean;
  /** The source sent the amount in a form that may have lost digits (a JSON number). */
  readonly approximate?: boolean;
}

/** One page of a source's history, newest first, and the source's cursor to the next. */
export interface HistoryPage {
  readonly transfers: readonly HistoryTransfer[];
  /** Opaque; null when there is no more. */
  readonly next: string | null;
}
