import { StorageView } from '../../features/storage/StorageView.tsx';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useRouteAddress } from './route-address.ts';

/**
 * `/account/storage` and `/address/<address>/storage`. What it links to is the user's own
 * screens for their own address, read-only address screens for anyone else's.
 */
export function Component() {
  const address = useRouteAddress();
  const { address: signedIn } = useFlowCurrentUser();
  const screens =
    signedIn === address
      ? { tokens: '/tokens', nfts: '/nfts', evm: '/evm' }
      : {
          tokens: `/address/${address}/tokens`,
          nfts: `/address/${address}/nfts`,
          evm: `/address/${address}`,
        };
  return <StorageView address={address} screens={screens} />;
}
