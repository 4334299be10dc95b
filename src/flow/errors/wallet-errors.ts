import { FlowError, MAX_DETAILS_LENGTH } from './flow-errors.ts';
import { truncate } from './truncate.ts';

export type WalletDeclineKind = 'declined' | 'closed' | 'aborted';

const DECLINE_MESSAGES: Readonly<Record<WalletDeclineKind, string>> = {
  declined: 'The request was declined in the wallet.',
  closed: 'The wallet was closed before the request was approved.',
  aborted: 'The wallet request was cancelled.',
};

/** The user declined, closed or aborted a wallet request: a neutral outcome, not a failure. */
export class WalletDeclinedError extends FlowError {
  override name = 'WalletDeclinedError' as const;
  readonly kind: WalletDeclineKind;
  /** The wallet's own text. Untrusted: kept as data, never put into the message. */
  readonly reason: string;

  constructor(kind: WalletDeclineKind, reason: string, options: { cause?: unknown } = {}) {
    super(DECLINE_MESSAGES[kind], options);
    this.kind = kind;
    this.reason = reason;
  }
}

/** A wallet request was made while another was still open; nothing was sent. */
export class WalletRequestInFlightError extends FlowError {
  override name = 'WalletRequestInFlightError' as const;

  constructor() {
    super('Your wallet is still busy with another request. Finish or cancel it first.');
  }
}

// The UI says where an approval that comes later shows up (components/ui/error-text.ts).
const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there.';

/**
 * The user cancelled a wallet request that the wallet may still answer: a popup, tab or
 * extension keeps its own window, which the app cannot close. So nothing is claimed about what
 * was sent.
 */
export class WalletStoppedWaitingError extends FlowError {
  override name = 'WalletStoppedWaitingError' as const;
  readonly walletMayStillAnswer = true;

  constructor() {
    super(STOPPED_WAITING);
  }
}

/**
 * The wallet did not answer in time. When the app could close the wallet's view (FCL's frame),
 * the wallet can no longer answer and nothing was sent; otherwise it may still answer.
 */
export class WalletTimeoutError extends FlowError {
  override name = 'WalletTimeoutError' as const;
  readonly timeoutMs: number;
  readonly walletMayStillAnswer: boolean;

  constructor(timeoutMs: number, { walletMayStillAnswer }: { walletMayStillAnswer: boolean }) {
    const minutes = Math.round(timeoutMs / 60_000);
    super(
      walletMayStillAnswer
        ? `The wallet did not answer within ${minutes} minutes. ${STOPPED_WAITING}`
        : `The wallet did not answer within ${minutes} minutes, so Flowdeck closed the request. ` +
            'Nothing was sent; you can try again.',
    );
    this.timeoutMs = timeoutMs;
    this.walletMayStillAnswer = walletMayStillAnswer;
  }
}

/** Whether the app stopped waiting for a wallet request that can still be approved. */
export function walletMayStillAnswer(error: unknown): boolean {
  return (
    error instanceof WalletStoppedWaitingError ||
    (error instanceof WalletTimeoutError && error.walletMayStillAnswer)
  );
}

/**
 * The wallet answered with something that is not a usable answer (no signature, no address, an
 * address of another network). Nothing was sent with it.
 */
export class WalletResponseInvalidError extends FlowError {
  override name = 'WalletResponseInvalidError' as const;

  constructor(details: string) {
    super('The wallet sent an answer Flowdeck could not use, so nothing was sent.', {
      details: truncate(details, MAX_DETAILS_LENGTH),
    });
  }
}

/** The browser blocked the wallet popup. */
export class WalletPopupBlockedError extends FlowError {
  override name = 'WalletPopupBlockedError' as const;

  constructor(options: { cause?: unknown } = {}) {
    super(
      'The browser blocked the wallet popup. Allow popups for this site, then try again.',
      options,
    );
  }
}
