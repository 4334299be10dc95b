import { AccountDashboard } from '../../features/account/AccountDashboard.tsx';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useRouteAddress } from './route-address.ts';

export function Component() {
  const address = useRouteAddress();
  const { address: signedIn } = useFlowCurrentUser();
  return (
    <AccountDashboard
      address={address}
      title="Account"
      tokensPath={`/address/${address}/tokens`}
      nftsPath={`/address/${address}/nfts`}
      // The outlet's address is normalised (address.tsx), as the signed-in one is.
      viewer={signedIn === address ? 'owner' : 'visitor'}
    />
  );
}
