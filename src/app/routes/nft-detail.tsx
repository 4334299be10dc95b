import { NftDetailView } from '../../features/nfts/NftDetailView.tsx';
import { NftNotFound } from './NftNotFound.tsx';
import { useNftRouteParams } from './nft-route-params.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  const nft = useNftRouteParams();
  if (!nft) return <NftNotFound backTo="/nfts" />;
  return (
    <SignedInOnly>
      {(address) => (
        <NftDetailView
          address={address}
          storagePath={nft.storagePath}
          id={nft.id}
          backTo={`/nfts?collection=${nft.storagePath}`}
        />
      )}
    </SignedInOnly>
  );
}
