import { NftCollectionsView } from '../../features/nfts/NftCollectionsView.tsx';
import { useRouteAddress } from './route-address.ts';

export function Component() {
  const address = useRouteAddress();
  return <NftCollectionsView address={address} basePath={`/address/${address}/nfts`} />;
}
