import { EvmPage } from '../../features/evm/EvmPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  const { label } = useNetworkSelection();
  return (
    <section aria-labelledby="evm-heading">
      <h1 id="evm-heading">EVM</h1>
      <SignedInOnly>{(address) => <EvmPage address={address} networkLabel={label} />}</SignedInOnly>
    </section>
  );
}
