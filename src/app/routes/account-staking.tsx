import { StakingView } from '../../features/staking/StakingView.tsx';
import { useRouteAddress } from './route-address.ts';

/** `/account/staking` and `/address/<address>/staking`: the outlet gives the address. */
export function Component() {
  return <StakingView address={useRouteAddress()} />;
}
