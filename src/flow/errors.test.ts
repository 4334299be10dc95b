import { describe, expect, it } from 'vitest';
import {
  AccessNodeError,
  ChainMismatchError,
  FlowError,
  FlowProviderMissingError,
  InvalidAmountError,
  isUserCancellation,
  parseFlowError,
  TransactionExpiredError,
  TransactionFailedError,
  toFlowError,
  WalletDeclinedError,
  WalletPopupBlockedError,
} from './errors.ts';
import { FVM_ERROR_CODES, fvmErrorCodeInfo } from './fvm-error-codes.ts';

// flow-protocol.md §6.3.
const SEQUENCE_NUMBER_MESSAGE =
  '[Error Code: 1007] error caused by: 1 error occurred:\n\t* checking sequence number failed: ' +
  '[Error Code: 1007] invalid proposal key: public key 0 on account 6a587be304c1224c has ' +
  'sequence number 1573480, but given 1573479\n\n';

const PANIC_MESSAGE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: Hello from ' +
  '0xe03daebed8ca0615\n' +
  ' --> 5d0a4cfb1c1d6d4bdbd0de7a6cc6c1d9aef6c6fc64e1e4aa6d8b2a3b7d5e1f2a:5:8\n' +
  '  |\n5 |         panic("Hello from 0xe03daebed8ca0615")\n  |         ^^^^^^^^^^^^^^^^^^\n\n';

const SIGNATURE_MESSAGE =
  '[Error Code: 1009] error caused by: 1 error occurred:\n\t* transaction verification failed: ' +
  '[Error Code: 1006] invalid proposal key: public key 0 on account dba05362251g43g4 does not ' +
  'have a valid signature: [Error Code: 1009] invalid envelope key: public key 0 on account ' +
  'dba05362251g43g4 does not have a valid signature: signature is not valid\n\n';

const PRE_CONDITION_MESSAGE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: pre-condition failed: ' +
  'Amount withdrawn must be less than or equal than the balance of the Vault\n' +
  '   --> 1654653399040a61.FlowToken:92:12\n';

const STORAGE_MESSAGE =
  '[Error Code: 1103] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1103] The account with address (01cf0e2f2f715450) uses 100523 bytes of storage ' +
  'which is over its capacity (100000 bytes). Capacity can be increased by adding FLOW tokens ' +
  'to the account.\n\n';

const SCRIPT_ERROR_BODY =
  'Invalid Flow argument: failed to execute script: [Error Code: 1101] cadence runtime error: ' +
  'Execution failed:\nerror: panic: no vault at /storage/flowTokenVault\n --> script:4:8\n';

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

describe('parseFlowError', () => {
  it('explains a sequence-number mismatch (1007)', () => {
    const parsed = parseFlowError(SEQUENCE_NUMBER_MESSAGE);
    expect(parsed).toMatchObject({
      code: 1007,
      name: 'InvalidProposalSeqNumberError',
      reason:
        'invalid proposal key: public key 0 on account 6a587be304c1224c has sequence number ' +
        '1573480, but given 1573479',
      raw: SEQUENCE_NUMBER_MESSAGE,
    });
    expect(parsed.hint).toMatch(/another transaction .* in flight/i);
    expect(parsed.hint).toMatch(/retry|try again/i);
  });

  it('extracts the panic text of a Cadence runtime error (1101)', () => {
    const parsed = parseFlowError(PANIC_MESSAGE);
    expect(parsed).toMatchObject({
      code: 1101,
      name: 'CadenceRunTimeError',
      reason: 'panic: Hello from 0xe03daebed8ca0615',
    });
    expect(parsed.hint).toBeDefined();
  });

  it('extracts a failed pre-condition (1101)', () => {
    expect(parseFlowError(PRE_CONDITION_MESSAGE).reason).toBe(
      'pre-condition failed: Amount withdrawn must be less than or equal than the balance of ' +
        'the Vault',
    );
  });

  it('reads a 1101 message whose newlines arrive escaped', () => {
    const escaped = PANIC_MESSAGE.replaceAll('\n', '\\n').replaceAll('\t', '\\t');
    expect(parseFlowError(escaped).reason).toBe('panic: Hello from 0xe03daebed8ca0615');
  });

  it('takes the first code, as FCL does (1009 outside, 1006 inside)', () => {
    const parsed = parseFlowError(SIGNATURE_MESSAGE);
    expect(parsed).toMatchObject({ code: 1009, name: 'InvalidEnvelopeSignatureError' });
    expect(parsed.reason).toBe(
      'invalid envelope key: public key 0 on account dba05362251g43g4 does not have a valid ' +
        'signature: signature is not valid',
    );
    expect(parsed.hint).toMatch(/signature/i);
  });

  it('tells the user to add FLOW when storage is exceeded (1103)', () => {
    const parsed = parseFlowError(STORAGE_MESSAGE);
    expect(parsed).toMatchObject({ code: 1103, name: 'StorageCapacityExceeded' });
    expect(parsed.hint).toMatch(/add FLOW/i);
    expect(parsed.reason).toMatch(/^The account with address \(01cf0e2f2f715450\) uses/);
  });

  it('parses a script failure from an access node 400 body', () => {
    const parsed = parseFlowError(SCRIPT_ERROR_BODY);
    expect(parsed).toMatchObject({
      code: 1101,
      name: 'CadenceRunTimeError',
      reason: 'panic: no vault at /storage/flowTokenVault',
    });
  });

  it('keeps reasons free of [Error Code] wrappers', () => {
    for (const message of [SEQUENCE_NUMBER_MESSAGE, PANIC_MESSAGE, SIGNATURE_MESSAGE]) {
      expect(parseFlowError(message).reason).not.toMatch(/\[Error Code/);
    }
    const bare = parseFlowError('[Error Code: 1101] cadence runtime error: Execution failed:');
    expect(bare.reason).toBeUndefined();
  });

  it('returns code -1 and UnknownError when there is no code', () => {
    expect(parseFlowError('something odd happened')).toEqual({
      code: -1,
      name: 'UnknownError',
      summary: 'The Flow network reported an error.',
      raw: 'something odd happened',
    });
    expect(parseFlowError('').code).toBe(-1);
  });

  it('keeps the number of an uncatalogued code but calls it UnknownError', () => {
    expect(parseFlowError('[Error Code: 1117] what')).toMatchObject({
      code: 1117,
      name: 'UnknownError',
    });
  });

  it('recognises node-side failure codes', () => {
    expect(parseFlowError('[Failure Code: 2002] ledger failure')).toMatchObject({
      code: 2002,
      name: 'LedgerFailure',
    });
    expect(parseFlowError('[Failure Code: 2203] something').summary).toMatch(/network/i);
  });

  it('recognises an expired submission (no code)', () => {
    const parsed = parseFlowError(
      'Invalid Flow argument: transaction is expired: ref_height=1000 final_height=1700',
    );
    expect(parsed).toMatchObject({
      code: -1,
      name: 'ExpiredTransactionError',
      reason: 'transaction is expired: ref_height=1000 final_height=1700',
    });
    expect(parsed.summary).toMatch(/expired/i);
    expect(parsed.hint).toMatch(/again/i);
  });

  it('recognises an insufficient-balance rejection (no code)', () => {
    const parsed = parseFlowError(
      'transaction payer (01cf0e2f2f715450) has insufficient balance to pay transaction fee. ' +
        'Required balance: (0.00100000). ',
    );
    expect(parsed).toMatchObject({ code: -1, name: 'InsufficientBalanceError' });
    expect(parsed.hint).toMatch(/FLOW/);
  });

  it('treats markup as plain text', () => {
    const message =
      '[Error Code: 1101] Execution failed:\nerror: panic: <img src=x onerror=alert(1)>';
    expect(parseFlowError(message).reason).toBe('panic: <img src=x onerror=alert(1)>');
  });
});

describe('the error-code catalogue', () => {
  // flow-protocol.md §6.1, minus 1117 (never deployed).
  const DOCUMENTED_CODES = [
    1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1050, 1051, 1052, 1053, 1054, 1055,
    1056, 1057, 1058, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1109, 1110, 1111, 1112,
    1113, 1114, 1115, 1116, 1118, 1200, 1201, 1202, 1203, 1204, 1205, 1206, 1250, 1251, 1252, 1300,
  ];

  it('covers exactly the documented codes', () => {
    expect(FVM_ERROR_CODES.map((info) => info.code)).toEqual(DOCUMENTED_CODES);
  });

  it.each(DOCUMENTED_CODES)('gives %i a name and a one-line summary', (code) => {
    const parsed = parseFlowError(`[Error Code: ${code}] message`);
    expect(parsed.code).toBe(code);
    expect(parsed.name).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(parsed.name).not.toBe('UnknownError');
    expect(parsed.summary).toMatch(/^\S.*\.$/);
    expect(parsed.summary).not.toContain('\n');
  });

  it.each([1006, 1007, 1008, 1009, 1052, 1055, 1101, 1103, 1109, 1110, 1118, 1201])(
    'gives %i an actionable hint',
    (code) => {
      expect(parseFlowError(`[Error Code: ${code}] message`).hint).toMatch(/\S{3,}/);
    },
  );

  it('gives the fee errors a hint about adding FLOW and 1110 one about the limit', () => {
    expect(fvmErrorCodeInfo(1109)?.hint).toMatch(/FLOW/);
    expect(fvmErrorCodeInfo(1118)?.hint).toMatch(/FLOW/);
    expect(fvmErrorCodeInfo(1110)?.hint).toMatch(/limit/);
  });

  it.each([2000, 2001, 2007, 2011, 2100, 2200, 2206])(
    'has a generic entry for failure %i',
    (code) => {
      expect(fvmErrorCodeInfo(code)?.summary).toMatch(/network/i);
    },
  );

  it('has no entry outside the catalogue', () => {
    expect(fvmErrorCodeInfo(1117)).toBeUndefined();
    expect(fvmErrorCodeInfo(2207)).toBeUndefined();
    expect(fvmErrorCodeInfo(-1)).toBeUndefined();
  });
});

describe('error classes', () => {
  it('carry their class name as a literal name', () => {
    const parsed = parseFlowError(PANIC_MESSAGE);
    const errors: FlowError[] = [
      new FlowError('x'),
      new FlowProviderMissingError('useFlowQuery'),
      new InvalidAmountError('1e5', 'no'),
      new WalletDeclinedError('declined', 'No reason supplied'),
      new WalletPopupBlockedError(),
      new AccessNodeError({ kind: 'unreachable' }),
      new TransactionFailedError('ab'.repeat(32), parsed),
      new TransactionExpiredError('ab'.repeat(32)),
      new ChainMismatchError('testnet', 'flow-mainnet'),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(FlowError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(error.constructor.name);
    }
  });

  it('explains a missing provider with the hook name and the fix', () => {
    const error = new FlowProviderMissingError('useFlowQuery');
    expect(error.message).toBe(
      'useFlowQuery must be used inside <FlowProvider>. Wrap your app (or the test render) in ' +
        'FlowProvider from src/flow/react/FlowProvider.tsx.',
    );
    expect(error.hookName).toBe('useFlowQuery');
  });

  it('formats message from shortMessage and details, and keeps cause', () => {
    const cause = new Error('root');
    const error = new FlowError('Short.', { details: 'More.', cause });
    expect(error.message).toBe('Short.\n\nDetails: More.');
    expect(error.shortMessage).toBe('Short.');
    expect(error.details).toBe('More.');
    expect(error.cause).toBe(cause);
    expect(new FlowError('Only.').message).toBe('Only.');
    expect(new FlowError('Only.').details).toBeUndefined();
  });

  it('describes a failed transaction by its parsed error', () => {
    const error = new TransactionFailedError('ab'.repeat(32), parseFlowError(PANIC_MESSAGE));
    expect(error.shortMessage).toBe(fvmErrorCodeInfo(1101)?.summary);
    expect(error.details).toBe('panic: Hello from 0xe03daebed8ca0615');
    expect(error.flowError.code).toBe(1101);
    expect(error.txId).toBe('ab'.repeat(32));
  });

  it('says an expired transaction did nothing and can be retried', () => {
    expect(new TransactionExpiredError('ab'.repeat(32)).shortMessage).toBe(
      'The transaction expired: nothing happened, you can retry.',
    );
  });

  it('names both chains in a chain mismatch', () => {
    const error = new ChainMismatchError('testnet', 'flow-mainnet');
    expect(error.message).toContain('flow-mainnet');
    expect(error.message).toContain('flow-testnet');
    expect(error).toMatchObject({ expected: 'testnet', actualChainId: 'flow-mainnet' });
  });
});

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
