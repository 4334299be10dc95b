import { useOutletContext } from 'react-router';
import { StakingView } from '../../features/staking/StakingView.tsx';

/** `/account/staking` and `/address/<address>/staking`: the outlet gives the address. */
export function Component() {
  return <StakingView address={useOutletContext<string>()} />;
}
