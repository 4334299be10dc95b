/**
 * What the fault proxy says about particular transactions instead of what the node says. The
 * next submitted transactions take the queued reports in order:
 * - held: reported no further than Pending (REST) and its later status frames kept back, until
 *   released; the chain runs it at once, so the next transaction still gets the next sequence
 *   number (reliability cases 16–19);
 * - failed: reported executed with a Flow error it did not have; the chain ran it as it was, so
 *   only the report lies (cases 12, 14, 15);
 * - lost: never forwarded to the node, so it never runs; reported Pending until the chain is past
 *   its expiry window (600 blocks on Flow's networks), then Expired, as an access node reports a
 *   transaction it took but no collection included (case 13).
 */
import { coded } from './errors.ts';
import { isRecord } from './util.ts';

/** A transaction result as the Access API writes it (REST, and `/v1/ws` status payloads). */
export interface TransactionResultBody {
  readonly block_id: string;
  readonly collection_id: string;
  readonly execution: string;
  readonly status: string;
  readonly status_code: number;
  readonly error_message: string;
  readonly computation_used: string;
  readonly events: readonly { readonly type: string }[];
  readonly _links?: unknown;
}

export function isTransactionResult(value: unknown): value is TransactionResultBody {
  return isRecord(value) && typeof value.status === 'string' && Array.isArray(value.events);
}

type NextReport =
  | { readonly kind: 'hold' }
  | { readonly kind: 'fail'; readonly code: number; readonly message: string }
  | { readonly kind: 'lose' };

/** flow-go's DefaultTransactionExpiry: a transaction's reference block is valid this long. */
export const TRANSACTION_EXPIRY_BLOCKS = 600;

const NOT_YET_RUN = new Set(['', 'Unknown', 'Pending']);

/** What a node answers for a transaction it holds but no block includes (the emulator's shape). */
export function unincludedResult(id: string, status: 'Pending' | 'Expired'): TransactionResultBody {
  return {
    block_id: '',
    collection_id: '',
    execution: 'Pending',
    status,
    status_code: 0,
    error_message: '',
    computation_used: '0',
    events: [],
    _links: { _self: `/v1/transaction_results/${id}` },
  };
}

// The fault's message is the inner one, or a whole `[Error Code: N] …` to use as it is.
const errorMessageOf = (code: number, message: string) =>
  message.startsWith('[Error Code:') ? message : coded(code, message);

export class TransactionReports {
  private readonly queued: NextReport[] = [];
  private readonly held = new Set<string>();
  private readonly failed = new Map<string, string>();
  /** Lost transactions and their reference block ids. */
  private readonly lost = new Map<string, string>();
  private readonly releaseListeners = new Set<() => void>();

  queue(report: NextReport, times = 1): void {
    for (let n = 0; n < times; n += 1) this.queued.push(report);
  }

  /** Whether a report waits for the next submission. */
  awaitsSubmission(): boolean {
    return this.queued.length > 0;
  }

  /** Whether the next submission is to be lost rather than forwarded. */
  losesNext(): boolean {
    return this.queued[0]?.kind === 'lose';
  }

  /** The node accepted (or, when lost, would have accepted) transaction `id`: it takes the next report. */
  submitted(id: string, referenceBlockId: string): void {
    const report = this.queued.shift();
    if (report?.kind === 'hold') this.held.add(id);
    else if (report?.kind === 'fail')
      this.failed.set(id, errorMessageOf(report.code, report.message));
    else if (report?.kind === 'lose') this.lost.set(id, referenceBlockId);
  }

  tracks(id: string): boolean {
    return this.held.has(id) || this.failed.has(id) || this.lost.has(id);
  }

  /** The reference block of a lost transaction; undefined for any other. */
  referenceOfLost(id: string): string | undefined {
    return this.lost.get(id);
  }

  /**
   * The node's result for `id` as this proxy reports it; null when a status frame is kept back
   * (`frame`: over the socket, where a held transaction's later statuses wait for the release).
   */
  report(id: string, result: TransactionResultBody, frame: boolean): TransactionResultBody | null {
    if (NOT_YET_RUN.has(result.status)) return result;
    if (this.held.has(id)) return frame ? null : unincludedResult(id, 'Pending');
    const error = this.failed.get(id);
    if (error !== undefined && (result.status === 'Executed' || result.status === 'Sealed')) {
      return {
        ...result,
        execution: 'Failure',
        status_code: 1,
        error_message: error,
        // A failed transaction's own events are reverted; only the fee's remain.
        events: result.events.filter((event) => event.type.includes('.FlowFees.')),
      };
    }
    return result;
  }

  /** Calls `listener` when the held transactions are released; returns its remover. */
  onRelease(listener: () => void): () => void {
    this.releaseListeners.add(listener);
    return () => this.releaseListeners.delete(listener);
  }

  /** The held transactions are reported as the node reports them from now on. */
  release(): void {
    this.held.clear();
    for (const listener of this.releaseListeners) listener();
  }

  /** Forgets every queued and assigned report, releasing the held transactions. */
  clear(): void {
    this.queued.length = 0;
    this.failed.clear();
    this.lost.clear();
    this.release();
  }
}
