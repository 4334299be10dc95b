import { useOutletContext } from 'react-router';
import { NftCollectionsView } from '../../features/nfts/NftCollectionsView.tsx';

export function Component() {
  const address = useOutletContext<string>();
  return <NftCollectionsView address={address} basePath={`/address/${address}/nfts`} />;
}
