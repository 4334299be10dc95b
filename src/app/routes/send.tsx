import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { LoadingLine } from '../../components/ui/LoadingLine.tsx';
import { SearchLink } from '../../components/ui/SearchLink.tsx';
import { SendPage } from '../../features/send/SendPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

// FLOW and tokens load with the screen; the NFT form, its picker and their Cadence when opened.
const SendNfts = lazy(() =>
  import('../../features/send/SendNfts.tsx').then(({ SendNfts }) => ({ default: SendNfts })),
);

export function Component() {
  const { labelOf } = useNetworkSelection();
  const [params] = useSearchParams();
  const nfts = params.get('what') === 'nfts';
  return (
    <section aria-labelledby="send-heading">
      <h1 id="send-heading">Send</h1>
      <SignedInOnly>
        {(address) => (
          <>
            <nav className="tabs" aria-label="What to send">
              <SearchLink search="" aria-current={nfts ? undefined : 'page'}>
                FLOW and tokens
              </SearchLink>
              <SearchLink search="?what=nfts" aria-current={nfts ? 'page' : undefined}>
                NFTs
              </SearchLink>
            </nav>
            {nfts ? (
              <Suspense fallback={<LoadingLine>Loading…</LoadingLine>}>
                <SendNfts address={address} labelOf={labelOf} />
              </Suspense>
            ) : (
              <SendPage address={address} labelOf={labelOf} />
            )}
          </>
        )}
      </SignedInOnly>
    </section>
  );
}
