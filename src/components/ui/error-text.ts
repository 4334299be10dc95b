import {
  type FlowError,
  WalletStoppedWaitingError,
  WalletTimeoutError,
} from '../../flow/errors.ts';

const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there; anything ' +
  'it approves will appear in Activity.';

/**
 * An error in the user's words. When the app stopped waiting for a wallet that may still
 * approve, they are told where that transaction will show up.
 */
export function errorText(error: FlowError): string {
  if (error instanceof WalletStoppedWaitingError) return STOPPED_WAITING;
  if (error instanceof WalletTimeoutError && error.walletMayStillAnswer) {
    const minutes = Math.round(error.timeoutMs / 60_000);
    return `The wallet did not answer within ${minutes} minutes. ${STOPPED_WAITING}`;
  }
  return error.shortMessage;
}
