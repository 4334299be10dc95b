import { KeysView } from '../../features/keys/KeysView.tsx';
import { useRouteAddress } from './route-address.ts';

/** `/account/keys` and `/address/<address>/keys`: the outlet gives the (normalised) address. */
export function Component() {
  return <KeysView address={useRouteAddress()} />;
}
