import { AccountDashboard } from '../../features/account/AccountDashboard.tsx';
import { useRouteAddress } from './route-address.ts';

export function Component() {
  const address = useRouteAddress();
  return (
    <AccountDashboard
      address={address}
      title="Your account"
      tokensPath="/tokens"
      nftsPath="/nfts"
      viewer="owner"
    />
  );
}
