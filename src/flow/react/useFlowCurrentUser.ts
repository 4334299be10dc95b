import { useState, useSyncExternalStore } from 'react';
import { withAddressPrefix } from '../address.ts';
import type { CurrentUser } from '../client/flow-client.ts';
import {
  type FlowError,
  toFlowError,
  WalletDeclinedError,
  WalletStoppedWaitingError,
} from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import type { WalletSession } from './wallet-session.ts';

type SignInOutcome = 'signed-in' | 'cancelled';

export interface UseFlowCurrentUserReturnType {
  /**
   * The user as the client reports it; null until it has: while the stored session is being
   * read, and while the client is not loaded because no session is stored (status
   * `signed-out`).
   */
  readonly user: CurrentUser | null;
  /** `loading` only while a stored session is being read; without one, `signed-out` at once. */
  readonly status: 'loading' | 'signed-out' | 'signed-in';
  /** `0x`-prefixed address of the signed-in user. */
  readonly address: string | null;
  /** OpenID claims, when the wallet returned them for the requested scopes. */
  readonly openIdClaims: Readonly<Record<string, string>> | null;
  /**
   * Opens the wallet. A user who declines or closes it stays signed out: `cancelled`. Only one
   * sign-in is open at a time: calling again meanwhile joins it.
   */
  readonly authenticate: () => Promise<SignInOutcome | 'failed'>;
  readonly unauthenticate: () => void;
  /**
   * Starts loading the wallet code (FCL) without opening the wallet: call it when the user
   * shows intent (pointer over, or focus on, a "Connect" button) so that sign-in opens fast.
   */
  readonly preload: () => void;
  /** A sign-in is open, from this component or any other. */
  readonly isAuthenticating: boolean;
  /** Outcome of the last sign-in attempt, so the UI can say "cancelled" once. */
  readonly lastOutcome: SignInOutcome | null;
  /** A sign-in that failed (popup blocked, node down...); a cancellation is not an error. */
  readonly error: FlowError | null;
}

/** The signed-in user of the current network, and the means to sign in and out. */
export function useFlowCurrentUser(): UseFlowCurrentUserReturnType {
  const { session } = useFlowContext('useFlowCurrentUser');
  const { user, status, loadError, isAuthenticating } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );

  // This component's last sign-in (TanStack's useMutation would bring the query library into
  // the first paint, which has no query).
  const [attempt, setAttempt] = useState<SignInAttempt>(NO_ATTEMPT);

  const authenticate = async (): Promise<SignInOutcome | 'failed'> => {
    setAttempt({ pending: true, outcome: null, error: null });
    try {
      const outcome = await signInOutcome(session);
      setAttempt({ pending: false, outcome, error: null });
      return outcome;
    } catch (error) {
      setAttempt({ pending: false, outcome: null, error: toFlowError(error) });
      return 'failed';
    }
  };

  const address = status === 'signed-in' && user?.addr ? withAddressPrefix(user.addr) : null;

  return {
    user,
    status,
    address,
    openIdClaims: status === 'signed-in' && user ? openIdClaimsOf(user) : null,
    authenticate,
    unauthenticate: () => {
      setAttempt(NO_ATTEMPT);
      session.unauthenticate();
    },
    preload: session.preload,
    isAuthenticating: attempt.pending || isAuthenticating,
    lastOutcome: attempt.outcome,
    error: attempt.error ?? loadError,
  };
}

interface SignInAttempt {
  readonly pending: boolean;
  readonly outcome: SignInOutcome | null;
  readonly error: FlowError | null;
}

const NO_ATTEMPT: SignInAttempt = { pending: false, outcome: null, error: null };

/** Opens the wallet; a decline, a close or the app's own Cancel is `cancelled`, not an error. */
async function signInOutcome(session: WalletSession): Promise<SignInOutcome> {
  try {
    const signedIn = await session.authenticate();
    // FCL resolves (not rejects) when the wallet is declined or closed.
    return signedIn.loggedIn && signedIn.addr ? 'signed-in' : 'cancelled';
  } catch (error) {
    const flowError = toFlowError(error);
    // Cancelled from the app's own Cancel control: as neutral as closing the wallet. A wallet
    // in its own window may still answer; if the user approves there, FCL signs them in.
    if (
      flowError instanceof WalletDeclinedError ||
      flowError instanceof WalletStoppedWaitingError
    ) {
      return 'cancelled';
    }
    throw flowError;
  }
}

/** Plain-text OpenID claims from the wallet's `open-id` service; anything else is ignored. */
function openIdClaimsOf(user: CurrentUser): Record<string, string> | null {
  const service = user.services.find((candidate) => candidate.type === 'open-id');
  const data = service?.data;
  if (!data) return null;
  const claims: Record<string, string> = {};
  collectClaims(data, '', claims);
  return Object.keys(claims).length > 0 ? claims : null;
}

function collectClaims(value: unknown, prefix: string, claims: Record<string, string>): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    claims[prefix] = String(value);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  for (const [key, nested] of Object.entries(value)) {
    if (key === 'f_type' || key === 'f_vsn') continue;
    // OpenID groups claims by scope ({ email: { email, email_verified } }); keep the leaf name.
    collectClaims(nested, key, claims);
  }
}
