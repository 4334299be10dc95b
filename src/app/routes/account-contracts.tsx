import { ContractsView } from '../../features/contracts/ContractsView.tsx';
import { useRouteAddress } from './route-address.ts';

/** `/account/contracts` and `/address/<address>/contracts`. */
export function Component() {
  return <ContractsView address={useRouteAddress()} />;
}
