// The public entry of the Flow layer's errors (DESIGN.md's module contract): importers name this
// file, not the modules under errors/, so those can be rearranged without touching them.
export {
  AccessNodeError,
  type AccessNodeErrorKind,
  FlowError,
  FlowProviderMissingError,
  InvalidAmountError,
  SubmissionUncertainError,
  TransactionExpiredError,
  TransactionFailedError,
} from './errors/flow-errors.ts';
export {
  CADENCE_RUNTIME_ERROR,
  parseFlowError,
  withRealNewlines,
} from './errors/parse-flow-error.ts';
export {
  accessNodeErrorFromResponse,
  toFlowError,
} from './errors/to-flow-error.ts';
export {
  WalletDeclinedError,
  WalletRequestInFlightError,
  WalletResponseInvalidError,
  WalletStoppedWaitingError,
  WalletTimeoutError,
  walletMayStillAnswer,
} from './errors/wallet-errors.ts';
