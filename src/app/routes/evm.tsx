import { EvmPage } from '../../features/evm/EvmPage.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  return (
    <section aria-labelledby="evm-heading">
      <h1 id="evm-heading">EVM</h1>
      <SignedInOnly>{(address) => <EvmPage address={address} />}</SignedInOnly>
    </section>
  );
}
