import { Outlet } from 'react-router';
import { AccountTabs, insideTabs } from '../layout/AccountTabs.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

/** The signed-in user's account: its overview, keys, contracts and storage. */
export function Component() {
  return (
    <SignedInOnly>
      {(address) => (
        <div className="address-view">
          <AccountTabs
            label="Your account"
            tabs={[{ to: '/account', label: 'Overview' }, ...insideTabs('/account')]}
          />
          <Outlet context={address} />
        </div>
      )}
    </SignedInOnly>
  );
}
