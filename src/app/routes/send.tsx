import { SendPage } from '../../features/send/SendPage.tsx';
import { useNetworkSelection } from '../network-selection.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  const { label, labelOf } = useNetworkSelection();
  return (
    <section aria-labelledby="send-heading">
      <h1 id="send-heading">Send</h1>
      <SignedInOnly>
        {(address) => <SendPage address={address} networkLabel={label} labelOf={labelOf} />}
      </SignedInOnly>
    </section>
  );
}
