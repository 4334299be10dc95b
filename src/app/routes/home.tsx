import { Redirect } from 'wouter';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { Landing } from './Landing.tsx';

/** Signed out: what Flowdeck does. Signed in: straight to the account. */
export function Component() {
  const { status } = useFlowCurrentUser();
  if (status === 'signed-in') return <Redirect to="/account" replace />;
  return <Landing />;
}
