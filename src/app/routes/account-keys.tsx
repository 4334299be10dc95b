import { useOutletContext } from 'react-router';
import { KeysView } from '../../features/keys/KeysView.tsx';

/** `/account/keys` and `/address/<address>/keys`: the outlet gives the (normalised) address. */
export function Component() {
  return <KeysView address={useOutletContext<string>()} />;
}
