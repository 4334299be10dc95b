import { lazy, Suspense } from 'react';
import { useWatchEverywhere } from '../../flow/react/useWatchEverywhere.ts';

// The feed's code loads only for a user who turned live transfers on.
const LiveTransfersIndicator = lazy(async () => ({
  default: (await import('./LiveTransfersIndicator.tsx')).LiveTransfersIndicator,
}));

/** The header's live transfers, for a signed-in user who asked for them on every screen. */
export function LiveTransfers({ account }: { readonly account: string }) {
  const [watchEverywhere] = useWatchEverywhere();
  if (!watchEverywhere) return null;
  return (
    <Suspense fallback={null}>
      <LiveTransfersIndicator account={account} />
    </Suspense>
  );
}
