import { describe, expect, it } from 'vitest';
import { fvmErrorCodeInfo } from '../fvm-error-codes.ts';
import { AccessNodeError, FlowError, TransactionExpiredError } from './flow-errors.ts';
import { SCRIPT_ERROR_BODY } from './testing/flow-error-messages.ts';
import { isUserCancellation, toFlowError } from './to-flow-error.ts';
import { WalletDeclinedError, WalletPopupBlockedError } from './wallet-errors.ts';

const REQUEST_BODY =
  '{"script":"aW1wb3J0IEZsb3dUb2tlbiBmcm9tIDB4U0VDUkVU","arguments":["eyJ0eXBlIjoiQWRkcmVzcyJ9"]}';

/** A stand-in for FCL's HTTPRequestError, whose message embeds the request body. */
function httpRequestError(statusCode?: number, errorMessage?: string): Error {
  const error = new Error(
    `\n      HTTP Request Error: An error occurred when interacting with the Access API.\n` +
      `      error=${errorMessage}\n      hostname=http://127.0.0.1:8888\n` +
      `      path=/v1/scripts\n      method=POST\n      requestBody=${REQUEST_BODY}\n` +
      `      statusCode=${statusCode}\n`,
  );
  return Object.assign(error, { name: 'HTTP Request Error', statusCode, errorMessage });
}

function expectAccessNodeError(error: FlowError): AccessNodeError {
  expect(error).toBeInstanceOf(AccessNodeError);
  if (!(error instanceof AccessNodeError)) throw new Error('unreachable');
  return error;
}

describe('toFlowError', () => {
  it.each([
    ['Declined: Externally Halted', 'closed', 'Externally Halted'],
    ['Declined: Aborted', 'aborted', 'Aborted'],
    ['Declined: No reason supplied', 'declined', 'No reason supplied'],
    ['Declined: User rejected the transaction', 'declined', 'User rejected the transaction'],
    ['Declined:', 'declined', 'No reason supplied'],
  ] as const)('turns the string %j into a %s decline', (input, kind, reason) => {
    const error = toFlowError(input);
    expect(error).toBeInstanceOf(WalletDeclinedError);
    expect(error).toMatchObject({ name: 'WalletDeclinedError', kind, reason });
    expect(isUserCancellation(input)).toBe(true);
  });

  it('turns an HTTP/POST Error("Declined: No reason supplied.") into a decline', () => {
    const cause = new Error('Declined: No reason supplied.');
    const error = toFlowError(cause);
    expect(error).toMatchObject({ kind: 'declined', reason: 'No reason supplied', cause });
    expect(isUserCancellation(cause)).toBe(true);
  });

  it('keeps the wallet’s reason out of the message', () => {
    const error = toFlowError('Declined: Visit https://evil.example to unlock your funds');
    expect(error.message).not.toContain('evil.example');
    expect(error).toMatchObject({ reason: 'Visit https://evil.example to unlock your funds' });
  });

  it('recognises a blocked popup', () => {
    const cause = new Error('Popup failed to open (was it blocked by a popup blocker?)');
    const error = toFlowError(cause);
    expect(error).toBeInstanceOf(WalletPopupBlockedError);
    expect(error.cause).toBe(cause);
    expect(isUserCancellation(cause)).toBe(false);
  });

  it.each([
    [undefined, 'unreachable'],
    [429, 'rate-limited'],
    [408, 'unavailable'],
    [500, 'unavailable'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [404, 'not-found'],
    [400, 'bad-request'],
    [403, 'bad-request'],
  ] as const)('maps an HTTP Request Error with status %s to %s', (statusCode, kind) => {
    const error = expectAccessNodeError(
      toFlowError(httpRequestError(statusCode, 'server says no')),
    );
    expect(error.kind).toBe(kind);
    expect(error.statusCode).toBe(statusCode);
    expect(error.details).toBe('server says no');
    expect(isUserCancellation(error)).toBe(false);
  });

  it.each(['Unexpected end of JSON input', `Unexpected token '<', "<html>" is not valid JSON`])(
    'reads an answer FCL could not parse (%s) as invalid, not as unreachable',
    (message) => {
      const error = expectAccessNodeError(toFlowError(httpRequestError(undefined, message)));
      expect(error.kind).toBe('invalid-response');
      expect(error.shortMessage).toBe(
        'The Flow access node sent a response that could not be read.',
      );
    },
  );

  it('never copies the request body from an HTTP error’s message', () => {
    for (const statusCode of [undefined, 400, 404, 429, 500]) {
      const raw = httpRequestError(statusCode, 'Failed to fetch');
      expect(raw.message).toContain(REQUEST_BODY);
      const error = toFlowError(raw);
      for (const text of [error.message, error.shortMessage, error.details ?? '']) {
        expect(text).not.toContain(REQUEST_BODY);
        expect(text).not.toContain('requestBody');
      }
      expect(JSON.stringify(error)).not.toContain(REQUEST_BODY);
      expect(error.cause).toBeUndefined();
    }
  });

  it('parses the Cadence error of a failing script (HTTP 400)', () => {
    const error = expectAccessNodeError(toFlowError(httpRequestError(400, SCRIPT_ERROR_BODY)));
    expect(error.kind).toBe('bad-request');
    expect(error.flowError).toMatchObject({
      code: 1101,
      reason: 'panic: no vault at /storage/flowTokenVault',
    });
    expect(error.shortMessage).toBe(fvmErrorCodeInfo(1101)?.summary);
  });

  it('parses a submission-time rejection without a code', () => {
    const message = 'Invalid Flow argument: transaction is expired: ref_height=1 final_height=700';
    const error = expectAccessNodeError(toFlowError(httpRequestError(400, message)));
    expect(error.flowError).toMatchObject({ code: -1, name: 'ExpiredTransactionError' });
  });

  it('leaves flowError unset when the body holds no Flow error', () => {
    const error = expectAccessNodeError(toFlowError(httpRequestError(400, 'bad block id')));
    expect(error.flowError).toBeUndefined();
    expect(error.shortMessage).toBe('The Flow access node rejected the request.');
  });

  it('returns a FlowError as it is', () => {
    const original = new TransactionExpiredError('ab'.repeat(32));
    expect(toFlowError(original)).toBe(original);
  });

  it('wraps anything else in a generic FlowError with the message as details', () => {
    const cause = new TypeError('x is not a function');
    const error = toFlowError(cause);
    expect(error.constructor).toBe(FlowError);
    expect(error.details).toBe('x is not a function');
    expect(error.cause).toBe(cause);

    expect(toFlowError('some string').details).toBe('some string');
    expect(toFlowError(undefined).details).toBeUndefined();
    expect(toFlowError({ message: 'object with message' }).details).toBe('object with message');
    expect(toFlowError(42).details).toBe('42');
    expect(isUserCancellation(cause)).toBe(false);
  });
});
