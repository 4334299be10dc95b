import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Banner } from '../../components/ui/Banner.tsx';
import {
  addressKind,
  flowNetworkOfAddress,
  isValidFlowAddress,
  normalizeFlowAddress,
} from '../../flow/address.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { AccountTabs, insideTabs } from '../layout/AccountTabs.tsx';
import { useNetworkSelection } from '../network-selection.ts';
import { useRouteParams } from '../route-params.ts';
import { RouteAddressContext } from './route-address.ts';

/** Any account, read-only: the address is checked for the current network first. */
export function Component({ children }: { readonly children?: ReactNode }) {
  const { address: raw = '' } = useRouteParams();
  const { network, labelOf, offered } = useNetworkSelection();
  const { label } = useFlowNetwork();

  if (!isValidFlowAddress(raw, network)) {
    const otherNetwork = flowNetworkOfAddress(raw);
    const kind = addressKind(raw.trim());
    // A network the build does not offer cannot be switched to (offered-networks.ts).
    const advice =
      otherNetwork === null || offered.includes(otherNetwork)
        ? 'Switch networks in the header to view it.'
        : `This Flowdeck does not connect to ${labelOf(otherNetwork)}.`;
    return (
      <section className="panel" aria-labelledby="address-error-heading">
        <h1 id="address-error-heading">Cannot show this account</h1>
        <Banner tone="warning" title={otherNetwork ? 'Wrong network.' : 'Not a Flow address.'}>
          {otherNetwork
            ? `${normalizeFlowAddress(raw)} is a ${labelOf(otherNetwork)} address, and Flowdeck is on ${label}. ${advice}`
            : kind === 'evm'
              ? 'This looks like an EVM address (40 hex digits). Flowdeck looks up Flow accounts, whose addresses have 16 hex digits.'
              : `This is not a valid Flow address on ${label}: a Flow address is 0x followed by 16 hex digits with a network checksum.`}
        </Banner>
      </section>
    );
  }
  const address = normalizeFlowAddress(raw);
  if (address !== raw) return <Redirect to={`/address/${address}`} replace />;
  const base = `/address/${address}`;
  return (
    <div className="address-view">
      <AccountTabs
        label="This account"
        tabs={[
          { to: base, label: 'Overview' },
          { to: `${base}/tokens`, label: 'Tokens' },
          { to: `${base}/nfts`, label: 'NFTs' },
          ...insideTabs(base),
        ]}
      />
      <RouteAddressContext.Provider value={address}>{children}</RouteAddressContext.Provider>
    </div>
  );
}
