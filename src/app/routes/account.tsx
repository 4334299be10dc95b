import { AccountDashboard } from '../../features/account/AccountDashboard.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  return (
    <SignedInOnly>
      {(address) => (
        <AccountDashboard
          address={address}
          title="Your account"
          tokensPath="/tokens"
          nftsPath="/nfts"
          viewer="owner"
        />
      )}
    </SignedInOnly>
  );
}
