import { useOutletContext } from 'react-router';
import { AccountDashboard } from '../../features/account/AccountDashboard.tsx';

export function Component() {
  const address = useOutletContext<string>();
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
