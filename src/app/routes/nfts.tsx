import { NftCollectionsView } from '../../features/nfts/NftCollectionsView.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  return (
    <SignedInOnly>
      {(address) => <NftCollectionsView address={address} basePath="/nfts" />}
    </SignedInOnly>
  );
}
