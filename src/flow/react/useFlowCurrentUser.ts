import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../client/flow-client.ts';
import { type FlowError, toFlowError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';

export type SignInOutcome = 'signed-in' | 'cancelled';

export interface UseFlowCurrentUserReturnType {
  /** null while the stored session is being read. */
  readonly user: CurrentUser | null;
  readonly status: 'loading' | 'signed-out' | 'signed-in';
  /** `0x`-prefixed address of the signed-in user. */
  readonly address: string | null;
  /** OpenID claims, when the wallet returned them for the requested scopes. */
  readonly openIdClaims: Readonly<Record<string, string>> | null;
  /** Opens the wallet. A user who declines or closes it stays signed out: `cancelled`. */
  readonly authenticate: () => Promise<SignInOutcome | 'failed'>;
  readonly unauthenticate: () => void;
  readonly isAuthenticating: boolean;
  /** Outcome of the last sign-in attempt, so the UI can say "cancelled" once. */
  readonly lastOutcome: SignInOutcome | null;
  /** A sign-in that failed (popup blocked, node down...); a cancellation is not an error. */
  readonly error: FlowError | null;
}

interface SessionState {
  readonly user: CurrentUser | null;
  readonly loadError: FlowError | null;
}

/** The signed-in user of the current network, and the means to sign in and out. */
export function useFlowCurrentUser(): UseFlowCurrentUserReturnType {
  const { getClient } = useFlowContext('useFlowCurrentUser');
  const [session, setSession] = useState<SessionState>({ user: null, loadError: null });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    getClient().then(
      (client) => {
        if (!active) return;
        unsubscribe = client.subscribeCurrentUser((user) => {
          if (active) setSession({ user, loadError: null });
        });
      },
      (error: unknown) => {
        if (active) setSession({ user: null, loadError: toFlowError(error) });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [getClient]);

  const signIn = useMutation<SignInOutcome, FlowError>({
    mutationFn: async () => {
      try {
        const user = await (await getClient()).authenticate();
        // FCL resolves (not rejects) when the wallet is declined or closed.
        return user.loggedIn && user.addr ? 'signed-in' : 'cancelled';
      } catch (error) {
        throw toFlowError(error);
      }
    },
  });

  const { user } = session;
  const signedIn = Boolean(user?.loggedIn && user.addr);
  const address = signedIn && user?.addr ? withPrefix(user.addr) : null;

  return {
    user,
    status: user === null && !session.loadError ? 'loading' : signedIn ? 'signed-in' : 'signed-out',
    address,
    openIdClaims: signedIn && user ? openIdClaimsOf(user) : null,
    authenticate: () => signIn.mutateAsync().catch(() => 'failed' as const),
    unauthenticate: () => {
      signIn.reset();
      void getClient().then((client) => client.unauthenticate());
    },
    isAuthenticating: signIn.isPending,
    lastOutcome: signIn.data ?? null,
    error: signIn.error ?? session.loadError,
  };
}

const withPrefix = (address: string) => (address.startsWith('0x') ? address : `0x${address}`);

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
