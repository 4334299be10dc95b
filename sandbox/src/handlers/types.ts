import type { JsonCadence } from '../../../emulator/src/json-cadence.ts';
import type { CadenceParameter } from '../../../src/flow/cadence/parameters.ts';
import type { ContractAddresses, Ledger, LedgerAccount } from '../ledger.ts';

/** What a script handler gets: the ledger (read it, never change it) and checked arguments. */
export interface ScriptContext {
  readonly ledger: Ledger;
  /** JSON-Cadence arguments, already checked against the script's parameters. */
  readonly args: readonly unknown[];
  /** The parameters of the script's `.cdc` file, in order. */
  readonly parameters: readonly CadenceParameter[];
  readonly contracts: ContractAddresses;
  /** The script's location (the hex hash of its source), as in `s.<location>.Struct` type ids. */
  readonly location: string;
  /** The block the script runs at (`getCurrentBlock()`); the ledger is the state as of it. */
  readonly block: { readonly height: number; readonly id: string; readonly timestamp: string };
  /**
   * Fails like Cadence's `panic(message)`; `needle`, one of the handler's error sites, locates
   * the panic in the source (by default the first `panic(`).
   */
  panic(message: string, needle?: string): never;
  /**
   * Fails like a failed pre-condition of the script's `main`: `pre-condition failed: <message>`
   * at the condition's test expression, which `needle` locates in the source.
   */
  preconditionFailed(message: string, needle: string): never;
  /** Fails with a Cadence runtime error `detail` at `location` (e.g. `<addr>.EVM:244:12`). */
  fail(detail: string, location: string): never;
  /** `<script location>:<line>:<column>` of `needle`, one of the handler's error sites. */
  locate(needle: string): string;
}

/** What every handler declares besides its code; the registry checks it when it loads. */
interface HandlerDeclaration {
  /** The `.cdc` file, relative to `src/flow/cadence/`. */
  readonly file: string;
  /**
   * The source text each error of the handler is located at (`locate`, `panic`,
   * `preconditionFailed`): each must occur in the file, and the context accepts no other.
   */
  readonly errorSites?: readonly string[];
  /** Whether the handler reads its arguments by name, so every parameter type needs a decoder. */
  readonly readsArgumentsByName?: boolean;
}

export interface ScriptHandler extends HandlerDeclaration {
  readonly kind: 'script';
  run(ctx: ScriptContext): JsonCadence;
}

export interface TransactionContext {
  readonly ledger: Ledger;
  readonly args: readonly unknown[];
  /** The parameters of the transaction's `.cdc` file, in order. */
  readonly parameters: readonly CadenceParameter[];
  readonly contracts: ContractAddresses;
  readonly transactionId: string;
  /** The height of the block the transaction executes in. */
  readonly blockHeight: number;
  /** The authorizers, in order (the `prepare` parameters). */
  readonly signers: readonly LedgerAccount[];
  readonly payer: LedgerAccount;
  /** Emits an event; `type` is the full `A.<addr>.<Contract>.<Event>` id. */
  emit(type: string, fields: Record<string, JsonCadence>): void;
  /** Fails like `panic(message)` in the transaction's source, at `needle` as for scripts. */
  panic(message: string, needle?: string): never;
  /**
   * Fails like a failed `assert(condition, message: …)` of the transaction: `needle`, one of the
   * handler's error sites, is text inside that call, which Cadence reports at the `assert`.
   */
  assertionFailed(message: string, needle: string): never;
  /** Fails like a failed pre-condition at `location` (e.g. `<addr>.FungibleToken:208:16`). */
  preconditionFailed(message: string, location: string): never;
  /** Fails with 1103 when an account's storage is over its capacity. */
  checkStorage(account: LedgerAccount): void;
  /** `<transaction id>:<line>:<column>` of `needle`, one of the handler's error sites. */
  locate(needle: string): string;
  /**
   * Counts the EVM calls the transaction's COAs make: whether this one must revert (the
   * revert-evm-call fault). Call it once per COA call, in order.
   */
  nextEvmCallReverts(): boolean;
}

export interface TransactionHandler extends HandlerDeclaration {
  readonly kind: 'transaction';
  execute(ctx: TransactionContext): void;
}

export type CadenceHandler = ScriptHandler | TransactionHandler;
