import { useOutletContext } from 'react-router';
import { TokensView } from '../../features/tokens/TokensView.tsx';

export function Component() {
  const address = useOutletContext<string>();
  return <TokensView address={address} title="Tokens" />;
}
