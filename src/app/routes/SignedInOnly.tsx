import type { ReactNode } from 'react';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { Landing } from './Landing.tsx';

/** Renders `children(address)` for the signed-in user; the landing page otherwise. */
export function SignedInOnly({ children }: { readonly children: (address: string) => ReactNode }) {
  const { status, address } = useFlowCurrentUser();
  if (status === 'loading') {
    return <LoadingLine>Checking your session…</LoadingLine>;
  }
  return address ? children(address) : <Landing />;
}
