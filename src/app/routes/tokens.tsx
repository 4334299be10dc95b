import { TokensView } from '../../features/tokens/TokensView.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  return (
    <SignedInOnly>{(address) => <TokensView address={address} title="Your tokens" />}</SignedInOnly>
  );
}
