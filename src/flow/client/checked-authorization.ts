import type { FclAuthorizationAccount, FclAuthorizationFunction } from '@onflow/fcl';
import { WalletResponseInvalidError } from '../errors.ts';
import { isRecord } from '../is-record.ts';

const HEX_BYTES = /^(?:[0-9a-fA-F]{2})+$/;

/**
 * The current user's authorization, with every signature the wallet returns checked before FCL
 * puts it in a transaction. FCL reads an answer without `f_vsn` as APPROVED whatever it holds
 * (fcl-core `normalizePollingResponse`), so a malformed answer would otherwise be sent to the
 * network with no signature (reliability-cases.md case 27). `onSigned` hears of the payer's
 * checked signature: the envelope's, the last one FCL asks for before it sends the transaction.
 */
export function checkedAuthorization(
  authorize: FclAuthorizationFunction,
  onSigned?: () => void,
): FclAuthorizationFunction {
  return async (account) => withCheckedSigning(await authorize(account), onSigned);
}

function withCheckedSigning(
  account: FclAuthorizationAccount,
  onSigned: (() => void) | undefined,
): FclAuthorizationAccount {
  const { resolve, signingFunction } = account;
  const checked: Record<string, unknown> = { ...account };
  if (typeof resolve === 'function') {
    // The current user resolves to the account that signs (or to several, with pre-authz).
    checked.resolve = async (...args: unknown[]) => {
      const resolved: unknown = await resolve(...args);
      const check = (value: unknown) => checkedAccount(value, onSigned);
      return Array.isArray(resolved) ? resolved.map(check) : check(resolved);
    };
  }
  if (typeof signingFunction === 'function') {
    checked.signingFunction = async (signable: unknown) => {
      const signature = checkedSignature(await signingFunction(signable));
      if (isRecord(signable) && isRecord(signable.roles) && signable.roles.payer === true) {
        onSigned?.();
      }
      return signature;
    };
  }
  return checked;
}

function checkedAccount(value: unknown, onSigned: (() => void) | undefined): unknown {
  return isRecord(value) ? withCheckedSigning(value, onSigned) : value;
}

/** A CompositeSignature with an address and a hex signature; anything else is refused. */
export function checkedSignature(value: unknown): unknown {
  if (!isRecord(value)) {
    throw new WalletResponseInvalidError('The wallet answered the signing request with no data.');
  }
  if (typeof value.signature !== 'string' || !HEX_BYTES.test(value.signature)) {
    throw new WalletResponseInvalidError(
      'The wallet answered the signing request without a signature.',
    );
  }
  if (typeof value.addr !== 'string' || value.addr === '') {
    throw new WalletResponseInvalidError(
      'The wallet answered the signing request without an address.',
    );
  }
  return value;
}
