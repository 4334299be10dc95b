import { NftDetailView } from '../../features/nfts/NftDetailView.tsx';
import { NftNotFound } from './NftNotFound.tsx';
import { useNftRouteParams } from './nft-route-params.ts';
import { useRouteAddress } from './route-address.ts';

export function Component() {
  const address = useRouteAddress();
  const nft = useNftRouteParams();
  const collections = `/address/${address}/nfts`;
  if (!nft) return <NftNotFound backTo={collections} />;
  return (
    <NftDetailView
      address={address}
      storagePath={nft.storagePath}
      id={nft.id}
      backTo={`${collections}?collection=${nft.storagePath}`}
    />
  );
}
