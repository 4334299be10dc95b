import { describe, expect, it } from 'vitest';
import {
  accessNodeErrorFromResponse,
  FlowError,
  toFlowError,
  WalletDeclinedError,
} from '../errors.ts';
import { mayHaveReachedTheNetwork } from './submission-transport.ts';

const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
const answer = (status: number | undefined, message?: string) => {
  const error = accessNodeErrorFromResponse(status, message);
  return [error, error] as const;
};

describe('mayHaveReachedTheNetwork: whether a failed submission may still be on the network', () => {
  it.each([
    ['FCL’s own timeout (AbortError)', [abort, toFlowError(abort)] as const],
    ['no answer at all (connection dropped or refused)', answer(undefined, 'fetch failed')],
    ['a busy node (429, retried by FCL)', answer(429, 'rate limited')],
    ['a failing node (503)', answer(503, 'unavailable')],
    ['a gateway timeout (504)', answer(504)],
    [
      'the emulator’s answer to a resubmission (500)',
      answer(500, 'Invalid Flow request: transaction with ID ab has already been submitted'),
    ],
    ['a node that says "duplicate" (400)', answer(400, 'duplicate transaction')],
  ])('yes: %s', (_, [raw, error]) => {
    expect(mayHaveReachedTheNetwork(raw, error)).toBe(true);
  });

  it.each([
    [
      'an expired reference block (400)',
      answer(400, 'Invalid Flow argument: transaction is expired: ref_height=1 final_height=700'),
    ],
    [
      'not enough FLOW for the fee (400)',
      answer(400, 'Invalid Flow argument: payer 0x01 has insufficient balance'),
    ],
    ['a declined wallet', [null, new WalletDeclinedError('declined', 'No')] as const],
    ['an error of the app', [null, new FlowError('Something went wrong.')] as const],
  ])('no: %s', (_, [raw, error]) => {
    expect(mayHaveReachedTheNetwork(raw, error)).toBe(false);
  });
});
