import { lazy, Suspense } from 'react';
import { useFlowChainId } from '../../flow/react/useFlowChainId.ts';

// Its words load only when there is something to say: most visits never need them.
const ChainProblem = lazy(async () => ({
  default: (await import('./ChainProblem.tsx')).ChainProblem,
}));

/** Warns, before anything is signed, when the access node is unreachable or on another chain. */
export function ChainCheck() {
  const { chainId, isMismatch, error, refetch } = useFlowChainId();
  if (!isMismatch && !error) return null;
  return (
    <Suspense fallback={null}>
      <ChainProblem chainId={chainId} isMismatch={isMismatch} error={error} refetch={refetch} />
    </Suspense>
  );
}
