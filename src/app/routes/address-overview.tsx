import { useOutletContext } from 'react-router';
import { AccountDashboard } from '../../features/account/AccountDashboard.tsx';

export function Component() {
  const address = useOutletContext<string>();
  return (
    <AccountDashboard
      address={address}
      title="Account"
      tokensPath={`/address/${address}/tokens`}
      nftsPath={`/address/${address}/nfts`}
    />
  );
}
