import { describe, expect, it } from 'vitest';
import { decodeTransactionExecuted, evmCallResults, parseBatchFailure } from './batch-results.ts';

const EVM = '0xf8d6e0586b0a20c7';
const hashBytes = Array.from({ length: 32 }, (_, index) => String(index));
const executed = (errorCode: string, gas = '27538', errorMessage = '') => ({
  type: 'A.f8d6e0586b0a20c7.EVM.TransactionExecuted',
  data: {
    hash: hashBytes,
    index: '0',
    type: '255',
    errorCode,
    errorMessage,
    gasConsumed: gas,
    contractAddress: '',
  },
});

describe('evmCallResults', () => {
  it('reads each call from its TransactionExecuted event, in order', () => {
    const results = evmCallResults(
      [
        { type: 'A.0ae53cb6e3f42a79.FlowToken.TokensWithdrawn', data: {} },
        executed('0'),
        executed('306', '21000', 'execution reverted'),
        { type: 'A.0000000000000001.EVM.TransactionExecuted', data: executed('0').data },
      ],
      EVM,
    );
    expect(results).toEqual([
      {
        passed: true,
        errorCode: 0,
        errorMessage: '',
        gasUsed: 27_538n,
        hash: `0x${hashBytes.map((byte) => Number(byte).toString(16).padStart(2, '0')).join('')}`,
      },
      {
        passed: false,
        errorCode: 306,
        errorMessage: 'execution reverted',
        gasUsed: 21_000n,
        hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
    ]);
  });

  it('keeps an unreadable event as null so the calls still line up', () => {
    expect(decodeTransactionExecuted({ ...executed('0').data, hash: ['256'] })).toBeNull();
    expect(decodeTransactionExecuted({ ...executed('0').data, errorCode: '-1' })).toBeNull();
    expect(decodeTransactionExecuted('nope')).toBeNull();
    expect(
      decodeTransactionExecuted({ ...executed('0').data, errorCode: 0, gasConsumed: 5 }),
    ).toMatchObject({
      passed: true,
      gasUsed: 5n,
    });
  });
});

describe('parseBatchFailure', () => {
  it('finds the failed call in the Cadence error', () => {
    const message =
      '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: [Error Code: 1101] cadence runtime error: Execution failed:\nerror: assertion failed: EVM call 2 of 3 failed with error code 306: execution reverted\n --> 1234:40:12';
    expect(parseBatchFailure(message)).toEqual({
      call: 2,
      of: 3,
      errorCode: 306,
      message: 'execution reverted',
    });
  });

  it('reads a message whose newlines were escaped', () => {
    expect(
      parseBatchFailure(
        'error: assertion failed: EVM call 1 of 1 failed with error code 400: out of gas\\n -->',
      ),
    ).toMatchObject({ call: 1, of: 1, errorCode: 400, message: 'out of gas' });
  });

  it('is null for any other failure', () => {
    expect(parseBatchFailure('error: pre-condition failed: 1 to 20 calls')).toBeNull();
  });
});
