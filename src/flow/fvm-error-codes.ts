// The FVM error-code catalogue (flow-go fvm/errors/codes.go, mirrored by FCL's FvmErrorCode) and
// the Access Node's submission-time rejections (flow-go access/validator/errors.go), as data.
// Summaries and hints are plain text written for the person using the app.

/** One catalogued Flow error code. */
export interface FvmErrorCodeInfo {
  readonly code: number;
  /** flow-go's name for the error. */
  readonly name: string;
  /** One line saying what happened. */
  readonly summary: string;
  /** What the user can do about it. */
  readonly hint?: string;
  /** No longer produced by current nodes; kept so old messages still read well. */
  readonly deprecated?: boolean;
}

const SIGNATURE_HINT =
  'The wallet produced a signature the network rejected, or the key does not belong to the ' +
  'account. Sign in again and retry; if it keeps happening, check the key in your wallet.';

const NOT_ENOUGH_FLOW_FOR_FEES_HINT =
  'The paying account does not have enough FLOW for the transaction fees. Add FLOW to it and ' +
  'try again.';

const TOO_MUCH_WORK_HINT =
  'The transaction does too much in one go. Split it into smaller transactions, or raise the ' +
  'limit if the app lets you.';

/** Every FVM error code in flow-protocol.md §6.1 (1117 was never deployed, so it is absent). */
export const FVM_ERROR_CODES: readonly FvmErrorCodeInfo[] = [
  {
    code: 1000,
    name: 'TxValidationError',
    summary: 'The transaction failed validation.',
    deprecated: true,
  },
  {
    code: 1001,
    name: 'InvalidTxByteSizeError',
    summary: 'The transaction is larger than the network allows.',
    deprecated: true,
  },
  {
    code: 1002,
    name: 'InvalidReferenceBlockError',
    summary: 'The transaction refers to a block the network does not know.',
    hint: 'Send the transaction again.',
    deprecated: true,
  },
  {
    code: 1003,
    name: 'ExpiredTransactionError',
    summary: 'The transaction expired before it was executed: nothing happened.',
    hint: 'Send the transaction again.',
    deprecated: true,
  },
  {
    code: 1004,
    name: 'InvalidScriptError',
    summary: 'The transaction’s Cadence code could not be parsed.',
    deprecated: true,
  },
  {
    code: 1005,
    name: 'InvalidGasLimitError',
    summary: 'The transaction’s computation limit is out of the allowed range.',
    deprecated: true,
  },
  {
    code: 1006,
    name: 'InvalidProposalSignatureError',
    summary: 'The proposer’s signature on the transaction is not valid.',
    hint: SIGNATURE_HINT,
  },
  {
    code: 1007,
    name: 'InvalidProposalSeqNumberError',
    summary: 'The transaction used an out-of-date sequence number for the proposer key.',
    hint:
      'Another transaction from this account was in flight at the same time. Wait for it to ' +
      'finish, then try again.',
  },
  {
    code: 1008,
    name: 'InvalidPayloadSignatureError',
    summary: 'A signature on the transaction payload is not valid.',
    hint: SIGNATURE_HINT,
  },
  {
    code: 1009,
    name: 'InvalidEnvelopeSignatureError',
    summary: 'The payer’s signature on the transaction is not valid.',
    hint: SIGNATURE_HINT,
  },
  {
    code: 1050,
    name: 'FVMInternalError',
    summary: 'The Flow virtual machine hit an internal error.',
    deprecated: true,
  },
  { code: 1051, name: 'ValueError', summary: 'A value in the transaction is not valid.' },
  {
    code: 1052,
    name: 'InvalidArgumentError',
    summary: 'The arguments do not match what the transaction expects.',
    hint: 'An amount, address or other value has the wrong type or format. Check what you entered.',
  },
  { code: 1053, name: 'InvalidAddressError', summary: 'An address in the transaction is invalid.' },
  {
    code: 1054,
    name: 'InvalidLocationError',
    summary: 'The code refers to a contract location that is not valid.',
  },
  {
    code: 1055,
    name: 'AccountAuthorizationError',
    summary: 'The account did not authorize this transaction.',
    hint:
      'The signing keys do not have enough weight (1000 in total) for this account, or the ' +
      'account did not sign. Check the account’s keys in your wallet.',
  },
  {
    code: 1056,
    name: 'OperationAuthorizationError',
    summary: 'The transaction tried an operation it is not authorized to perform.',
  },
  {
    code: 1057,
    name: 'OperationNotSupportedError',
    summary: 'The transaction used an operation that is not supported here.',
  },
  {
    code: 1058,
    name: 'BlockHeightOutOfRangeError',
    summary: 'The requested block height is out of range.',
    deprecated: true,
  },
  { code: 1100, name: 'ExecutionError', summary: 'Execution failed.', deprecated: true },
  {
    code: 1101,
    name: 'CadenceRunTimeError',
    summary: 'The Cadence code failed (a panic, a failed condition or a type error).',
    hint: 'The reason comes from the Cadence code. Fix what it points to and try again.',
  },
  {
    code: 1102,
    name: 'EncodingUnsupportedValue',
    summary: 'A value could not be encoded.',
    deprecated: true,
  },
  {
    code: 1103,
    name: 'StorageCapacityExceeded',
    summary: 'The account’s storage is over its capacity.',
    hint: 'Add FLOW to the account: its storage capacity grows with its FLOW balance.',
  },
  {
    code: 1104,
    name: 'GasLimitExceededError',
    summary: 'The transaction ran out of computation.',
    hint: TOO_MUCH_WORK_HINT,
    deprecated: true,
  },
  {
    code: 1105,
    name: 'EventLimitExceededError',
    summary: 'The transaction emitted more event data than allowed.',
    hint: TOO_MUCH_WORK_HINT,
  },
  {
    code: 1106,
    name: 'LedgerInteractionLimitExceededError',
    summary: 'The transaction read or wrote more storage than allowed.',
    hint: TOO_MUCH_WORK_HINT,
  },
  {
    code: 1107,
    name: 'StateKeySizeLimitError',
    summary: 'A storage key is larger than allowed.',
  },
  {
    code: 1108,
    name: 'StateValueSizeLimitError',
    summary: 'A stored value is larger than allowed.',
  },
  {
    code: 1109,
    name: 'TransactionFeeDeductionFailedError',
    summary: 'The transaction fees could not be paid.',
    hint: NOT_ENOUGH_FLOW_FOR_FEES_HINT,
  },
  {
    code: 1110,
    name: 'ComputationLimitExceededError',
    summary: 'The transaction ran out of its computation limit.',
    hint: 'Try again with a higher computation limit (at most 9999), or do less in one go.',
  },
  {
    code: 1111,
    name: 'MemoryLimitExceededError',
    summary: 'The transaction used more memory than allowed.',
    hint: TOO_MUCH_WORK_HINT,
  },
  {
    code: 1112,
    name: 'CouldNotDecodeExecutionParameterFromState',
    summary: 'The network could not read its execution parameters.',
  },
  {
    code: 1113,
    name: 'ScriptExecutionTimedOutError',
    summary: 'The script took too long and was stopped.',
    hint: 'Try again later, or ask for less data at once.',
  },
  {
    code: 1114,
    name: 'ScriptExecutionCancelledError',
    summary: 'The script was cancelled before it finished.',
    hint: 'Try again.',
  },
  { code: 1115, name: 'EventEncodingError', summary: 'An event could not be encoded.' },
  {
    code: 1116,
    name: 'InvalidInternalStateAccessError',
    summary: 'The code tried to access internal state it may not touch.',
  },
  {
    code: 1118,
    name: 'InsufficientPayerBalance',
    summary: 'The payer does not have enough FLOW to attempt the transaction.',
    hint: NOT_ENOUGH_FLOW_FOR_FEES_HINT,
  },
  { code: 1200, name: 'AccountError', summary: 'An account error occurred.', deprecated: true },
  {
    code: 1201,
    name: 'AccountNotFoundError',
    summary: 'There is no account at this address.',
    hint: 'Check the address, and that it belongs to the network you are using.',
  },
  {
    code: 1202,
    name: 'AccountPublicKeyNotFoundError',
    summary: 'The account has no key at the given index.',
  },
  { code: 1203, name: 'AccountAlreadyExistsError', summary: 'The account already exists.' },
  {
    code: 1204,
    name: 'FrozenAccountError',
    summary: 'The account is frozen.',
    deprecated: true,
  },
  {
    code: 1205,
    name: 'AccountStorageNotInitializedError',
    summary: 'The account’s storage is not initialized.',
    deprecated: true,
  },
  {
    code: 1206,
    name: 'AccountPublicKeyLimitError',
    summary: 'The account has more public keys than allowed.',
  },
  { code: 1250, name: 'ContractError', summary: 'A contract error occurred.', deprecated: true },
  {
    code: 1251,
    name: 'ContractNotFoundError',
    summary: 'The contract was not found at that address.',
    hint: 'Check that you are on the network where the contract is deployed.',
  },
  {
    code: 1252,
    name: 'ContractNamesNotFoundError',
    summary: 'The account’s contract names could not be found.',
    deprecated: true,
  },
  { code: 1300, name: 'EVMExecutionError', summary: 'The Flow EVM transaction failed.' },
];

const FAILURE_HINT = 'This is a problem on the network’s side, not with your request. Try later.';

/**
 * Node-side failure codes (rendered `[Failure Code: N]`), named as in flow-go. Codes in the
 * failure range with no name in our sources are reported as 'UnknownError'.
 */
const FVM_FAILURE_CODE_NAMES: Readonly<Record<number, string>> = {
  2000: 'UnknownFailure',
  2001: 'EncodingFailure',
  2002: 'LedgerFailure',
  2003: 'StateMergeFailure',
  2004: 'BlockFinderFailure',
  2005: 'HasherFailure',
  2006: 'ParseRestrictedModeInvalidAccessFailure',
  2007: 'PayerBalanceCheckFailure',
  2008: 'DerivedDataCacheImplementationFailure',
  2009: 'RandomSourceFailure',
  2010: 'EVMFailure',
  2100: 'MetaTransactionFailure',
};

const FIRST_FAILURE_CODE = 2000;
const LAST_FAILURE_CODE = 2206;

const ERROR_CODES_BY_NUMBER: ReadonlyMap<number, FvmErrorCodeInfo> = new Map(
  FVM_ERROR_CODES.map((info) => [info.code, info]),
);

/** The catalogue entry for `code`, including a generic one for failure codes 2000–2206. */
export function fvmErrorCodeInfo(code: number): FvmErrorCodeInfo | undefined {
  const known = ERROR_CODES_BY_NUMBER.get(code);
  if (known) return known;
  if (code >= FIRST_FAILURE_CODE && code <= LAST_FAILURE_CODE) {
    return {
      code,
      name: FVM_FAILURE_CODE_NAMES[code] ?? 'UnknownError',
      summary: 'The network failed internally while executing this.',
      hint: FAILURE_HINT,
    };
  }
  return undefined;
}

/** An Access Node rejection that arrives as plain text, without an error code. */
export interface SubmissionRejectionInfo {
  /** flow-go's name for the validator error. */
  readonly name: string;
  readonly pattern: RegExp;
  readonly summary: string;
  readonly hint?: string;
}

/** The Access Node validator's rejections (flow-go access/validator/errors.go). */
export const SUBMISSION_REJECTIONS: readonly SubmissionRejectionInfo[] = [
  {
    name: 'ExpiredTransactionError',
    pattern: /transaction is expired: ref_height=\d+ final_height=\d+/,
    summary: 'The transaction expired before the network accepted it: nothing happened.',
    hint: 'Send it again; a new attempt gets a fresh reference block.',
  },
  {
    name: 'ErrUnknownReferenceBlock',
    pattern: /unknown reference block/,
    summary: 'The transaction refers to a block the access node does not know yet.',
    hint: 'Wait a moment and send it again.',
  },
  {
    name: 'InsufficientBalanceError',
    pattern: /insufficient balance/i,
    summary: 'The payer does not have enough FLOW to pay the transaction fee.',
    hint: NOT_ENOUGH_FLOW_FOR_FEES_HINT,
  },
  {
    name: 'InvalidGasLimitError',
    pattern: /gas limit \(\d+\) is not in the acceptable range/,
    summary: 'The transaction’s computation limit is out of the allowed range.',
    hint: 'Use a computation limit between 1 and 9999.',
  },
  {
    name: 'InvalidAddressError',
    pattern: /invalid address: /,
    summary: 'The transaction names an address that is not valid on this network.',
    hint: 'Check that the address belongs to the network you are using.',
  },
  {
    name: 'DuplicatedSignatureError',
    pattern: /duplicated signature for key/,
    summary: 'The transaction carries two signatures for the same key.',
  },
  {
    name: 'InvalidSignatureError',
    pattern: /invalid signature: /,
    summary: 'The transaction carries a malformed signature.',
    hint: SIGNATURE_HINT,
  },
  {
    name: 'InvalidTxByteSizeError',
    pattern: /transaction byte size \(\d+\) exceeds/,
    summary: 'The transaction is larger than the network allows.',
  },
  {
    name: 'InvalidTxRateLimitedError',
    pattern: /transaction rate limited for payer/,
    summary: 'The access node is rate-limiting transactions from this payer.',
    hint: 'Wait a little and try again.',
  },
  {
    name: 'IncompleteTransactionError',
    pattern: /transaction is missing required fields/,
    summary: 'The transaction is missing required fields.',
  },
  {
    name: 'InvalidScriptError',
    pattern: /failed to parse transaction Cadence script/,
    summary: 'The transaction’s Cadence code could not be parsed.',
  },
];
