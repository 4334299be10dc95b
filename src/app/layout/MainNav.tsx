import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { AddressLookup } from './AddressLookup.tsx';
import { NavLink } from './NavLink.tsx';

export function MainNav() {
  const { status } = useFlowCurrentUser();
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {status === 'signed-in' ? (
          <>
            <li>
              <NavLink to="/account">Account</NavLink>
            </li>
            <li>
              <NavLink to="/tokens">Tokens</NavLink>
            </li>
            <li>
              <NavLink to="/nfts">NFTs</NavLink>
            </li>
            <li>
              <NavLink to="/send">Send</NavLink>
            </li>
            <li>
              <NavLink to="/evm">EVM</NavLink>
            </li>
            <li>
              <NavLink to="/activity">Activity</NavLink>
            </li>
            <li>
              <NavLink to="/contacts">Contacts</NavLink>
            </li>
          </>
        ) : null}
        {/* Scripts are read-only: they need no wallet, so the page is there signed out too. */}
        <li>
          <NavLink to="/scripts">Scripts</NavLink>
        </li>
      </ul>
      <AddressLookup />
    </nav>
  );
}
