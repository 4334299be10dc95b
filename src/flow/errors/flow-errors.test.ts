import { describe, expect, it } from 'vitest';
import { fvmErrorCodeInfo } from '../fvm-error-codes.ts';
import {
  AccessNodeError,
  ChainMismatchError,
  FlowError,
  FlowProviderMissingError,
  InvalidAmountError,
  TransactionExpiredError,
  TransactionFailedError,
} from './flow-errors.ts';
import { parseFlowError } from './parse-flow-error.ts';
import { PANIC_MESSAGE } from './testing/flow-error-messages.ts';
import { WalletDeclinedError, WalletPopupBlockedError } from './wallet-errors.ts';

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
