import { bytesToHex } from 'viem';
import { isRecord } from '../../flow/is-record.ts';

/** An event of a transaction as FCL gives it: its type and its decoded fields. */
export interface FlowEvent {
  readonly type: string;
  readonly data: unknown;
}

/** One EVM call's outcome, from its `EVM.TransactionExecuted` event. */
export interface EvmCallResult {
  readonly passed: boolean;
  readonly errorCode: number;
  readonly errorMessage: string;
  readonly gasUsed: bigint;
  /** The EVM transaction hash, 0x + 64 hex digits. */
  readonly hash: `0x${string}`;
}

// FCL leaves integers as the decimal strings of JSON-Cadence; accept numbers too.
function unsigned(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,30}$/.test(value)) return BigInt(value);
  return null;
}

function hashOf(value: unknown): `0x${string}` | null {
  if (!Array.isArray(value) || value.length !== 32) return null;
  const bytes = value.map(unsigned);
  if (bytes.some((byte) => byte === null || byte > 255n)) return null;
  return bytesToHex(Uint8Array.from(bytes, (byte) => Number(byte)));
}

/** One `TransactionExecuted` event's fields; null when they are not what flow-go emits. */
export function decodeTransactionExecuted(data: unknown): EvmCallResult | null {
  if (!isRecord(data)) return null;
  const errorCode = unsigned(data.errorCode);
  const gasUsed = unsigned(data.gasConsumed);
  const hash = hashOf(data.hash);
  const errorMessage = typeof data.errorMessage === 'string' ? data.errorMessage : null;
  if (
    errorCode === null ||
    errorCode > 65_535n ||
    gasUsed === null ||
    !hash ||
    errorMessage === null
  ) {
    return null;
  }
  return { passed: errorCode === 0n, errorCode: Number(errorCode), errorMessage, gasUsed, hash };
}

/**
 * The results of the EVM calls a transaction made, in order: one `A.<EVM>.EVM.TransactionExecuted`
 * event per call (`evmContract`: the EVM contract's address, 0x + 16 hex digits). An event whose
 * fields cannot be read is kept as null, so that the calls still line up.
 */
export function evmCallResults(
  events: readonly FlowEvent[],
  evmContract: string,
): (EvmCallResult | null)[] {
  const type = `A.${evmContract.replace(/^0x/, '')}.EVM.TransactionExecuted`;
  return events
    .filter((event) => event.type === type)
    .map((event) => decodeTransactionExecuted(event.data));
}

/** What the batch transaction's assertion says when a call fails (evm_batch_call.cdc). */
export interface BatchFailure {
  /** 1-based, as the message counts. */
  readonly call: number;
  readonly of: number;
  readonly errorCode: number;
  readonly message: string;
}

const BATCH_FAILURE = /EVM call (\d{1,3}) of (\d{1,3}) failed with error code (\d{1,5}): ([^\n]*)/;

/** Which call failed, from a failed batch's error message; null when it does not say. */
export function parseBatchFailure(errorMessage: string): BatchFailure | null {
  const match = BATCH_FAILURE.exec(errorMessage.replaceAll('\\n', '\n'));
  if (!match) return null;
  const [, call = '', of = '', code = '', message = ''] = match;
  return {
    call: Number(call),
    of: Number(of),
    errorCode: Number(code),
    message: message.trim(),
  };
}
