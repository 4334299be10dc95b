import { describe, expect, it } from 'vitest';
import { AccessNodeError, FlowError, parseFlowError } from '../../flow/errors.ts';
import { isNftNotFound } from './nft-not-found.ts';

const panic = (text: string) => {
  const message = `[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: ${text}\n`;
  return new AccessNodeError({ kind: 'bad-request', flowError: parseFlowError(message) });
};

describe('isNftNotFound', () => {
  it('behavior: recognises the scripts’ panics for a missing NFT or collection', () => {
    expect(isNftNotFound(panic('No NFT with id 1 in /storage/x'))).toBe(true);
    expect(isNftNotFound(panic('No NFT collection at /storage/x'))).toBe(true);
  });

  it('behavior: anything else is not "not found"', () => {
    expect(isNftNotFound(panic('Invalid storage path x'))).toBe(false);
    expect(isNftNotFound(new AccessNodeError({ kind: 'not-found', statusCode: 404 }))).toBe(false);
    expect(isNftNotFound(new FlowError('No NFT with id 1'))).toBe(false);
    expect(isNftNotFound(null)).toBe(false);
  });
});
