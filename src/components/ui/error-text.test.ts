import { describe, expect, it } from 'vitest';
import {
  AccessNodeError,
  WalletStoppedWaitingError,
  WalletTimeoutError,
} from '../../flow/errors.ts';
import { errorText } from './error-text.ts';

const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there; ' +
  'anything it approves will appear in Activity.';

describe('errorText', () => {
  it('tells where a request the wallet may still approve will show up', () => {
    expect(errorText(new WalletStoppedWaitingError())).toBe(STOPPED_WAITING);
    expect(errorText(new WalletTimeoutError(300_000, { walletMayStillAnswer: true }))).toBe(
      `The wallet did not answer within 5 minutes. ${STOPPED_WAITING}`,
    );
  });

  it('is the error’s own message otherwise', () => {
    const closed = new WalletTimeoutError(300_000, { walletMayStillAnswer: false });
    expect(errorText(closed)).toBe(closed.shortMessage);
    const unreachable = new AccessNodeError({ kind: 'unreachable' });
    expect(errorText(unreachable)).toBe(unreachable.shortMessage);
  });
});
