import { describe, expect, it } from 'vitest';
import { FVM_ERROR_CODES, fvmErrorCodeInfo } from '../fvm-error-codes.ts';
import { parseFlowError } from './parse-flow-error.ts';
import { PANIC_MESSAGE, SCRIPT_ERROR_BODY } from './testing/flow-error-messages.ts';

// flow-protocol.md §6.3.
const SEQUENCE_NUMBER_MESSAGE =
  '[Error Code: 1007] error caused by: 1 error occurred:\n\t* checking sequence number failed: ' +
  '[Error Code: 1007] invalid proposal key: public key 0 on account 6a587be304c1224c has ' +
  'sequence number 1573480, but given 1573479\n\n';

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
