import { ActivityView } from '../../features/activity/ActivityView.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export function Component() {
  return <SignedInOnly>{() => <ActivityView />}</SignedInOnly>;
}
