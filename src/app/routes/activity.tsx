import { ActivityView } from '../../features/activity/ActivityView.tsx';
import { useNetworkSelection } from '../network-selection.ts';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  const { label } = useNetworkSelection();
  return <SignedInOnly>{() => <ActivityView networkLabel={label} />}</SignedInOnly>;
}
