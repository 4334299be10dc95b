import { AccountOverview } from '../../features/account/AccountOverview.tsx';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useNetworkSelection } from '../network-selection.ts';
import { Landing } from './Landing.tsx';

export function Component() {
  const { status, address } = useFlowCurrentUser();
  const { label } = useNetworkSelection();
  if (status === 'loading') {
    return (
      <p className="skeleton" aria-busy="true">
        Checking your session…
      </p>
    );
  }
  if (!address) return <Landing />;
  return <AccountOverview address={address} networkLabel={label} />;
}
