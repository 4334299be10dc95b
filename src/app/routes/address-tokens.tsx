import { TokensView } from '../../features/tokens/TokensView.tsx';
import { useRouteAddress } from './route-address.ts';

export function Component() {
  const address = useRouteAddress();
  return <TokensView address={address} title="Tokens" />;
}
