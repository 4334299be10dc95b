import { useOutletContext } from 'react-router';
import { ContractsView } from '../../features/contracts/ContractsView.tsx';

/** `/account/contracts` and `/address/<address>/contracts`. */
export function Component() {
  return <ContractsView address={useOutletContext<string>()} />;
}
