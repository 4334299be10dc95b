import type { ReactNode } from 'react';
import { AccountTabs, insideTabs } from '../layout/AccountTabs.tsx';
import { RouteAddressContext } from './route-address.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

/** The signed-in user's account: its overview, keys, contracts and storage. */
export function Component({ children }: { readonly children?: ReactNode }) {
  return (
    <SignedInOnly>
      {(address) => (
        <div className="address-view">
          <AccountTabs
            label="Your account"
            tabs={[{ to: '/account', label: 'Overview' }, ...insideTabs('/account')]}
          />
          <RouteAddressContext.Provider value={address}>{children}</RouteAddressContext.Provider>
        </div>
      )}
    </SignedInOnly>
  );
}
